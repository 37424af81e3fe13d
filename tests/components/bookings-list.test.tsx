// /bookings (issue 9): the driver's list with filters in the URL, paging, row and bulk actions with
// their confirmation and summary, the empty state, and the mobile cards — against typed doubles of
// the API.
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { components } from '../../openapi/schema'
import { daysFromNow, makeBookingSummary, signInDriver, type BookingSummary } from './support/booking-fixtures'
import { suppliers } from './support/fixtures'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { inRuntimeZone } from './support/runtime-zone'
import { server } from './support/server'

type Filter = components['schemas']['BookingFilter']
type Asked = { body: Filter; page: number; size: number; language: string }

const allow = (actions: Partial<BookingSummary['actions']>) => ({ edit: false, cancel: false, delete: false, rate: false, ...actions })

/** The list answers `rows` (whatever the filter) and records every request. */
function bookingsDouble(rows: BookingSummary[], total = rows.length, currency: 'USD' | 'EUR' = 'USD') {
  const asked: Asked[] = []
  server.use(
    http.post('/api/bookings/{page}/{size}/{language}', async ({ params, request, response }) => {
      asked.push({ body: await request.json(), page: Number(params.page), size: Number(params.size), language: String(params.language) })
      return response(200).json({ rows, total, currency, ratesAvailable: true })
    }),
  )
  return asked
}

