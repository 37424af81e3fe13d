// Builds every demo row in memory, deterministically: one seeded Faker and one reference day
// give the same ids and values on every run (dates move with "today", rounded to the day).
//
// Money (issue 23): the price lists below are drawn in decimal dollars, readable; every amount is
// written in cents (toCents), options keeping -1 (unavailable) and 0 (included). The demo driver's
// bookings are priced by the checkout's own rule (rentalPrice on the car as pricingCarOf reads it
// back), never by hand: their lines, total, deposit and payment always agree.
import { bookingStoryOf } from '../../domain/booking-story.js'
import { Faker, base, en } from '@faker-js/faker'
import {
  EXTRA_INCLUDED,
  EXTRA_UNAVAILABLE,
  extraKinds,
  fuelPolicies,
  multimediaKinds,
  type BookingStatus,
  type CarRange,
  type ExtraKind,
  type FuelType,
  type Gearbox,
} from '../../domain/enums'
import { BOOKING_REFERENCE_ALPHABET, BOOKING_REFERENCE_LENGTH } from '../../domain/booking-reference'
import { toCents, type Cents } from '../../domain/money'
import { depositPayable } from '../../domain/payment-options'
import { rentalPrice, type DatePrice, type ExtraChoices, type RentalPrice } from '../../domain/price'
import { notificationRow } from '../db/queries/bookings'
import { pricingCarOf } from '../db/queries/pricing-car'
import type { Notice, NoticeKind } from '../notifications/notice-texts'
import type * as schema from '../db/schema'
import { drawRatingFigures } from './rating-figures'
import { carImageFile, supplierLogoFile } from './images'
import { rangeEconomics, seedColors, seedModels, seedSuppliers, type SeedSupplier } from './fleet'
import { seedCountries } from './places'
import { DEMO_DRIVER_EMAIL } from './demo-account'
import { localToInstant } from '../../domain/search-query'
import type { PaymentMode } from '../../domain/booking-status'

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert']
export type DemoData = {
  countries: Insert<typeof schema.countries>[]
  locations: Insert<typeof schema.locations>[]
  suppliers: Insert<typeof schema.users>[]
  driver: Insert<typeof schema.users>
  cars: Insert<typeof schema.cars>[]
  carLocations: Insert<typeof schema.carLocations>[]
  carDatePrices: Insert<typeof schema.carDatePrices>[]
  bookings: Insert<typeof schema.bookings>[]
  additionalDrivers: Insert<typeof schema.additionalDrivers>[]
  notifications: Insert<typeof schema.notifications>[]
  /** Distinct (range, colour) pairs used by the cars, for image generation. */
  carImages: { range: CarRange; colorHex: string; file: string }[]
  supplierLogos: { supplier: SeedSupplier; file: string }[]
}

export const DEMO_SEED = 20_260_101
export { DEMO_DRIVER_EMAIL, DEMO_DRIVER_PASSWORD } from './demo-account'
export const CARS_PER_SUPPLIER = 44

/** Midnight UTC of the given instant: the anchor of every seeded date. */
export function referenceDay(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}
export const addDays = (day: Date, days: number) => new Date(day.getTime() + days * 86_400_000)
export const isoDate = (day: Date) => day.toISOString().slice(0, 10)
const atHour = (day: Date, days: number, hour: number) => new Date(addDays(day, days).getTime() + hour * 3_600_000)
const roundHalf = (value: number) => Math.round(value * 2) / 2
/** A rate of the decimal price list in cents; null stays null (a tier the car does not offer). */
const rateCents = (amount: number | null): Cents | null => (amount === null ? null : toCents(amount))
/** An option of the decimal price list in cents: -1 (unavailable) and 0 (included) are meanings, kept. */
const optionCents = (amount: number): number => (amount === EXTRA_UNAVAILABLE ? EXTRA_UNAVAILABLE : amount === EXTRA_INCLUDED ? EXTRA_INCLUDED : toCents(amount))

const rangeWeights: { value: CarRange; weight: number }[] = [
  { value: 'mini', weight: 24 },
  { value: 'midi', weight: 24 },
  { value: 'maxi', weight: 20 },
  { value: 'scooter', weight: 8 },
  { value: 'bus', weight: 8 },
  { value: 'truck', weight: 8 },
  { value: 'caravan', weight: 8 },
]

const extraPriceRanges: Record<ExtraKind, [number, number]> = {
  cancellation: [10, 40],
  amendments: [5, 25],
  theftProtection: [5, 15],
  collisionDamageWaiver: [8, 22],
  fullInsurance: [15, 35],
  additionalDriver: [5, 15],
}

