// The search form's place field (issue 12): it paints, takes typed text and asks for places
// without Ark's combobox code (about 10 KB gzip), which arrives later and takes over the same
// input: the text, the caret and the focus stay, the list opens on the places of the typed words,
// and ArrowDown pressed before it arrived lands on the first suggestion.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import type { components } from '../../openapi/schema'
import type { LocationOption } from '../../src/web/api/search'
import { LocationField } from '../../src/web/components/search-form/LocationField'
import { en as messages } from '../../src/web/i18n/en'
import { http } from './support/handlers'
import { server } from './support/server'

// The combobox's chunk arrives only when the test lets it (a slow network).
const chunk = vi.hoisted(() => {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  return { requested: false, arrive: () => arrive(), arrived }
})
vi.mock('../../src/web/components/search-form/LocationCombobox', async (importOriginal) => {
  chunk.requested = true
  await chunk.arrived
  return importOriginal()
})

type Location = components['schemas']['Location']
const place = (id: number, name: string, countryName: string): Location => ({
  id: `00000000-0000-4000-8000-0000000010${String(id).padStart(2, '0')}`,
  name,
  countryId: '00000000-0000-4000-8000-000000002001',
  countryName,
  countryCode: 'FR',
  timeZone: 'Europe/Paris',
  latitude: 45,
  longitude: 2,
})
const places = [place(1, 'Paris Orly Airport', 'France'), place(2, 'Lyon Part-Dieu', 'France'), place(3, 'Madrid Barajas', 'Spain')]

function serveLocations() {
  const keywords: string[] = []
  server.use(
    http.get('/api/locations/{page}/{size}/{language}', ({ query, response }) => {
      const keyword = (query.get('s') ?? '').toLowerCase()
      keywords.push(keyword)
      const rows = places.filter((p) => `${p.name} ${p.countryName}`.toLowerCase().includes(keyword))
      return response(200).json({ total: rows.length, rows })
    }),
  )
  return keywords
}

function Field({ onChange = () => {} }: { onChange?: (location: LocationOption | null) => void }) {
  const [value, setValue] = useState<LocationOption | null>(null)
  return (
    <IntlProvider locale="en" messages={messages}>
      <LocationField
        label="Pick-up location"
        value={value}
        onChange={(next) => {
          setValue(next)
          onChange(next)
        }}
        language="en"
      />
    </IntlProvider>
  )
}

describe('place field', () => {
  it('keeps what is typed before the combobox arrives, then hands over the same input with its list', async () => {
    const keywords = serveLocations()
    const user = userEvent.setup()
    const chosen: (LocationOption | null)[] = []
    render(<Field onChange={(location) => chosen.push(location)} />)
    const input = screen.getByRole('combobox', { name: 'Pick-up location' })
    // Ark's attributes from the first paint; the list is not there yet.
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveAttribute('aria-autocomplete', 'list')
    expect(input).toHaveAttribute('id', expect.stringMatching(/^combobox:.*:input$/))
    expect(screen.getByText('Pick-up location')).toHaveAttribute('for', input.id)

    await user.type(input, 'fra')
    expect(chunk.requested).toBe(true)
    expect(input).toHaveValue('fra')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    // The search did not wait for the combobox: one request for the typed word.
    await waitFor(() => expect(keywords).toEqual(['fra']))
    await user.keyboard('{ArrowDown}')

    chunk.arrive()
    // The same input, still focused, with the text and caret it had; the list of the typed word.
    const listbox = await screen.findByRole('listbox', { name: 'Pick-up location' })
    expect(screen.getByRole('combobox', { name: 'Pick-up location' })).toBe(input)
    expect(input).toHaveFocus()
    expect(input).toHaveValue('fra')
    expect((input as HTMLInputElement).selectionStart).toBe(3)
    expect(input).toHaveAttribute('aria-expanded', 'true')
    const orly = await within(listbox).findByRole('option', { name: 'Paris Orly Airport, France' })
    expect(within(listbox).queryByRole('option', { name: 'Madrid Barajas, Spain' })).not.toBeInTheDocument()
    // The ArrowDown pressed before the combobox arrived landed on the first suggestion.
    await waitFor(() => expect(orly).toHaveAttribute('data-highlighted'))
    expect(input).toHaveAttribute('aria-activedescendant', orly.id)

    // Typing goes on in the same input; the keyboard picks.
    await user.keyboard('nce')
    expect(input).toHaveValue('france')
    await within(listbox).findByRole('option', { name: 'Lyon Part-Dieu, France' })
    await waitFor(() => expect(keywords.at(-1)).toBe('france'))
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(input).toHaveValue('Lyon Part-Dieu')
    expect(chosen.at(-1)?.name).toBe('Lyon Part-Dieu')
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument())
  })
})