afterEach(() => {
  ;(window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM.setViewport({ width: 1024, height: 768 })
})

const table = () => screen.getByRole('table', { name: 'Your bookings' })

describe('/bookings', () => {
  it('sends a visitor to sign in, with the way back to the same filtered list', async () => {
    await renderApp('/bookings?status=paid&q=Paris')
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'))
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/bookings?status=paid&q=Paris')
  })

  it('lists the driver’s bookings with every column, each price in the currency its booking was agreed in, and 20 a page', async () => {
    signInDriver()
    localStorage.setItem('bc-fe-currency', 'EUR')
    const rows = [
      makeBookingSummary({ status: 'paid', currency: 'EUR', price: 1234.5, driverName: 'Dana Driver' }),
      makeBookingSummary({
        status: 'cancelled',
        currency: 'USD',
        price: 300,
        car: { id: 'c0000000-0000-4000-8000-000000000002', name: 'Renault Clio', image: '/images/cars/clio.png', range: 'midi' },
      }),
    ]
    const asked = bookingsDouble(rows, 2, 'EUR')
    await renderApp('/bookings')
    await screen.findByRole('heading', { level: 1, name: 'My bookings' })
    await within(await screen.findByRole('table', { name: 'Your bookings' })).findByText('Renault Clio')
    expect(asked[0]).toEqual({ body: { userId: '11111111-1111-4111-8111-111111111111', currency: 'EUR' }, page: 1, size: 20, language: 'en' })
    expect(within(table()).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Reference',
      'Car',
      'Supplier',
      'Driver',
      'Pick-up and drop-off',
      'Price',
      'Status',
      'Actions',
    ])
    const first = within(table()).getAllByRole('row')[1]!
    expect(within(first).getByText('Fiat 500')).toBeVisible()
    expect(within(first).getByText('Sunrise Rentals')).toBeVisible()
    expect(within(first).getByText('Dana Driver')).toBeVisible()
    expect(within(first).getByText('1,234.50 €')).toBeVisible()
    expect(within(first).getByText('Paid')).toBeVisible()
    expect(within(first).getByRole('checkbox', { name: rows[0]!.reference })).not.toBeChecked()
    const second = within(table()).getAllByRole('row')[2]!
    expect(within(second).getByText('Cancelled')).toBeVisible()
    // agreed in dollars: not converted to the euros the header shows, and said so
    expect(within(second).getByText('$300')).toBeVisible()
    expect(within(second).queryByText(/€/)).toBeNull()
    expect(screen.getByText('Each price is in the currency the booking was made in.')).toBeVisible()
    expect(screen.getByText('2 bookings')).toBeVisible()
  })

  it('needs no currency note when every booking is in the currency the header shows', async () => {
    signInDriver()
    bookingsDouble([makeBookingSummary({ currency: 'USD', price: 300 })])
    await renderApp('/bookings')
    expect(await within(await screen.findByRole('table', { name: 'Your bookings' })).findByText('$300')).toBeVisible()
    expect(screen.queryByText('Each price is in the currency the booking was made in.')).toBeNull()
  })

  it('while loading, shows the table frame with placeholder rows of the real rows’ height', async () => {
    signInDriver()
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.post('/api/bookings/{page}/{size}/{language}', async ({ response }) => {
        await answered
        return response(200).json({ rows: [makeBookingSummary()], total: 1, currency: 'USD', ratesAvailable: true })
      }),
    )
    await renderApp('/bookings')
    const loading = await screen.findByRole('table', { name: 'Your bookings' })
    expect(loading).toHaveAttribute('aria-busy', 'true')
    expect(within(loading).getAllByRole('columnheader')).toHaveLength(8)
    // One placeholder per row of a page (20), hidden from assistive technologies.
    expect(loading.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(20)
    expect(screen.getByText('Loading your bookings…')).toBeVisible()
    answer()
    expect(await screen.findByText('Fiat 500')).toBeVisible()
    expect(screen.getByRole('table', { name: 'Your bookings' })).not.toHaveAttribute('aria-busy')
  })

  it('offers on each row only the actions the server allows', async () => {
    signInDriver()
    const editable = makeBookingSummary({ actions: allow({ edit: true, cancel: true }) })
    const deletable = makeBookingSummary({ status: 'cancelled', actions: allow({ delete: true }) })
    bookingsDouble([editable, deletable])
    await renderApp('/bookings')
    await screen.findByRole('link', { name: `View booking ${editable.reference}` })
    expect(screen.getByRole('link', { name: `Edit booking ${editable.reference}` })).toHaveAttribute('href', `/booking?b=${editable.id}&action=edit`)
    expect(screen.getByRole('button', { name: `Cancel booking ${editable.reference}` })).toBeEnabled()
    expect(screen.queryByRole('button', { name: `Delete booking ${editable.reference}` })).toBeNull()
    expect(screen.getByRole('link', { name: `View booking ${deletable.reference}` })).toHaveAttribute('href', `/booking?b=${deletable.id}`)
    expect(screen.queryByRole('link', { name: `Edit booking ${deletable.reference}` })).toBeNull()
    expect(screen.queryByRole('button', { name: `Cancel booking ${deletable.reference}` })).toBeNull()
    expect(screen.getByRole('button', { name: `Delete booking ${deletable.reference}` })).toBeEnabled()
  })

  it('puts the filters in the URL and asks the server with them; a reload keeps them', async () => {
    signInDriver()
    const asked = bookingsDouble([makeBookingSummary()])
    const { user, unmount } = await renderApp('/bookings')
    await within(await screen.findByRole('table', { name: 'Your bookings' })).findByText('Fiat 500')
    await user.click(screen.getByRole('checkbox', { name: 'Cancelled' }))
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('status')).toBe('void,pending,deposit,paid,reserved'))
    await user.type(screen.getByRole('searchbox', { name: 'Reference, car or place' }), 'Orly')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('q')).toBe('Orly'))
    await waitFor(() => expect(asked.at(-1)?.body).toMatchObject({ statuses: ['void', 'pending', 'deposit', 'paid', 'reserved'], keyword: 'Orly' }))
    // Reload: the same URL asks the same list and shows the same filters.
    const url = `${window.location.pathname}${window.location.search}`
    unmount()
    asked.length = 0
    await renderApp(url)
    await waitFor(() => expect(asked[0]?.body).toMatchObject({ statuses: ['void', 'pending', 'deposit', 'paid', 'reserved'], keyword: 'Orly' }))
    expect(await screen.findByRole('checkbox', { name: 'Cancelled' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Paid' })).toBeChecked()
    expect(screen.getByRole('searchbox', { name: 'Reference, car or place' })).toHaveValue('Orly')
  })

  it('filters by one supplier chosen in a labelled list, kept in the URL; "All suppliers" clears it', async () => {
    signInDriver()
    const asked = bookingsDouble([makeBookingSummary()])
    const { user } = await renderApp('/bookings')
    await within(await screen.findByRole('table', { name: 'Your bookings' })).findByText('Fiat 500')
    const supplier = screen.getByRole('combobox', { name: 'Supplier' })
    expect(supplier).toHaveDisplayValue('All suppliers')
    await waitFor(() => expect(within(supplier).getAllByRole('option').map((option) => option.textContent)).toEqual(['All suppliers', 'Sunrise Rentals', 'Atlas Cars']))
    await user.selectOptions(supplier, 'Atlas Cars')
    const atlas = suppliers.find((one) => one.fullName === 'Atlas Cars')!
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('supplier')).toBe(atlas.id))
    await waitFor(() => expect(asked.at(-1)?.body).toMatchObject({ suppliers: [atlas.id] }))
    expect(supplier).toHaveDisplayValue('Atlas Cars')
    await user.selectOptions(supplier, 'All suppliers')
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('supplier')).toBeNull())
    expect(asked.at(-1)?.body).not.toHaveProperty('suppliers')
  })

  it('filters by pick-up dates typed or picked from the calendar (its button a Tab stop, past days allowed); emptying a date clears it', async () => {
    signInDriver()
    const asked = bookingsDouble([makeBookingSummary()])
    const { user } = await renderApp('/bookings?from=2020-01-15')
    await within(await screen.findByRole('table', { name: 'Your bookings' })).findByText('Fiat 500')
    const from = screen.getByRole('textbox', { name: 'Pick-up from' })
    // A past day stays as it is: no first day that can be chosen.
    expect(from).toHaveValue('01/15/2020')
    expect(asked[0]?.body).toMatchObject({ from: '2020-01-15' })

    const until = screen.getByRole('textbox', { name: 'Pick-up until' })
    await user.type(until, '2020/02/10{Enter}')
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('to')).toBe('2020-02-10'))
    await waitFor(() => expect(asked.at(-1)?.body).toMatchObject({ from: '2020-01-15', to: '2020-02-10' }))

    // The calendar button follows its date in the Tab order and opens the month of that date.
    await user.click(from)
    await user.tab()
    const button = screen.getAllByRole('button', { name: 'Choose a date' })[0]!
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    await screen.findByRole('grid')
    await user.click(await screen.findByRole('button', { name: /January 20, 2020/ }))
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('from')).toBe('2020-01-20'))
    expect(from).toHaveValue('01/20/2020')

    await user.clear(from)
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('from')).toBeNull())
    expect(asked.at(-1)?.body).not.toHaveProperty('from')
  })

  it('pages 20 at a time with classic pagination, the page in the URL', async () => {
    signInDriver()
    const asked = bookingsDouble(Array.from({ length: 20 }, () => makeBookingSummary()), 45)
    const { user } = await renderApp('/bookings')
    await screen.findByText('Page 1 of 3')
    await user.click(screen.getByRole('link', { name: 'Page 2' }))
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('page')).toBe('2'))
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 2, size: 20 }))
  })

  it('asks before a cancel request, with the terms against the booking’s own pick-up, then says what was done', async () => {
    signInDriver()
    const soon = makeBookingSummary({ from: daysFromNow(10), actions: allow({ cancel: true }) })
    bookingsDouble([soon])
    let sent: unknown = null
    server.use(
      http.post('/api/cancel-bookings', async ({ request, response }) => {
        sent = await request.json()
        return response(200).json({ done: [soon.id], refused: [] })
      }),
    )
    const { user } = await renderApp('/bookings')
    await user.click(await screen.findByRole('button', { name: `Cancel booking ${soon.reference}` }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Request the cancellation of this booking?' })
    expect(within(dialog).getByText(new RegExp(`^${soon.reference}: free cancellation until`))).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Request cancellation' }))
    const summary = await screen.findByRole('region', { name: 'Cancellation requests' })
    expect(sent).toEqual({ ids: [soon.id] })
    expect(within(summary).getByText(`Cancel request sent for 1 booking: ${soon.reference}. The supplier answers within 48 hours to finish the cancellation.`)).toBeVisible()
  })

  it('says a fee may apply when pick-up is less than 24 hours away', async () => {
    signInDriver()
    const tomorrowMorning = makeBookingSummary({ from: new Date(Date.now() + 3 * 3_600_000).toISOString(), actions: allow({ cancel: true }) })
    bookingsDouble([tomorrowMorning])
    const { user } = await renderApp('/bookings')
    await user.click(await screen.findByRole('button', { name: `Cancel booking ${tomorrowMorning.reference}` }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText(`${tomorrowMorning.reference}: pick-up is less than 24 hours away, a cancellation fee may apply.`)).toBeVisible()
  })

  it('applies a bulk delete to the selected rows and sums up what was done and what was refused, and why', async () => {
    signInDriver()
    const cancelled = makeBookingSummary({ status: 'cancelled', actions: allow({ delete: true }) })
    const active = makeBookingSummary({ status: 'paid', actions: allow({ cancel: true }) })
    bookingsDouble([cancelled, active])
    let sent: unknown = null
    server.use(
      http.post('/api/delete-bookings', async ({ request, response }) => {
        sent = await request.json()
        return response(200).json({ done: [cancelled.id], refused: [{ id: active.id, reason: 'STATUS_NOT_ALLOWED' }] })
      }),
    )
    const { user } = await renderApp('/bookings')
    await screen.findByRole('checkbox', { name: cancelled.reference })
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }))
    expect(screen.getByText('2 bookings selected')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Delete selected' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this booking?' })
    expect(within(dialog).getByText('1 selected booking does not allow it and will be left as it is.')).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    const summary = await screen.findByRole('region', { name: 'Deletion' })
    expect(sent).toEqual({ ids: [cancelled.id, active.id] })
    expect(within(summary).getByText(`1 booking deleted: ${cancelled.reference}.`)).toBeVisible()
    expect(within(summary).getByText('1 booking refused:')).toBeVisible()
    expect(within(summary).getByText(`${active.reference}: its status does not allow it`)).toBeVisible()
  })

  it('shows an empty list with a link to the search, and a way out of filters that match nothing', async () => {
    signInDriver()
    bookingsDouble([])
    const { user } = await renderApp('/bookings')
    expect(await screen.findByText('You have no bookings yet.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Find a car' })).toHaveAttribute('href', '/search')
    await user.click(screen.getByRole('checkbox', { name: 'Void' }))
    expect(await screen.findByText('No booking matches these filters.')).toBeVisible()
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!)
    await waitFor(() => expect(window.location.search).toBe(''))
  })

  it('on a phone (≤ 960 px) shows cards with the same information and actions, 10 a page', async () => {
    ;(window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM.setViewport({ width: 390, height: 844 })
    signInDriver()
    const row = makeBookingSummary({ currency: 'GBP', price: 1234.5, actions: allow({ cancel: true, edit: true }) })
    const asked = bookingsDouble([row])
    await renderApp('/bookings')
    const list = await screen.findByRole('list', { name: 'Your bookings' })
    expect(screen.queryByRole('table')).toBeNull()
    expect(asked[0]).toMatchObject({ size: 10 })
    const card = within(list).getAllByRole('listitem')[0]!
    // the price in the booking's own currency (pounds), whatever the header's
    for (const text of ['Fiat 500', 'Sunrise Rentals', 'Dana Driver', '£1,234.50', 'Paid']) expect(within(card).getByText(text)).toBeVisible()
    expect(within(card).getByRole('checkbox', { name: row.reference })).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: `Cancel booking ${row.reference}` })).toBeVisible()
    expect(within(card).getByRole('link', { name: `Edit booking ${row.reference}` })).toBeVisible()
  })

  it('speaks French: statuses and columns', async () => {
    signInDriver()
    localStorage.setItem('bc-fe-language', 'fr')
    bookingsDouble([makeBookingSummary({ status: 'reserved' })])
    await renderApp('/bookings?l=fr')
    await screen.findByRole('heading', { level: 1, name: 'Mes réservations' })
    const frTable = await screen.findByRole('table', { name: 'Vos réservations' })
    expect(await within(frTable).findByText('Réservée')).toBeVisible()
    expect(within(frTable).getByRole('columnheader', { name: 'Loueur' })).toBeVisible()
  })
})