export function buildDemoData(reference: Date = referenceDay()): DemoData {
  const faker = new Faker({ locale: [en, base], seed: DEMO_SEED })
  faker.setDefaultRefDate(reference)
  const uuid = () => faker.string.uuid()
  const ratingsFaker = new Faker({ locale: [en, base], seed: DEMO_SEED + 1 })

  const countries: DemoData['countries'] = []
  const locations: DemoData['locations'] = []
  const locationIdsByCountry = new Map<string, string[]>()
  for (const country of seedCountries) {
    const countryId = uuid()
    countries.push({ id: countryId, code: country.code, names: country.names, createdAt: reference })
    const ids = country.locations.map((place) => {
      const id = uuid()
      locations.push({ id, countryId, names: place.names, latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZone, createdAt: reference })
      return id
    })
    locationIdsByCountry.set(country.code, ids)
  }

  const suppliers: DemoData['suppliers'] = seedSuppliers.map((supplier) => ({
    id: uuid(),
    type: 'supplier',
    fullName: supplier.fullName,
    email: `contact@${supplier.slug}.example`,
    phone: faker.phone.number({ style: 'international' }),
    bio: faker.company.catchPhrase(),
    verified: true,
    verifiedAt: reference,
    avatar: supplierLogoFile(supplier.slug),
    payLater: supplier.payLater,
    licenseRequired: supplier.licenseRequired,
    priceChangeRate: supplier.priceChangeRate,
    createdAt: reference,
    updatedAt: reference,
  }))

  const driver: DemoData['driver'] = {
    id: uuid(),
    type: 'user',
    fullName: 'Alex Martin',
    email: DEMO_DRIVER_EMAIL,
    phone: '+33 6 12 34 56 78',
    location: 'Paris, France',
    bio: 'Demo driver account.',
    birthDate: '1990-04-12',
    verified: true,
    verifiedAt: reference,
    language: 'en',
    enableEmailNotifications: true,
    createdAt: reference,
    updatedAt: reference,
  }

  const cars: DemoData['cars'] = []
  const carLocations: DemoData['carLocations'] = []
  const carDatePrices: DemoData['carDatePrices'] = []
  const carImages = new Map<string, DemoData['carImages'][number]>()
  const carCountry = new Map<string, string>()

  seedSuppliers.forEach((supplier, supplierIndex) => {
    for (let n = 0; n < (supplier.fleetSize ?? CARS_PER_SUPPLIER); n++) {
      const countryCode = supplier.countryCodes[n % supplier.countryCodes.length]!
      const range = faker.helpers.weightedArrayElement(rangeWeights)
      const model = faker.helpers.arrayElement(seedModels[range])
      const fuelType: FuelType = faker.number.float() < 0.03 ? 'unknown' : faker.helpers.arrayElement(model.fuels)
      const gearbox: Gearbox =
        range === 'scooter' || fuelType === 'electric'
          ? 'automatic'
          : faker.number.float() < (countryCode === 'US' || countryCode === 'AU' ? 0.85 : 0.4)
            ? 'automatic'
            : 'manual'
      const color = faker.helpers.arrayElement(seedColors)
      const image = carImageFile(range, color.name)
      carImages.set(image, { range, colorHex: color.hex, file: image })

      const economics = rangeEconomics[range]
      const dailyPrice = roundHalf(economics.daily * faker.number.float({ min: 0.75, max: 1.4 }) * (fuelType === 'electric' ? 1.1 : 1))
      const tier = (days: number, factor: number, presence: number) =>
        faker.number.float() < presence ? roundHalf(dailyPrice * days * factor) : null
      const biWeeklyPrice = tier(3, 0.95, 0.8)
      const weeklyPrice = tier(7, 0.88, 0.85)
      const monthlyPrice = tier(30, 0.75, 0.7)
      const discounted = faker.number.float() < 0.22
      const discount = (price: number | null) => (discounted && price !== null ? roundHalf(price * 0.85) : null)
      const comingSoon = faker.number.float() < 0.04
      const isDateBasedPrice = faker.number.float() < 0.12

      const id = uuid()
      carCountry.set(id, countryCode)
      cars.push({
        id,
        supplierId: suppliers[supplierIndex]!.id!,
        name: model.name,
        minimumAge: economics.minimumAge,
        image,
        dailyPrice: toCents(dailyPrice),
        discountedDailyPrice: rateCents(discount(dailyPrice)),
        biWeeklyPrice: rateCents(biWeeklyPrice),
        discountedBiWeeklyPrice: rateCents(discount(biWeeklyPrice)),
        weeklyPrice: rateCents(weeklyPrice),
        discountedWeeklyPrice: rateCents(discount(weeklyPrice)),
        monthlyPrice: rateCents(monthlyPrice),
        discountedMonthlyPrice: rateCents(discount(monthlyPrice)),
        isDateBasedPrice,
        deposit: toCents(Math.round((economics.deposit * faker.number.float({ min: 0.5, max: 1.6 })) / 50) * 50),
        availability: faker.number.float() < 0.05 ? 'unavailable' : 'available',
        fullyBooked: !comingSoon && faker.number.float() < 0.04,
        comingSoon,
        fuelType,
        gearbox,
        aircon: range !== 'scooter' && faker.number.float() < 0.93,
        seats: model.seats,
        doors: model.doors,
        fuelPolicy: faker.helpers.weightedArrayElement([
          { value: 'fullToFull', weight: 45 },
          { value: 'likeForlike', weight: 25 },
          { value: 'freeTank', weight: 15 },
          { value: 'FullToEmpty', weight: 15 },
        ] as { value: (typeof fuelPolicies)[number]; weight: number }[]),
        mileage: faker.number.float() < 0.45 ? -1 : faker.helpers.arrayElement([150, 200, 250, 300, 400, 500]),
        cancellation: optionCents(extra(faker, 'cancellation')),
        amendments: optionCents(extra(faker, 'amendments')),
        theftProtection: optionCents(extra(faker, 'theftProtection')),
        collisionDamageWaiver: optionCents(extra(faker, 'collisionDamageWaiver')),
        fullInsurance: optionCents(extra(faker, 'fullInsurance')),
        additionalDriver: optionCents(extra(faker, 'additionalDriver')),
        range,
        multimedia: range === 'scooter' ? [] : multimediaKinds.filter(() => faker.number.float() < 0.55),
        // draws from the catalogue's stream in its place (the demo data after it stays as it was)
        ...drawRatingFigures(faker, ratingsFaker, comingSoon),
        co2: fuelType === 'electric' ? 0 : fuelType === 'unknown' || faker.number.float() < 0.05 ? null : co2For(faker, range),
        createdAt: reference,
        updatedAt: reference,
      })

      const countryLocations = locationIdsByCountry.get(countryCode)!
      const count = faker.number.int({ min: 1, max: Math.min(4, countryLocations.length) })
      for (const locationId of faker.helpers.arrayElements(countryLocations, count)) carLocations.push({ carId: id, locationId })

      if (isDateBasedPrice) {
        // High season soon, a shoulder period, and a cheaper period later on.
        const periods: [number, number, number][] = [
          [7, 20, 1.3],
          [45, 75, 1.15],
          [120, 150, 0.85],
        ]
        for (const [start, end, factor] of periods.slice(0, faker.number.int({ min: 2, max: 3 }))) {
          carDatePrices.push({
            id: uuid(),
            carId: id,
            startDate: isoDate(addDays(reference, start)),
            endDate: isoDate(addDays(reference, end)),
            dailyPrice: toCents(roundHalf(dailyPrice * factor)),
          })
        }
      }
    }
  })

  const placeZones = new Map(locations.map((location) => [location.id!, location.timeZone]))
  const { bookings, additionalDrivers, notifications } = buildDriverBookings(faker, reference, driver, cars, carLocations, carDatePrices, carCountry, suppliers, placeZones)

  return {
    countries,
    locations,
    suppliers,
    driver,
    cars,
    carLocations,
    carDatePrices,
    bookings,
    additionalDrivers,
    notifications,
    carImages: [...carImages.values()],
    supplierLogos: seedSuppliers.map((supplier) => ({ supplier, file: supplierLogoFile(supplier.slug) })),
  }
}

