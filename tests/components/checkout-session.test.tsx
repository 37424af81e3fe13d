// The booking confirmation page `/checkout-session/{sessionId}` (spec §2, §4, §8) in the whole
// app, against typed doubles of GET /api/check-checkout-session/{sessionId}.
import { act, screen, waitFor, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { Temporal } from 'temporal-polyfill'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { components } from '../../openapi/schema'
import { formatPrice } from '../../src/domain/currency'
import { en } from '../../src/web/i18n/en'
import { BookingSummaryCard } from '../../src/web/pages/checkout-session/BookingSummaryCard'
import { makeConfig } from './support/fixtures'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { inRuntimeZone } from './support/runtime-zone'
import { server } from './support/server'
import { wholeText } from './support/text'

type CheckoutSessionStatus = components['schemas']['CheckoutSessionStatus']
type CheckoutBookingSummary = components['schemas']['CheckoutBookingSummary']

const sessionId = 'cs_test_a1b2c3'
const from = '2026-12-01T09:00:00.000Z'
const to = '2026-12-04T09:00:00.000Z'
const summary = (overrides: Partial<CheckoutBookingSummary> = {}): CheckoutBookingSummary => ({
  reference: 'ck_8f2k1m4q',
  carName: 'Peugeot 208',
  supplierName: 'Sunrise Rentals',
  pickUpLocation: { id: '00000000-0000-4000-8000-00000000c001', name: 'Paris Gare de Lyon', timeZone: 'Europe/Paris' },
  dropOffLocation: { id: '00000000-0000-4000-8000-00000000c002', name: 'Lyon Part-Dieu', timeZone: 'Europe/Paris' },
  from,
  to,
  days: 3,
  // agreed in euros, and charged in them
  currency: 'EUR',
  price: 1150.46,
  deposit: 460,
  payment: 'payInFull',
  paidAmount: 1150.46,
  paidCurrency: 'EUR',
  releasedUnlessConfirmedBy: null,
  freeCancellationUntil: null,
  ...overrides,
  story: overrides.story ?? (overrides.payment === 'payAtCounter' ? 'pending' : 'paid'),
})
const counterSummary = summary({ currency: 'USD', price: 1250.5, deposit: 500, payment: 'payAtCounter', paidAmount: null, paidCurrency: null })
const status = (
  outcome: CheckoutSessionStatus['outcome'],
  activationEmailSent = false,
  booking: CheckoutBookingSummary = outcome === 'payLater' ? counterSummary : summary(),
): CheckoutSessionStatus => ({
  sessionId,
  bookingId: '6f1c1d2e-0000-4000-8000-0000000000b1',
  status: outcome === 'paid' ? 'paid' : outcome === 'payLater' ? 'pending' : outcome === 'failed' ? 'cancelled' : 'void',
  outcome,
  activationEmailSent,
  booking,
})

/** Answers the checks in turn (the last answer repeats); returns the paths asked for (and the languages, in `languages`). */
function answers(...outcomes: (CheckoutSessionStatus | 'error')[]) {
  const asked: string[] = []
  languages.length = 0
  server.use(
    http.get('/api/check-checkout-session/{sessionId}', ({ request, response }) => {
      asked.push(new URL(request.url).pathname)
      languages.push(new URL(request.url).searchParams.get('language'))
      const next = outcomes.length > 1 ? outcomes.shift()! : outcomes[0]!
      return next === 'error'
        ? response(500).json({ code: 'INTERNAL_ERROR', message: 'boom' })
        : response(200).json(next)
    }),
  )
  return asked
}

const languages: (string | null)[] = []
const main = () => within(screen.getByRole('main'))
const bookingCard = () => within(main().getByRole('region', { name: 'Your booking' }))
const bookingCard2 = () => within(main().getByRole('region', { name: 'Su reserva' }))
/** The value of a term of a description list. */
const valueOf = (list: ReturnType<typeof within>, term: string) => list.getByText(term, { selector: 'dt' }).nextElementSibling
/** The checkout summary's way of writing a time: the place's wall time (Paris), medium date, short time. */
const wallTime = (instant: string, locale = 'en-US') =>
  Temporal.Instant.from(instant).toZonedDateTimeISO('Europe/Paris').toPlainDateTime().toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })

