// The error summary every form shows (issue 24): the spec's message, how many fields need attention
// (plural forms in en, fr and es), a link to each field that moves the focus there, and the focus on
// the summary when a refused submit asks for it.
import { screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { ErrorSummary, type SummaryField } from '../../src/web/components/error-summary/ErrorSummary'
import type { Language } from '../../src/domain/enums'
import { renderWithIntl } from './support/render-with-intl'

/** A small form: a refused submit shows the summary of its two wrong fields and focuses it. */
function Form({ fields }: { fields: SummaryField[] }) {
  const [focusKey, setFocusKey] = useState(0)
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setFocusKey((n) => n + 1)
      }}
    >
      <ErrorSummary message={focusKey > 0 ? { id: 'auth.error.fixErrors' } : null} fields={fields} focusKey={focusKey} />
      <label htmlFor="f-name">Name</label>
      <input id="f-name" />
      <label htmlFor="f-phone">Phone</label>
      <input id="f-phone" />
      <button type="submit">Send</button>
    </form>
  )
}

const twoFields: SummaryField[] = [
  { id: 'f-name', label: 'Name', message: 'At most 100 characters' },
  { id: 'f-phone', label: 'Phone', message: 'Invalid phone number — for example +44 20 7946 0958' },
]

describe('error summary', () => {
  it('is hidden until there is a message', () => {
    renderWithIntl(<ErrorSummary message={null} fields={twoFields} />)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says how many fields need attention, links each, takes the focus on submit and gives it to the field of a link', async () => {
    const { user } = renderWithIntl(<Form fields={twoFields} />)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const summary = screen.getByRole('alert')
    expect(summary).toHaveFocus()
    expect(summary).toHaveTextContent('Please fix errors')
    expect(summary).toHaveTextContent('2 fields need attention:')
    const links = within(summary).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Name: At most 100 characters', '#f-name'],
      ['Phone: Invalid phone number — for example +44 20 7946 0958', '#f-phone'],
    ])
    await user.click(links[1]!)
    expect(screen.getByLabelText('Phone')).toHaveFocus()
    await user.click(links[0]!)
    expect(screen.getByLabelText('Name')).toHaveFocus()
  })

  it('says the field a message names already only once, and hands the focus to a stand-in when given one', async () => {
    const button = { focused: false }
    const { user } = renderWithIntl(
      <ErrorSummary
        message={{ id: 'auth.error.fillIn', values: { fields: 'Email' } }}
        fields={[{ id: 'hidden-file', label: 'Email', message: 'Please fill in the field(s): Email', focus: () => (button.focused = true) }]}
      />,
    )
    const link = screen.getByRole('link', { name: 'Please fill in the field(s): Email' })
    await user.click(link)
    expect(button.focused).toBe(true)
  })

  it.each([
    ['en', 1, '1 field needs attention:'],
    ['fr', 1, '1 champ demande votre attention :'],
    ['fr', 3, '3 champs demandent votre attention :'],
    ['es', 1, '1 campo requiere su atención:'],
    ['es', 2, '2 campos requieren su atención:'],
  ] as const)('counts in %s (%i)', (language: Language, count, text) => {
    const fields = twoFields.concat({ id: 'f-x', label: 'X' }).slice(0, count)
    renderWithIntl(<ErrorSummary message={{ id: 'auth.error.fixErrors' }} fields={fields} />, language)
    expect(screen.getByRole('alert')).toHaveTextContent(text)
  })

  it('shows a message without fields alone (a refused request)', () => {
    renderWithIntl(<ErrorSummary message={{ id: 'auth.error.unhandled' }} />)
    expect(screen.getByRole('alert')).toHaveTextContent(/^An unhandled error occurred$/)
    expect(screen.queryByRole('link')).toBeNull()
  })
})
