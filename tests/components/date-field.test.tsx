// The search form's date field (issue 12): it paints and reads typed dates without the calendar's
// code (Ark's date picker, about 20 KB gzip), which arrives later; a calendar asked for before it
// arrived opens when it does, on the same input, with Ark's keyboard paths.
import { screen, waitFor } from '@testing-library/react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { DateField } from '../../src/web/components/search-form/DateField'

// The calendar's chunk arrives only when the test lets it (a slow network).
const chunk = vi.hoisted(() => {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  return { requested: false, arrive: () => arrive(), arrived }
})
vi.mock('../../src/web/components/search-form/DateCalendar', async (importOriginal) => {
  chunk.requested = true
  await chunk.arrived
  return importOriginal()
})

const labels = { open: 'Pick-up calendar', close: 'Close the calendar', previousMonth: 'Previous month', nextMonth: 'Next month' }

/** The field holding its date the way the search form does. */
function Field({ initial, min, locale = 'en', onChange = () => {} }: { initial: string; min: string; locale?: string; onChange?: (date: string) => void }) {
  const [date, setDate] = useState(initial)
  return (
    <>
      <DateField
        label="Pick-up date"
        placeholder="mm/dd/yyyy"
        labels={labels}
        date={date}
        onChange={(next) => {
          setDate(next)
          onChange(next)
        }}
        min={min}
        locale={locale}
        startOfWeek={locale === 'en' ? 0 : 1}
        describedBy="pick-up-error"
      />
      <p id="pick-up-error" />
    </>
  )
}

describe('date field', () => {
  it('shows and reads typed dates before the calendar has arrived, never before the first day that can be chosen', async () => {
    const user = userEvent.setup()
    const changes: string[] = []
    const { unmount } = render(<Field initial="2027-03-10" min="2027-03-05" onChange={(date) => changes.push(date)} />)
    const input = screen.getByRole('textbox', { name: 'Pick-up date' })
    expect(input).toHaveValue('03/10/2027')
    expect(input).toHaveAttribute('aria-keyshortcuts', 'ArrowDown')
    const trigger = screen.getByRole('button', { name: 'Pick-up calendar' })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(trigger).toHaveAttribute('tabindex', '-1')

    await user.clear(input)
    // Enter reads the date (and submits nothing).
    await user.type(input, '03/20/2027{Enter}')
    expect(changes.at(-1)).toBe('2027-03-20')
    expect(input).toHaveValue('03/20/2027')
    await user.clear(input)
    await user.type(input, '2027/03/01{Enter}')
    expect(changes.at(-1)).toBe('2027-03-05')
    expect(input).toHaveValue('03/05/2027')
    // Not a date: leaving the field keeps the day it had.
    await user.clear(input)
    await user.type(input, '13/45/2027')
    await user.tab()
    expect(input).toHaveValue('03/05/2027')
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
    unmount()

    render(<Field initial="2027-03-10" min="2027-03-05" locale="fr" />)
    expect(screen.getByRole('textbox', { name: 'Pick-up date' })).toHaveValue('10/03/2027')
  })

  it('opens the calendar asked for with ArrowDown once it arrives; the arrows and Enter pick a day into the same input; Escape closes it', async () => {
    const user = userEvent.setup()
    render(<Field initial="2027-03-10" min="2027-03-05" />)
    const input = screen.getByRole('textbox', { name: 'Pick-up date' })
    await user.click(input)
    await user.keyboard('{ArrowDown}')
    expect(chunk.requested).toBe(true)
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()

    chunk.arrive()
    const calendar = await screen.findByRole('grid')
    await waitFor(() => expect(calendar.contains(document.activeElement)).toBe(true))
    expect(screen.getByRole('button', { name: 'Close the calendar' })).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{ArrowRight}{Enter}')
    expect(input).toHaveValue('03/11/2027')
    await waitFor(() => expect(input).toHaveFocus())
    expect(screen.getByRole('button', { name: 'Pick-up calendar' })).toHaveAttribute('aria-expanded', 'false')

    // The days before the first that can be chosen are disabled.
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(screen.getByRole('grid').contains(document.activeElement)).toBe(true))
    expect(screen.getByRole('button', { name: /March 4, 2027/ })).toHaveAttribute('aria-disabled', 'true')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument())
    expect(input.parentElement!.contains(document.activeElement)).toBe(true)
  })

  it('opens from the calendar button too', async () => {
    const user = userEvent.setup()
    render(<Field initial="2027-03-10" min="2027-03-05" />)
    await user.click(screen.getByRole('button', { name: 'Pick-up calendar' }))
    await screen.findByRole('grid')
    await user.click(screen.getByRole('button', { name: /March 12, 2027/ }))
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument())
    expect(screen.getByRole('textbox', { name: 'Pick-up date' })).toHaveValue('03/12/2027')
  })
})