describe('confirmation page', () => {
  afterEach(() => vi.useRealTimers())

  it('pay now: congratulations and the confirmation e-mail', async () => {
    const asked = answers(status('paid'))
    await renderApp(`/checkout-session/${sessionId}`)
    expect(await main().findByRole('heading', { name: 'Congratulations!' })).toBeVisible()
    expect(main().getByText('Your payment was successful. A confirmation e-mail is on its way.')).toBeVisible()
    expect(main().queryByText('Check your mailbox to activate your account.')).not.toBeInTheDocument()
    expect(main().getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    expect(asked).toEqual([`/api/check-checkout-session/${sessionId}`])
    expect(languages).toEqual(['en'])
  })

  it('pay now: the booking summary, with what was paid online, in the currency the booking was agreed in', async () => {
    answers(status('paid'))
    await renderApp(`/checkout-session/${sessionId}`)
    expect(await main().findByRole('heading', { level: 1, name: 'Congratulations!' })).toBeVisible()
    const card = bookingCard()
    // headings in order: the outcome (h1), then the booking (h2)
    expect(card.getByRole('heading', { level: 2, name: 'Your booking' })).toBeVisible()
    const reference = valueOf(card, 'Booking reference')!
    expect(reference).toHaveTextContent('ck_8f2k1m4q')
    expect(card.getByText(wholeText('Peugeot 208 or similar'))).toBeVisible()
    expect(card.getByText('Supplied by Sunrise Rentals')).toBeVisible()
    expect(card.getByText('3 days')).toBeVisible()
    // 09:00 UTC in December is 10:00 at the places (Paris time)
    expect(valueOf(card, 'Pick-up')).toHaveTextContent('Paris Gare de Lyon, Dec 1, 2026, 10:00 AM')
    expect(valueOf(card, 'Drop-off')).toHaveTextContent('Lyon Part-Dieu, Dec 4, 2026, 10:00 AM')
    expect(valueOf(card, 'Total')).toHaveTextContent('1,150.46 €')
    expect(valueOf(card, 'Paid online')).toHaveTextContent('1,150.46 €')
    expect(card.queryByText('To pay at the counter')).toBeNull()
    expect(card.queryByText('Deposit paid')).toBeNull()
    expect(card.getByText('Confirmed and paid online.')).toBeVisible()
    // booked without the cancellation option: said plainly
    expect(card.getByRole('heading', { name: 'Cancellation' })).toBeVisible()
    expect(card.getByText('This booking does not include cancellation: it cannot be cancelled.')).toBeVisible()
  })

  it('states the booking’s own free-cancellation deadline, on the pick-up place’s clock', async () => {
    // 24 hours before the 10:00 pick-up in Paris (09:00 UTC)
    answers(status('paid', false, summary({ freeCancellationUntil: '2026-11-30T09:00:00.000Z' })))
    await renderApp(`/checkout-session/${sessionId}`)
    await main().findByRole('heading', { name: 'Congratulations!' })
    expect(
      bookingCard().getByText(/^Free cancellation until Nov 30, 2026, 10:00 AM: a cancellation requested by then is refunded in full; later, the supplier may charge a fee\.$/),
    ).toBeVisible()
    expect(bookingCard().queryByText(/does not include cancellation/)).toBeNull()
  })

  it('a deposit paid online: says so, and that the rest is paid at the counter (no amount computed here)', async () => {
    answers(status('paid', false, summary({ payment: 'payDeposit', paidAmount: 460, paidCurrency: 'EUR' })))
    await renderApp(`/checkout-session/${sessionId}`)
    await main().findByRole('heading', { name: 'Congratulations!' })
    const card = bookingCard()
    expect(valueOf(card, 'Total')).toHaveTextContent(formatPrice(1150.46, 'EUR', 'en'))
    expect(valueOf(card, 'Deposit paid')).toHaveTextContent(formatPrice(460, 'EUR', 'en'))
    expect(card.getByText('The rest is paid at the counter.')).toBeVisible()
    expect(card.queryByText('Paid online')).toBeNull()
    expect(card.queryByText('To pay at the counter')).toBeNull()
    // 1,150.46 − 460 is not the browser's to compute
    expect(card.queryByText(/690\.46/)).toBeNull()
  })

  it('pay later with a new account: booking confirmed and check your mailbox', async () => {
    answers(status('payLater', true))
    await renderApp(`/checkout-session/${sessionId}`)
    expect(await main().findByRole('heading', { name: 'Congratulations!' })).toBeVisible()
    expect(main().getByText('Your booking is made. A confirmation e-mail is on its way.')).toBeVisible()
    expect(main().getByText('Check your mailbox to activate your account.')).toBeVisible()
    const card = bookingCard()
    expect(valueOf(card, 'Booking reference')).toHaveTextContent('ck_8f2k1m4q')
    // the status's one sentence, as the bookings pages say it: nothing is paid before pick-up
    expect(valueOf(card, 'Status')).toHaveTextContent('Booked, to be paid at the counter at pick-up; the supplier has yet to confirm it.')
    expect(valueOf(card, 'Total')).toHaveTextContent('$1,250.50')
    expect(valueOf(card, 'To pay at the counter')).toHaveTextContent(formatPrice(1250.5, 'USD', 'en'))
    expect(valueOf(card, 'Deposit')).toHaveTextContent('$500')
    expect(card.queryByText('Paid online')).toBeNull()
    // nothing is released when the server does not say so
    expect(main().queryByText(/this booking is released/)).toBeNull()
  })

  it('an unconfirmed driver at the counter: says until when the address must be confirmed, on the pick-up place’s clock', async () => {
    answers(status('payLater', true, { ...counterSummary, releasedUnlessConfirmedBy: '2026-11-29T09:30:00.000Z' }))
    await renderApp(`/checkout-session/${sessionId}`)
    expect(await main().findByRole('heading', { name: 'Congratulations!' })).toBeVisible()
    // 09:30 UTC is 10:30 in Paris in November
    expect(
      main().getByText('Confirm your e-mail address with the link we sent before Nov 29, 2026, 10:30 AM: otherwise this booking is released and the car is offered to others.'),
    ).toBeVisible()
  })

  it('hides the supplier when the configuration says so', async () => {
    server.use(http.get('/api/config', ({ response }) => response(200).json(makeConfig({ hideSuppliers: true }))))
    answers(status('payLater'))
    await renderApp(`/checkout-session/${sessionId}`)
    await main().findByRole('heading', { name: 'Congratulations!' })
    expect(bookingCard().getByText('Peugeot 208')).toBeVisible()
    expect(bookingCard().queryByText(/Sunrise Rentals/)).toBeNull()
  })

  it('payment failed: says so and leads back to the search', async () => {
    answers(status('failed'))
    await renderApp(`/checkout-session/${sessionId}`)
    expect(await main().findByRole('alert')).toHaveTextContent('Payment failed')
    expect(main().queryByRole('heading', { name: 'Congratulations!' })).not.toBeInTheDocument()
    expect(main().queryByRole('region', { name: 'Your booking' })).not.toBeInTheDocument()
    expect(main().getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/search')
    expect(main().getByRole('link', { name: 'Back to home' })).toBeVisible()
  })

  it('an error says so and tries again on demand', async () => {
    const asked = answers('error', status('paid'))
    const { user } = await renderApp(`/checkout-session/${sessionId}`)
    expect(await main().findByRole('alert')).toHaveTextContent('Something went wrong! Try again later')
    await user.click(main().getByRole('button', { name: 'Try again' }))
    expect(await main().findByRole('heading', { name: 'Congratulations!' })).toBeVisible()
    expect(asked).toHaveLength(2)
  })

  it('while the provider has not settled: checking, polled with back-off, then success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const asked = answers(status('pending'), status('pending'), status('paid', true))
    await renderApp(`/checkout-session/${sessionId}`)
    expect(await main().findByRole('status')).toHaveTextContent('Checking your payment…')
    await vi.waitFor(() => expect(asked).toHaveLength(1))

    // first wait: 1 s
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    await vi.waitFor(() => expect(asked).toHaveLength(2))
    expect(main().getByRole('status')).toHaveTextContent('Checking your payment…')

    // second wait: 2 s — nothing before
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500)
    })
    expect(asked).toHaveLength(2)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500)
    })
    expect(await main().findByRole('heading', { name: 'Congratulations!' })).toBeVisible()
    expect(main().getByText('Your payment was successful. A confirmation e-mail is on its way.')).toBeVisible()
    expect(main().getByText('Check your mailbox to activate your account.')).toBeVisible()
    expect(asked).toHaveLength(3)
  })

  it('speaks the chosen language, and asks for the place names in it', async () => {
    answers(status('payLater'))
    await renderApp(`/checkout-session/${sessionId}?l=fr`)
    expect(await main().findByRole('heading', { name: 'Félicitations !' })).toBeVisible()
    expect(main().getByText('Votre réservation est enregistrée. Un e-mail de confirmation est en route.')).toBeVisible()
    expect(main().getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible()
    expect(languages).toEqual(['fr'])
    const card = within(main().getByRole('region', { name: 'Votre réservation' }))
    expect(valueOf(card, 'Référence de réservation')).toHaveTextContent('ck_8f2k1m4q')
    expect(valueOf(card, 'Statut')).toHaveTextContent('Réservation enregistrée, à payer au comptoir à la prise en charge ; le loueur doit encore la confirmer.')
    expect(card.getByText('Fourni par Sunrise Rentals')).toBeVisible()
    expect(valueOf(card, 'Prise en charge')).toHaveTextContent(`Paris Gare de Lyon, ${wallTime(from, 'fr-FR')}`)
    expect(valueOf(card, 'À payer au comptoir')).toHaveTextContent(formatPrice(1250.5, 'USD', 'fr'))
    expect(valueOf(card, 'Caution')).toHaveTextContent(formatPrice(500, 'USD', 'fr'))
  })

  it('a language switch on the confirmation asks again for the place names, and keeps the outcome', async () => {
    answers(status('payLater'))
    const { user } = await renderApp(`/checkout-session/${sessionId}`)
    await main().findByRole('heading', { name: 'Congratulations!' })
    answers(status('payLater', false, summary({ ...counterSummary, pickUpLocation: { ...counterSummary.pickUpLocation, name: 'París Gare de Lyon' } })))
    await user.click(screen.getByRole('button', { name: /^Language/ }))
    await user.click(await screen.findByRole('menuitemradio', { name: /Español/ }))
    expect(await main().findByRole('heading', { name: '¡Enhorabuena!' })).toBeVisible()
    await waitFor(() => expect(valueOf(bookingCard2(), 'Recogida')).toHaveTextContent('París Gare de Lyon'))
    expect(languages).toEqual(['es'])
  })
})