/** An option in the decimal price list: -1 unavailable, 0 included, else its price in dollars. */
function extra(faker: Faker, kind: ExtraKind): number {
  const draw = faker.number.float()
  if (draw < 0.25) return -1
  if (draw < 0.5) return 0
  const [min, max] = extraPriceRanges[kind]
  return roundHalf(faker.number.float({ min, max }))
}

function co2For(faker: Faker, range: CarRange): number {
  if (range === 'scooter') return faker.number.int({ min: 55, max: 80 })
  if (range === 'mini') return faker.number.int({ min: 95, max: 130 })
  if (range === 'midi') return faker.number.int({ min: 105, max: 150 })
  return faker.number.int({ min: 150, max: 260 })
}

/** What the demo driver was told about each booking, by its status: the notices the server itself writes (worded when read). */
const demoNotice: Record<BookingStatus, NoticeKind> = {
  void: 'bookingMade',
  pending: 'bookingMade',
  deposit: 'paymentConfirmed',
  paid: 'paymentConfirmed',
  reserved: 'bookingConfirmed',
  cancelled: 'bookingCancelled',
}

/** One demo booking to make: its status, period (days after the reference day) and how it is paid. */
type PlannedBooking = {
  status: BookingStatus
  start: number
  days: number
  payment: PaymentMode
  /** Takes the additional-driver option (and gets the seeded additional driver). */
  additionalDriver?: boolean
  /** Buys amendments and cancellation, so that it can be edited. */
  amendable?: boolean
  cancelRequest?: boolean
  read: boolean
}