describe('/bookings times', () => {
  // 09:00 UTC in December: 10:00 at Paris Orly, where the car is picked up and returned
  const parisRow = () => makeBookingSummary({ from: '2030-12-01T09:00:00.000Z', to: '2030-12-05T09:00:00.000Z' })
  const setViewport = (width: number) =>
    (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 844 })

  it('a driver whose clock reads otherwise reads each booking’s times at its places, and whose they are, once a row', () =>
    inRuntimeZone('America/New_York', async () => {
      signInDriver()
      bookingsDouble([parisRow(), parisRow()])
      await renderApp('/bookings')
      await within(await screen.findByRole('table', { name: 'Your bookings' })).findAllByText('Fiat 500')
      for (const row of within(table()).getAllByRole('row').slice(1)) {
        expect(within(row).getByText('Dec 1, 2030, 10:00 AM')).toBeVisible()
        expect(within(row).getByText('→ Dec 5, 2030, 10:00 AM')).toBeVisible()
        expect(within(row).getAllByText('Central European Time')).toHaveLength(1)
      }
    }),
  )

  it('on a phone, a card says whose clock its times are on', () =>
    inRuntimeZone('Asia/Tokyo', async () => {
      setViewport(390)
      signInDriver()
      bookingsDouble([parisRow()])
      await renderApp('/bookings')
      const card = within(await screen.findByRole('list', { name: 'Your bookings' })).getAllByRole('listitem')[0]!
      expect(within(card).getByText('Dec 1, 2030, 10:00 AM')).toBeVisible()
      expect(within(card).getByText('Times at the pick-up place: Central European Time')).toBeVisible()
    }),
  )

  it('a driver on the places’ clock gets no zone named', () =>
    inRuntimeZone('Europe/Paris', async () => {
      signInDriver()
      bookingsDouble([parisRow()])
      await renderApp('/bookings')
      await within(await screen.findByRole('table', { name: 'Your bookings' })).findByText('Fiat 500')
      expect(within(table()).getByText('Dec 1, 2030, 10:00 AM')).toBeVisible()
      expect(screen.queryByText(/Central European Time/)).toBeNull()
    }),
  )
})