describe('confirmation page times', () => {
  it.each(['America/New_York', 'Asia/Tokyo', 'UTC'])('a visitor whose clock reads otherwise (%s) reads the places’ times, and whose they are, once', (zone) =>
    inRuntimeZone(zone, async () => {
      answers(status('paid'))
      await renderApp(`/checkout-session/${sessionId}`)
      await main().findByRole('heading', { name: 'Congratulations!' })
      const card = bookingCard()
      expect(valueOf(card, 'Pick-up')).toHaveTextContent('Paris Gare de Lyon, Dec 1, 2026, 10:00 AM')
      expect(valueOf(card, 'Drop-off')).toHaveTextContent('Lyon Part-Dieu, Dec 4, 2026, 10:00 AM')
      expect(await card.findAllByText('Times at the pick-up place: Central European Time')).toHaveLength(1)
    }),
  )

  it.each(['Europe/Paris', 'Europe/Berlin'])('a visitor on the places’ clock (%s) gets no note', (zone) =>
    inRuntimeZone(zone, async () => {
      answers(status('paid'))
      await renderApp(`/checkout-session/${sessionId}`)
      await main().findByRole('heading', { name: 'Congratulations!' })
      const card = bookingCard()
      expect(valueOf(card, 'Pick-up')).toHaveTextContent('Paris Gare de Lyon, Dec 1, 2026, 10:00 AM')
      expect(card.queryByText(/Times at the pick-up place/)).toBeNull()
      expect(card.queryByText(/Central European Time/)).toBeNull()
    }),
  )

  it('places on two clocks: each time names its own, where it is not the visitor’s', () =>
    inRuntimeZone('America/New_York', async () => {
      const london = { id: '00000000-0000-4000-8000-00000000c003', name: 'London Victoria', timeZone: 'Europe/London' }
      answers(status('paid', false, summary({ dropOffLocation: london })))
      await renderApp(`/checkout-session/${sessionId}`)
      await main().findByRole('heading', { name: 'Congratulations!' })
      const card = bookingCard()
      await waitFor(() => expect(valueOf(card, 'Pick-up')).toHaveTextContent('Paris Gare de Lyon, Dec 1, 2026, 10:00 AM (Central European Time)'))
      // 09:00 UTC is 09:00 in London in December
      expect(valueOf(card, 'Drop-off')).toHaveTextContent('London Victoria, Dec 4, 2026, 9:00 AM (United Kingdom Time)')
      expect(card.queryByText(/Times at the pick-up place/)).toBeNull()
    }),
  )

  it('the server’s HTML (which cannot know the visitor’s zone) hydrates unchanged, then names the zone', () =>
    inRuntimeZone('America/New_York', async () => {
      const card = (
        <IntlProvider locale="en" messages={en}>
          <BookingSummaryCard booking={summary()} language="en" hideSuppliers={false} />
        </IntlProvider>
      )
      const container = document.createElement('div')
      container.innerHTML = renderToString(card)
      document.body.append(container)
      expect(container).toHaveTextContent('Paris Gare de Lyon, Dec 1, 2026, 10:00 AM')
      expect(container).not.toHaveTextContent('Times at the pick-up place')
      const errors = vi.spyOn(console, 'error')
      const recoverable: unknown[] = []
      await act(async () => {
        hydrateRoot(container, card, { onRecoverableError: (error) => void recoverable.push(error) })
      })
      await waitFor(() => expect(container).toHaveTextContent('Times at the pick-up place: Central European Time'))
      expect(container).toHaveTextContent('Paris Gare de Lyon, Dec 1, 2026, 10:00 AM')
      expect(recoverable).toEqual([])
      expect(errors).not.toHaveBeenCalled()
      errors.mockRestore()
      container.remove()
    }),
  )
})
