// Pure helpers of the demo-data seed: determinism and the shapes the images are drawn from.
import { describe, expect, it } from 'vitest'
import { carRanges, extraKinds } from '../../src/domain/enums'
import { paymentOptions } from '../../src/domain/payment-options'
import { rentalPrice } from '../../src/domain/price'
import { pricingCarOf } from '../../src/server/db/queries/pricing-car'
import { instantToLocal } from '../../src/domain/search-query'
import { addDays, buildDemoData, isoDate, referenceDay } from '../../src/server/seed/build-demo-data'
import { carImageFile, carImageSvg, logoInitials, supplierLogoSvg } from '../../src/server/seed/images'

describe('buildDemoData', () => {
  const day = referenceDay(new Date('2030-06-15T17:45:00Z'))

  it('rounds the reference to midnight UTC', () => {
    expect(day.toISOString()).toBe('2030-06-15T00:00:00.000Z')
    expect(isoDate(addDays(day, 20))).toBe('2030-07-05')
  })

  it('gives the same rows for the same day', () => {
    expect(buildDemoData(day)).toEqual(buildDemoData(day))
  })

  it('keeps ids and values on another day, moving only the dates', () => {
    const today = buildDemoData(day)
    const later = buildDemoData(addDays(day, 3))
    expect(later.cars.map((car) => [car.id, car.name, car.dailyPrice])).toEqual(today.cars.map((car) => [car.id, car.name, car.dailyPrice]))
    expect(later.carDatePrices[0]!.startDate).toBe(isoDate(addDays(new Date(today.carDatePrices[0]!.startDate + 'T00:00:00Z'), 3)))
  })

  it('links every car image to a generated (range, colour) file and each car to 1–4 locations', () => {
    const data = buildDemoData(day)
    const files = new Set(data.carImages.map((image) => image.file))
    for (const car of data.cars) expect(files.has(car.image)).toBe(true)
    const perCar = new Map<string, number>()
    for (const link of data.carLocations) perCar.set(link.carId, (perCar.get(link.carId) ?? 0) + 1)
    expect(perCar.size).toBe(data.cars.length)
    expect(Math.min(...perCar.values())).toBeGreaterThanOrEqual(1)
    expect(Math.max(...perCar.values())).toBeLessThanOrEqual(4)
  })

  it('with the default set-up (no payment provider), lets at least 80 % of the offers at every place be paid at the counter, and keeps a car that cannot', () => {
    const data = buildDemoData(day)
    const payLater = new Map(data.suppliers.map((supplier) => [supplier.id, supplier.payLater!]))
    const offered = new Map(data.cars.filter((car) => car.availability === 'available').map((car) => [car.id, car]))
    const perPlace = new Map<string, { offers: number; atCounter: number }>()
    for (const link of data.carLocations) {
      const car = offered.get(link.carId)
      if (!car) continue
      const options = paymentOptions({ payLater: payLater.get(car.supplierId)!, deposit: car.deposit, price: car.dailyPrice }, null)
      const place = perPlace.get(link.locationId) ?? { offers: 0, atCounter: 0 }
      perPlace.set(link.locationId, { offers: place.offers + 1, atCounter: place.atCounter + (options.includes('payAtCounter') ? 1 : 0) })
    }
    expect(perPlace.size).toBe(data.locations.length)
    for (const [place, { offers, atCounter }] of perPlace) expect(atCounter / offers, place).toBeGreaterThanOrEqual(0.8)
    // a realistic mix: some offers can only be paid online (left out without a provider)
    expect([...perPlace.values()].some(({ offers, atCounter }) => atCounter < offers)).toBe(true)
  })

  it('books the demo driver in every status without overlapping periods of one car', () => {
    const { bookings } = buildDemoData(day)
    expect(new Set(bookings.map((b) => b.status)).size).toBe(6)
    for (const booking of bookings) expect(booking.to.getTime()).toBeGreaterThan(booking.from.getTime())
    expect(new Set(bookings.map((b) => b.carId)).size).toBe(bookings.length)
  })

  it('gives every place a real IANA time zone, its country\'s', () => {
    const { countries, locations } = buildDemoData(day)
    const known = new Set(Intl.supportedValuesOf('timeZone'))
    const countryCode = new Map(countries.map((country) => [country.id, country.code]))
    const zonesOf = new Map<string, Set<string>>()
    for (const location of locations) {
      expect(known.has(location.timeZone), `${location.names.en}: ${location.timeZone}`).toBe(true)
      const code = countryCode.get(location.countryId)!
      zonesOf.set(code, (zonesOf.get(code) ?? new Set()).add(location.timeZone))
    }
    expect(zonesOf.get('FR')).toEqual(new Set(['Europe/Paris']))
    expect(zonesOf.get('ES')).toEqual(new Set(['Europe/Madrid']))
    expect(zonesOf.get('GB')).toEqual(new Set(['Europe/London']))
    expect(zonesOf.get('MA')).toEqual(new Set(['Africa/Casablanca']))
    expect(zonesOf.get('AU')).toEqual(new Set(['Australia/Sydney', 'Australia/Melbourne']))
    expect([...zonesOf.get('US')!].every((zone) => zone.startsWith('America/'))).toBe(true)
    const paris = locations.find((location) => location.names.en === 'Paris Orly Airport')!
    expect(paris.timeZone).toBe('Europe/Paris')
  })

  it('hands the demo cars over at 10:00 on the places\' clocks, whatever the season', () => {
    for (const reference of [day, referenceDay(new Date('2030-01-15T12:00:00Z'))]) {
      const { bookings, locations } = buildDemoData(reference)
      const zone = new Map(locations.map((location) => [location.id, location.timeZone]))
      for (const booking of bookings) {
        expect(instantToLocal(booking.from, zone.get(booking.pickUpLocationId)!).slice(11)).toBe('10:00')
        expect(instantToLocal(booking.to, zone.get(booking.dropOffLocationId)!).slice(11)).toBe('10:00')
      }
    }
  })
})