// issue 9: the paid trip of -45 days has ended (ratable); the void one's payment ended (deletable);
// the reserved one is editable (amendments and cancellation bought, in the future, holding the car).
// Paid online: 'paid' (the total) and 'deposit' (the deposit, the rest at the counter); the void one
// never reached the payment provider; pending, reserved and the cancelled one are paid at the counter.
const plan: PlannedBooking[] = [
  { status: 'paid', start: -45, days: 7, payment: 'payInFull', additionalDriver: true, read: true },
  { status: 'void', start: -12, days: 2, payment: 'payInFull', read: true },
  { status: 'pending', start: 3, days: 2, payment: 'payAtCounter', read: false },
  { status: 'reserved', start: 12, days: 7, payment: 'payAtCounter', amendable: true, read: false },
  { status: 'cancelled', start: 14, days: 3, payment: 'payAtCounter', read: true },
  { status: 'deposit', start: 30, days: 4, payment: 'payDeposit', read: false },
  { status: 'paid', start: 50, days: 7, payment: 'payInFull', cancelRequest: true, read: false },
]

/**
 * The stored booking fields of how it is paid, agreeing with its price: the deposit online only when
 * it is less than the total (else the whole total), what the provider charged in USD cents (the
 * deposit or the total; nothing at the counter or when it never got to pay). Nothing is recorded as
 * paid online besides (paid_online_amount is written only by edits).
 */
function paymentFields(status: BookingStatus, payment: PaymentMode, price: RentalPrice) {
  const charged = status === 'deposit' ? price.deposit : status === 'paid' && payment === 'payInFull' ? price.total : null
  return {
    isDeposit: payment === 'payDeposit',
    isPayLater: payment === 'payAtCounter',
    paymentGateway: charged === null ? null : ('Stripe' as const),
    paymentAmount: charged,
    paymentCurrency: charged === null ? null : ('USD' as const),
    paidOnlineAmount: null,
  }
}

