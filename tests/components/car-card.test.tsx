import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { checkoutPath } from '../../src/domain/search-query'
import { formatInstant } from '../../src/domain/time-format'
import { CarCard } from '../../src/web/pages/search/car-card/CarCard'
import { makeOffer } from './support/car-offers'
import { renderWithIntl } from './support/render-with-intl'
import { wholeText } from './support/text'

const criteria = {
  pickUpLocation: '00000000-0000-4000-8000-000000000001',
  dropOffLocation: '00000000-0000-4000-8000-000000000002',
  from: '2026-12-01T10:00',
  to: '2026-12-04T10:00',
}

describe('car card', () => {
  it('shows the server amounts formatted in the offer currency, never recomputed', () => {
    const offer = makeOffer(
      { currency: 'EUR', days: 3, totalPrice: 1234.5, pricePerDay: 411.5, deposit: 460 },
      { dailyPrice: 40, deposit: 500, name: 'Peugeot 308' },
    )
    renderWithIntl(<CarCard offer={offer} language="en" hideSuppliers={false} checkoutHref="/checkout" />)
    const card = screen.getByRole('article', { name: 'Peugeot 308 or similar' })
    expect(within(card).getByText(wholeText('1,234.50 € for 3 days'))).toBeVisible()
    expect(within(card).getByText('411.50 € per day')).toBeVisible()
    expect(within(card).getByText('Deposit 460 €')).toBeVisible()
    // The stored USD values of the car are not what the card shows.
    expect(within(card).queryByText(/\$40|500 €/)).not.toBeInTheDocument()
  })

  it('uses the plural for one day and the language’s number format', () => {
    renderWithIntl(
      <CarCard offer={makeOffer({ currency: 'GBP', days: 1, totalPrice: 1500, pricePerDay: 1500 })} language="fr" hideSuppliers={false} checkoutHref="/checkout" />,
      'fr',
    )
    expect(screen.getByText(wholeText('£1 500 pour 1 jour'))).toBeVisible()
    expect(screen.getByText('£1 500 par jour')).toBeVisible()
  })

  it('shows the picture, supplier, rating, trips and every attribute', () => {
    const offer = makeOffer({}, { name: 'Renault Clio', range: 'mini', fuelType: 'hybrid', gearbox: 'manual', seats: 4, doors: 3, aircon: false, mileage: 250, fuelPolicy: 'likeForlike', multimedia: ['touchscreen', 'androidAuto'], rating: 4.6, ratingCount: 1, trips: 1 })
    renderWithIntl(<CarCard offer={offer} language="en" hideSuppliers={false} checkoutHref="/checkout" />)
    const card = screen.getByRole('article', { name: 'Renault Clio or similar' })
    const picture = within(card).getByRole('img', { name: 'Renault Clio' })
    expect(picture).toHaveAttribute('width', '300')
    expect(picture).toHaveAttribute('height', '200')
    expect(picture).toHaveAttribute('loading', 'lazy')
    expect(within(card).getByText('Supplied by Sunrise Rentals')).toBeVisible()
    const logo = card.querySelector('img[src="/images/suppliers/sunrise.png"]')
    expect(logo).toHaveAttribute('width', '60')
    expect(logo).toHaveAttribute('height', '30')
    expect(within(card).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible()
    expect(within(card).getByText('(1 rating)')).toBeVisible()
    expect(within(card).getByText('1 trip')).toBeVisible()
    const features = within(card).getByRole('list', { name: 'Features' })
    for (const text of ['Mini', 'Hybrid', 'Manual', '4 seats', '3 doors', 'No air conditioning', '250 km per day', 'Like for like', 'Touchscreen, Android Auto']) {
      expect(within(features).getByText(text)).toBeVisible()
    }
  })

  it('says unlimited mileage, air conditioning, and New for a car without ratings or trips', () => {
    renderWithIntl(<CarCard offer={makeOffer({}, { mileage: -1, aircon: true, rating: null, ratingCount: 0, trips: 0 })} language="en" hideSuppliers={false} checkoutHref="/checkout" />)
    expect(screen.getByText('Unlimited mileage')).toBeVisible()
    expect(screen.getByText('Air conditioning')).toBeVisible()
    expect(screen.getByText('New')).toBeVisible()
    // no stars, no '0 trips'
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument()
    expect(screen.queryByText(/trips?$/)).not.toBeInTheDocument()
  })

  it.each([
    ['en', 'Rated 4.7 out of 5', '(23 ratings)', '191 trips', 'New'],
    ['fr', 'Note de 4,7 sur 5', '(23 avis)', '191 locations', 'Nouveauté'],
    ['es', 'Valoración de 4,7 sobre 5', '(23 valoraciones)', '191 viajes', 'Novedad'],
  ] as const)('in %s, reads the rating with its count of ratings (%s %s), or New', (language, label, count, trips, newLabel) => {
    const { unmount } = renderWithIntl(
      <CarCard offer={makeOffer({}, { rating: 4.7, ratingCount: 23, trips: 191 })} language={language} hideSuppliers={false} checkoutHref="/checkout" />,
      language,
    )
    expect(screen.getByRole('img', { name: label })).toBeVisible()
    expect(screen.getByText(count)).toBeVisible()
    expect(screen.getByText(trips)).toBeVisible()
    expect(screen.queryByText(newLabel)).not.toBeInTheDocument()
    unmount()
    renderWithIntl(<CarCard offer={makeOffer({}, { rating: null, ratingCount: 0, trips: 0 })} language={language} hideSuppliers={false} checkoutHref="/checkout" />, language)
    expect(screen.getByText(newLabel)).toBeVisible()
  })

  it('says a car with trips but no rating yet is not rated yet, not new', () => {
    renderWithIntl(<CarCard offer={makeOffer({}, { rating: null, ratingCount: 0, trips: 3 })} language="en" hideSuppliers={false} checkoutHref="/checkout" />)
    expect(screen.getByText('Not rated yet')).toBeVisible()
    expect(screen.getByText('3 trips')).toBeVisible()
    expect(screen.queryByText('New')).not.toBeInTheDocument()
  })

  it.each([
    ['en', 'Toyota Corolla or similar'],
    ['fr', 'Toyota Corolla ou similaire'],
    ['es', 'Toyota Corolla o similar'],
  ] as const)('in %s, names the car as an example of its class: %s', (language, name) => {
    renderWithIntl(<CarCard offer={makeOffer({}, { name: 'Toyota Corolla' })} language={language} hideSuppliers={false} checkoutHref="/checkout" />, language)
    expect(screen.getByRole('heading', { level: 3, name })).toBeVisible()
    expect(screen.getByRole('article', { name })).toBeVisible()
  })

  it('says nothing about doors for a vehicle without any (a scooter)', () => {
    renderWithIntl(<CarCard offer={makeOffer({}, { range: 'scooter', doors: 0 })} language="en" hideSuppliers={false} checkoutHref="/checkout" />)
    expect(screen.queryByText(/\bdoors?\b/)).toBeNull()
  })

  it('gives each extra its meaning: unavailable, included, per booking or per day', () => {
    const offer = makeOffer({
      currency: 'USD',
      extras: { cancellation: 25, amendments: -1, theftProtection: 0, collisionDamageWaiver: 13.2, fullInsurance: -1, additionalDriver: 5.5 },
    })
    renderWithIntl(<CarCard offer={offer} language="en" hideSuppliers={false} checkoutHref="/checkout" />)
    const extras = screen.getByRole('group', { name: 'Options' })
    // Each term with the definition that follows it.
    const value = (term: string) => within(extras).getByText(term).closest('dt')?.nextElementSibling?.textContent
    expect(value('Cancellation')).toBe('$25 per booking')
    expect(value('Amendments')).toBe('Not available')
    expect(value('Theft protection')).toBe('Included')
    expect(value('Collision damage waiver')).toBe('$13.20 per day')
    expect(value('Full insurance')).toBe('Not available')
    expect(value('Additional driver')).toBe('$5.50 per day')
  })

  it('links to the checkout with the car, places and dates', () => {
    const offer = makeOffer({}, { name: 'Fiat 500' })
    renderWithIntl(<CarCard offer={offer} language="en" hideSuppliers={false} checkoutHref={checkoutPath(offer.car.id, criteria)} />)
    const link = screen.getByRole('link', { name: 'Choose this car' })
    expect(link).toHaveAttribute('href', `/checkout?car=${offer.car.id}&pickUp=${criteria.pickUpLocation}&dropOff=${criteria.dropOffLocation}&from=2026-12-01T10:00&to=2026-12-04T10:00`)
    expect(link).toHaveAccessibleDescription('Fiat 500 or similar')
    // one visitor's car and dates: not a page for search engines to follow
    expect(link).toHaveAttribute('rel', 'nofollow')
  })

  it.each([
    ['fullyBooked', 'Fully booked'],
    ['comingSoon', 'Coming soon'],
  ] as const)('shows %s as a badge and offers no booking', (flag, badge) => {
    renderWithIntl(<CarCard offer={makeOffer({}, { [flag]: true })} language="en" hideSuppliers={false} checkoutHref="/checkout" />)
    expect(screen.getByText(badge)).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Choose this car' })).not.toBeInTheDocument()
  })

  it('leaves the supplier out when suppliers are hidden', () => {
    renderWithIntl(<CarCard offer={makeOffer()} language="en" hideSuppliers checkoutHref="/checkout" />)
    expect(screen.queryByText(/Sunrise Rentals/)).not.toBeInTheDocument()
    expect(document.querySelector('img[src="/images/suppliers/sunrise.png"]')).toBeNull()
  })

  it('says how the offer can be paid, in the server\'s order, and nothing about cancellation when it is not included', () => {
    renderWithIntl(
      <CarCard offer={makeOffer({ paymentOptions: ['payAtCounter', 'payDeposit', 'payInFull'], freeCancellationUntil: null })} language="en" hideSuppliers={false} checkoutHref="/checkout" />,
    )
    const ways = screen.getByRole('list', { name: 'How to pay' })
    expect(within(ways).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Pay at the counter', 'Deposit online', 'Pay in full online'])
    expect(screen.queryByText(/Free cancellation/)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Choose this car' })).toBeVisible()
  })

  it('shows only the ways the server allows, in the card\'s language', () => {
    renderWithIntl(<CarCard offer={makeOffer({ paymentOptions: ['payInFull'] })} language="fr" hideSuppliers={false} checkoutHref="/checkout" />, 'fr')
    const ways = screen.getByRole('list', { name: 'Comment payer' })
    expect(within(ways).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Paiement total en ligne'])
  })

  it('shows the free-cancellation deadline in the visitor\'s locale', () => {
    const until = '2026-11-30T09:00:00.000Z'
    const offer = makeOffer({ freeCancellationUntil: until })
    renderWithIntl(<CarCard offer={offer} language="en" hideSuppliers={false} checkoutHref="/checkout" />)
    const expected = formatInstant(until, 'en')
    expect(screen.getByText(`Free cancellation until ${expected}`)).toBeVisible()
    expect(expected).toMatch(/^Nov 30, 2026, \d{1,2}:\d{2} (AM|PM)$/)
  })

  it('reads the free-cancellation deadline on the pick-up place’s clock, as the search’s times are', () => {
    const offer = makeOffer({ freeCancellationUntil: '2026-11-30T09:00:00.000Z' })
    renderWithIntl(<CarCard offer={offer} language="en" hideSuppliers={false} checkoutHref="/checkout" pickUpZone="America/Los_Angeles" />)
    // 09:00 UTC is 1:00 AM in Los Angeles, whatever the visitor's (or the server's) own zone
    expect(screen.getByText('Free cancellation until Nov 30, 2026, 1:00 AM')).toBeVisible()
  })

  it('marks an offer no payment option can pay for, and gives the reason instead of "Choose this car"', () => {
    renderWithIntl(<CarCard offer={makeOffer({ paymentOptions: [] }, { name: 'Tesla Model 3' })} language="en" hideSuppliers={false} checkoutHref="/checkout" />)
    const card = screen.getByRole('article', { name: 'Tesla Model 3 or similar' })
    expect(within(card).getByText('Cannot be booked here')).toBeVisible()
    expect(within(card).getByText('This car cannot be paid for with the payment options available here.')).toBeVisible()
    expect(within(card).queryByRole('link', { name: 'Choose this car' })).not.toBeInTheDocument()
    expect(within(card).queryByRole('list', { name: 'How to pay' })).not.toBeInTheDocument()
  })

  it('tallies the options on the line that unfolds them on a narrow card', async () => {
    const offer = makeOffer({
      extras: { cancellation: 25, amendments: -1, theftProtection: 0, collisionDamageWaiver: 13.2, fullInsurance: -1, additionalDriver: 5.5 },
    })
    const { user } = renderWithIntl(<CarCard offer={offer} language="en" hideSuppliers={false} checkoutHref="/checkout" />)
    const fold = screen.getByRole('button', { name: 'Options: 1 included · 3 extra · 2 unavailable' })
    expect(fold).toHaveAttribute('aria-expanded', 'false')
    const list = document.getElementById(fold.getAttribute('aria-controls') ?? '')
    expect(list).toHaveAttribute('data-folded')
    await user.click(fold)
    expect(fold).toHaveAttribute('aria-expanded', 'true')
    expect(list).not.toHaveAttribute('data-folded')
  })
})