describe('buildDemoData money (issue 23)', () => {
  const day = referenceDay(new Date('2030-06-15T17:45:00Z'))
  const data = buildDemoData(day)
  const rates = ['dailyPrice', 'discountedDailyPrice', 'biWeeklyPrice', 'discountedBiWeeklyPrice', 'weeklyPrice', 'discountedWeeklyPrice', 'monthlyPrice', 'discountedMonthlyPrice'] as const
  const isCents = (value: unknown) => Number.isSafeInteger(value)

  it('writes every rate, deposit, option and date price in whole cents: a rate is > 0 or null, an option -1, 0 or a price', () => {
    for (const car of data.cars) {
      expect(car.dailyPrice).toBeGreaterThan(0)
      for (const rate of rates) {
        const value = car[rate]
        if (value !== null) expect(isCents(value) && value! > 0, `${car.id} ${rate}: ${value}`).toBe(true)
      }
      expect(isCents(car.deposit) && car.deposit >= 0, `${car.id} deposit: ${car.deposit}`).toBe(true)
      for (const option of extraKinds) {
        const value = car[option]!
        expect(value === -1 || value === 0 || (isCents(value) && value >= 100), `${car.id} ${option}: ${value}`).toBe(true)
      }
    }
    for (const price of data.carDatePrices) expect(isCents(price.dailyPrice) && price.dailyPrice > 0, JSON.stringify(price)).toBe(true)
    // cents, not dollars: a typical daily rate is tens of dollars
    expect(Math.min(...data.cars.map((car) => car.dailyPrice))).toBeGreaterThanOrEqual(1000)
  })

  it("prices each demo booking by the checkout's rule on the car as stored: its lines, total and deposit", () => {
    const zone = new Map(data.locations.map((location) => [location.id, location.timeZone]))
    const markup = new Map(data.suppliers.map((supplier) => [supplier.id, supplier.priceChangeRate!]))
    for (const booking of data.bookings) {
      const car = data.cars.find((candidate) => candidate.id === booking.carId)!
      const datePrices = data.carDatePrices.filter((price) => price.carId === car.id).map(({ startDate, endDate, dailyPrice }) => ({ startDate, endDate, dailyPrice }))
      const options = Object.fromEntries(extraKinds.map((option) => [option, booking[option]!]))
      // only options the car offers, and every one it includes
      for (const option of extraKinds) {
        if (booking[option]) expect(car[option], `${booking.status} ${option}`).toBeGreaterThanOrEqual(0)
        if (car[option] === 0) expect(booking[option], `${booking.status} ${option} is included`).toBe(true)
      }
      const price = rentalPrice(pricingCarOf(car as Parameters<typeof pricingCarOf>[0], markup.get(car.supplierId)!, datePrices), { from: booking.from, to: booking.to, timeZone: zone.get(booking.pickUpLocationId)! }, options)
      expect(booking.priceLines).toEqual(price.lines)
      expect([booking.price, booking.depositAmount, booking.currency]).toEqual([price.total, price.deposit, 'USD'])
      expect(booking.price).toBe(booking.priceLines.reduce((sum, line) => sum + line.amount, 0))
    }
  })

  it('pays online what the booking says: the deposit only when it is less than the total, else the total; nothing at the counter', () => {
    const deposits = data.bookings.filter((booking) => booking.isDeposit)
    expect(deposits.length).toBeGreaterThan(0)
    for (const booking of data.bookings) {
      expect(booking.paidOnlineAmount ?? null).toBeNull()
      if (booking.isDeposit) {
        expect(booking.status).toBe('deposit')
        expect(booking.depositAmount!).toBeGreaterThan(0)
        expect(booking.depositAmount!).toBeLessThan(booking.price)
        expect([booking.paymentAmount, booking.paymentCurrency, booking.paymentGateway]).toEqual([booking.depositAmount, 'USD', 'Stripe'])
      } else if (booking.isPayLater) {
        expect([booking.paymentAmount, booking.paymentCurrency, booking.paymentGateway]).toEqual([null, null, null])
      } else if (booking.status === 'paid') {
        expect([booking.paymentAmount, booking.paymentCurrency, booking.paymentGateway]).toEqual([booking.price, 'USD', 'Stripe'])
      } else {
        // the unpaid online booking never reached the payment provider
        expect([booking.status, booking.paymentAmount]).toEqual(['void', null])
      }
    }
    // a pay-at-counter booking is only with a supplier that accepts it
    const payLater = new Map(data.suppliers.map((supplier) => [supplier.id, supplier.payLater]))
    for (const booking of data.bookings.filter((b) => b.isPayLater)) expect(payLater.get(booking.supplierId)).toBe(true)
  })
})

describe('images', () => {
  it('draws a 300x200 silhouette per range in the given colour', () => {
    for (const range of carRanges) {
      const svg = carImageSvg(range, '#c62828')
      expect(svg).toContain('width="300" height="200"')
      expect(svg).toContain('#c62828')
    }
    expect(carImageFile('mini', 'red')).toBe('mini-red.webp')
  })

  it('marks a supplier logo with its initials', () => {
    expect(logoInitials('Azur Drive')).toBe('AD')
    expect(logoInitials('Voltway EV Rentals')).toBe('VER')
    expect(supplierLogoSvg('Sol Rent a Car', '#ef6c00')).toContain('>SRA<')
    expect(supplierLogoSvg('A & B <Cars>', '#000')).not.toContain('<Cars>')
  })
})