/** The demo driver's bookings: one per status, in the past and the future, on bookable French cars. */
function buildDriverBookings(
  faker: Faker,
  reference: Date,
  driver: DemoData['driver'],
  cars: DemoData['cars'],
  carLocations: DemoData['carLocations'],
  carDatePrices: DemoData['carDatePrices'],
  carCountry: Map<string, string>,
  suppliers: DemoData['suppliers'],
  placeZones: ReadonlyMap<string, string>,
) {
  // a handover at 10:00 on the place's own clock, `days` after the reference day
  const atTen = (days: number, place: string) => localToInstant(`${isoDate(addDays(reference, days))}T10:00`, placeZones.get(place)!)
  const bookable = cars.filter(
    (car) => carCountry.get(car.id!) === 'FR' && car.availability === 'available' && !car.comingSoon && !car.fullyBooked && car.range !== 'scooter',
  )
  const supplierOf = new Map(suppliers.map((supplier) => [supplier.id!, supplier]))
  const datePricesOf = new Map<string, DatePrice[]>()
  for (const { carId, startDate, endDate, dailyPrice } of carDatePrices) {
    datePricesOf.set(carId, [...(datePricesOf.get(carId) ?? []), { startDate, endDate, dailyPrice }])
  }
  const used = new Set<string>()

  /** The booking of `entry` on `car`, priced as the checkout prices it, or null when the car cannot take it. */
  const attempt = (entry: PlannedBooking, index: number, car: DemoData['cars'][number]) => {
    const supplier = supplierOf.get(car.supplierId)!
    if (entry.payment === 'payAtCounter' && !supplier.payLater) return null
    const offers = (option: ExtraKind) => car[option]! >= 0
    if (entry.amendable && (!offers('amendments') || !offers('cancellation') || car.isDateBasedPrice)) return null
    if (entry.additionalDriver && !offers('additionalDriver')) return null
    const places = carLocations.filter((link) => link.carId === car.id).map((link) => link.locationId)
    const pickUp = places[0]!
    const dropOff = places[places.length - 1]!
    const from = atTen(entry.start, pickUp)
    const to = atTen(entry.start + entry.days, dropOff)
    // options the car offers only; the ones it includes are always on, as at the checkout
    const wanted: ExtraChoices = {
      theftProtection: index % 2 === 0,
      collisionDamageWaiver: true,
      additionalDriver: entry.additionalDriver ?? false,
      amendments: entry.amendable ?? false,
      cancellation: entry.amendable ?? false,
    }
    const options = Object.fromEntries(extraKinds.map((kind) => [kind, offers(kind) && (Boolean(wanted[kind]) || car[kind] === EXTRA_INCLUDED)])) as Record<ExtraKind, boolean>
    // the car as the checkout reads it back from its row (search and checkout price the same way)
    const pricingCar = pricingCarOf(car as Parameters<typeof pricingCarOf>[0], supplier.priceChangeRate!, datePricesOf.get(car.id!) ?? [])
    const price = rentalPrice(pricingCar, { from, to, timeZone: placeZones.get(pickUp)! }, options, 1)
    // the deposit is paid online only when it leaves something for the counter (as the checkout offers it)
    if (entry.payment === 'payDeposit' && !depositPayable(price.deposit, price.total)) return null
    return { car, supplier, pickUp, dropOff, from, to, options, price }
  }

  const bookings: DemoData['bookings'] = []
  const notifications: DemoData['notifications'] = []
  plan.forEach((entry, index) => {
    // the first unused car from this entry's place in the list that can take it; a deposit no car
    // leaves room for is paid in full instead
    const candidates = [...bookable.slice(index * 3), ...bookable.slice(0, index * 3)].filter((car) => !used.has(car.id!))
    const pick = (wanted: PlannedBooking) => {
      for (const car of candidates) {
        const made = attempt(wanted, index, car)
        if (made) return made
      }
      return null
    }
    let planned = entry
    let made = pick(entry)
    if (!made && entry.payment === 'payDeposit') made = pick((planned = { ...entry, status: 'paid', payment: 'payInFull' }))
    if (!made) throw new Error(`no demo car can take the ${entry.status} booking`)
    const { status, payment } = planned
    const { car, supplier, pickUp, dropOff, from, to, options, price } = made
    used.add(car.id!)
    const id = faker.string.uuid()
    // drawn here (not by the database's default) so the notices can name it, the same on every run
    const bookingReference = faker.string.fromCharacters(BOOKING_REFERENCE_ALPHABET, BOOKING_REFERENCE_LENGTH)
    bookings.push({
      id,
      reference: bookingReference,
      supplierId: car.supplierId,
      carId: car.id!,
      driverId: driver.id!,
      pickUpLocationId: pickUp,
      dropOffLocationId: dropOff,
      from,
      to,
      status,
      ...options,
      priceLines: price.lines,
      price: price.total,
      depositAmount: price.deposit,
      currency: 'USD',
      ...paymentFields(status, payment, price),
      cancelRequest: entry.cancelRequest ?? false,
      cancelRequestedAt: entry.cancelRequest ? atHour(reference, -1, 15) : null,
      createdAt: atHour(reference, Math.min(entry.start, 0) - 3, 9),
      updatedAt: atHour(reference, Math.min(entry.start, 0) - 3, 9),
    })
    const kind = entry.cancelRequest ? 'cancelRequested' : demoNotice[status]
    // a made or paid notice tells the status it left the booking in, as the server's own do
    const story = kind === 'bookingMade' || kind === 'paymentConfirmed' ? { story: bookingStoryOf(status, true) } : {}
    const notice = { kind, facts: { reference: bookingReference, car: car.name, supplier: supplier.fullName, ...story } } as Notice
    notifications.push({
      id: faker.string.uuid(),
      ...notificationRow(driver.id!, id, notice, driver.language ?? 'en'),
      isRead: entry.read,
      createdAt: atHour(reference, Math.min(entry.start, 0) - 3, 9 + index),
    })
  })
  const withAdditionalDriver = bookings[plan.findIndex((entry) => entry.additionalDriver)]!
  const additionalDrivers: DemoData['additionalDrivers'] = [
    { id: faker.string.uuid(), bookingId: withAdditionalDriver.id!, fullName: 'Sam Martin', email: 'sam.martin@keyturn.example', phone: '+33 6 98 76 54 32', birthDate: '1992-09-03' },
  ]
  return { bookings, additionalDrivers, notifications }
}
