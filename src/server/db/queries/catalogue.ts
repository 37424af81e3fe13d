// Read queries of the catalogue, returning the response shapes of the contract
// (Location, LocationPage, CountryWithLocations, Supplier, Car). Names come in the asked
// language (English when a translation is missing); image fields are URLs.
import { asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { fromCents } from '../../../domain/money.js'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { components } from '../../../../openapi/schema'
import type { Language } from '../../../domain/enums'
import type { AppDb } from '../index'
import { carDatePrices, carLocations, cars, countries, locations, users } from '../schema'

type Schemas = components['schemas']
// The answers are the contract's own shapes, so a query cannot drift from what is served.
export type Location = Schemas['Location']
export type LocationPage = Schemas['LocationPage']
export type LocationRef = Schemas['LocationRef']
export type CountryWithLocations = Schemas['CountryWithLocations']
export type SupplierSummary = Schemas['SupplierSummary']
export type Supplier = Schemas['Supplier']
export type DateBasedPrice = Schemas['DateBasedPrice']
export type Car = Schemas['Car']

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Stored image values are file names; already-absolute values are kept as they are. */
const imageUrl = (folder: 'cars' | 'suppliers', file: string) =>
  file.startsWith('/') || /^https?:\/\//.test(file) ? file : `/images/${folder}/${file}`
export const carImageUrl = (file: string) => imageUrl('cars', file)
export const supplierLogoUrl = (file: string | null) => (file ? imageUrl('suppliers', file) : null)

/** The name in `language`, falling back to English. */
export const localizedName = (names: AnyPgColumn, language: Language) =>
  sql<string>`coalesce(${names} ->> ${language}::text, ${names} ->> 'en')`

/** Case- and accent-insensitive sort key (fold_text() is created by migration 0001). */
const sortKey = (value: SQL) => sql`fold_text(${value})`

const locationColumns = (language: Language) => ({
  id: locations.id,
  name: localizedName(locations.names, language),
  countryId: locations.countryId,
  countryName: localizedName(countries.names, language),
  countryCode: countries.code,
  latitude: locations.latitude,
  longitude: locations.longitude,
  timeZone: locations.timeZone,
})

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** Keyword found in the location's or its country's name, in any language, ignoring case and accents. */
function keywordFilter(keyword: string): SQL | undefined {
  const trimmed = keyword.trim()
  if (!trimmed) return undefined
  const haystack = sql`concat_ws(' ',
    ${locations.names} ->> 'en', ${locations.names} ->> 'fr', ${locations.names} ->> 'es',
    ${countries.names} ->> 'en', ${countries.names} ->> 'fr', ${countries.names} ->> 'es')`
  return sql`fold_text(${haystack}) LIKE '%' || fold_text(${escapeLike(trimmed)}::text) || '%'`
}

export async function listLocations(
  db: AppDb,
  options: { language: Language; keyword?: string; page: number; size: number },
): Promise<LocationPage> {
  const { language, keyword = '', page, size } = options
  const where = keywordFilter(keyword)
  const [rows, [counted]] = await Promise.all([
    db
      .select(locationColumns(language))
      .from(locations)
      .innerJoin(countries, eq(countries.id, locations.countryId))
      .where(where)
      .orderBy(sortKey(localizedName(locations.names, language)), asc(locations.id))
      .limit(size)
      .offset((Math.max(1, page) - 1) * size),
    db.select({ total: count() }).from(locations).innerJoin(countries, eq(countries.id, locations.countryId)).where(where),
  ])
  return { total: counted?.total ?? 0, rows }
}

export async function getLocation(db: AppDb, id: string, language: Language): Promise<Location | null> {
  if (!UUID_PATTERN.test(id)) return null
  const [row] = await db
    .select(locationColumns(language))
    .from(locations)
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .where(eq(locations.id, id))
  return row ?? null
}

/** Locations to put on the map (every location has coordinates in this model). */
export async function listLocationsWithPosition(db: AppDb, language: Language): Promise<Location[]> {
  return db
    .select(locationColumns(language))
    .from(locations)
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .orderBy(sortKey(localizedName(locations.names, language)), asc(locations.id))
}

/** Countries having at least `minLocations` locations, each with its locations, by name. */
export async function listCountriesWithLocations(
  db: AppDb,
  language: Language,
  minLocations: number,
): Promise<CountryWithLocations[]> {
  const countryRows = await db
    .select({ id: countries.id, code: countries.code, name: localizedName(countries.names, language) })
    .from(countries)
    .leftJoin(locations, eq(locations.countryId, countries.id))
    .groupBy(countries.id)
    .having(sql`count(${locations.id}) >= ${minLocations}`)
    .orderBy(sortKey(localizedName(countries.names, language)), asc(countries.id))
  if (countryRows.length === 0) return []

  const locationRows = await db
    .select(locationColumns(language))
    .from(locations)
    .innerJoin(countries, eq(countries.id, locations.countryId))
    .where(
      inArray(
        locations.countryId,
        countryRows.map((country) => country.id),
      ),
    )
    .orderBy(sortKey(localizedName(locations.names, language)), asc(locations.id))

  const byCountry = new Map<string, CountryWithLocations>(countryRows.map((country) => [country.id, { ...country, locations: [] }]))
  for (const location of locationRows) byCountry.get(location.countryId)?.locations.push(location)
  return [...byCountry.values()]
}

export async function listSuppliers(db: AppDb): Promise<Supplier[]> {
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      avatar: users.avatar,
      payLater: users.payLater,
      licenseRequired: users.licenseRequired,
      carCount: count(cars.id),
    })
    .from(users)
    .leftJoin(cars, eq(cars.supplierId, users.id))
    .where(eq(users.type, 'supplier'))
    .groupBy(users.id)
    .orderBy(sortKey(sql`${users.fullName}`), asc(users.id))
  return rows.map((row) => ({ ...row, avatar: supplierLogoUrl(row.avatar) }))
}

export async function getCar(db: AppDb, id: string, language: Language): Promise<Car | null> {
  if (!UUID_PATTERN.test(id)) return null
  const [car] = await getCars(db, [id], language)
  return car ?? null
}

/**
 * Cars by id in the order of `ids` (unknown ids are left out). One query: the locations and the
 * date-based prices come as JSON arrays, which keeps a page of search results to one round trip.
 */
export async function getCars(db: AppDb, ids: readonly string[], language: Language): Promise<Car[]> {
  if (ids.length === 0) return []
  const name = localizedName(locations.names, language)
  const rows = await db
    .select({
      car: cars,
      supplierName: users.fullName,
      supplierAvatar: users.avatar,
      locations: sql<LocationRef[]>`(SELECT coalesce(json_agg(json_build_object('id', ${locations.id}, 'name', ${name}, 'timeZone', ${locations.timeZone})
          ORDER BY ${sortKey(name)}, ${locations.id}), '[]')
        FROM ${carLocations} JOIN ${locations} ON ${locations.id} = ${carLocations.locationId}
        WHERE ${carLocations.carId} = ${cars.id})`,
      dateBasedPrices: sql<DateBasedPrice[]>`(SELECT coalesce(json_agg(json_build_object('startDate', ${carDatePrices.startDate},
          'endDate', ${carDatePrices.endDate}, 'dailyPrice', ${carDatePrices.dailyPrice})
          ORDER BY ${carDatePrices.startDate}, ${carDatePrices.endDate}), '[]')
        FROM ${carDatePrices} WHERE ${carDatePrices.carId} = ${cars.id})`,
    })
    .from(cars)
    .innerJoin(users, eq(users.id, cars.supplierId))
    .where(inArray(cars.id, [...new Set(ids)]))
  const byId = new Map(rows.map((row) => [row.car.id, toCar(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

type CarRow = {
  car: typeof cars.$inferSelect
  supplierName: string
  supplierAvatar: string | null
  locations: LocationRef[]
  dateBasedPrices: DateBasedPrice[]
}

const decimalOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents))
/** -1 (unavailable) and 0 (included) are meanings, kept as they are. */
const optionAmount = (cents: number) => (cents <= 0 ? cents : fromCents(cents))

function toCar({ car, supplierName, supplierAvatar, locations: carLocationRows, dateBasedPrices }: CarRow): Car {
  return {
    id: car.id,
    name: car.name,
    supplier: { id: car.supplierId, fullName: supplierName, avatar: supplierLogoUrl(supplierAvatar) },
    minimumAge: car.minimumAge,
    locations: carLocationRows,
    // stored in cents (migration 0017), answered in the contract's decimals
    dailyPrice: fromCents(car.dailyPrice),
    discountedDailyPrice: decimalOrNull(car.discountedDailyPrice),
    biWeeklyPrice: decimalOrNull(car.biWeeklyPrice),
    discountedBiWeeklyPrice: decimalOrNull(car.discountedBiWeeklyPrice),
    weeklyPrice: decimalOrNull(car.weeklyPrice),
    discountedWeeklyPrice: decimalOrNull(car.discountedWeeklyPrice),
    monthlyPrice: decimalOrNull(car.monthlyPrice),
    discountedMonthlyPrice: decimalOrNull(car.discountedMonthlyPrice),
    isDateBasedPrice: car.isDateBasedPrice,
    // a bigint in JSON may come as a string on some drivers: Number() keeps the type honest
    dateBasedPrices: dateBasedPrices.map((price) => ({ ...price, dailyPrice: fromCents(Number(price.dailyPrice)) })),
    deposit: fromCents(car.deposit),
    available: car.availability === 'available',
    fullyBooked: car.fullyBooked,
    comingSoon: car.comingSoon,
    fuelType: car.fuelType,
    gearbox: car.gearbox,
    aircon: car.aircon,
    image: carImageUrl(car.image),
    seats: car.seats,
    doors: car.doors,
    fuelPolicy: car.fuelPolicy,
    mileage: car.mileage,
    cancellation: optionAmount(car.cancellation),
    amendments: optionAmount(car.amendments),
    theftProtection: optionAmount(car.theftProtection),
    collisionDamageWaiver: optionAmount(car.collisionDamageWaiver),
    fullInsurance: optionAmount(car.fullInsurance),
    additionalDriver: optionAmount(car.additionalDriver),
    range: car.range,
    multimedia: car.multimedia,
    rating: car.rating,
    ratingCount: car.ratingCount,
    trips: car.trips,
    co2: car.co2,
  }
}

/** A car's picture URL (the checkout page's largest paint), or null for no such car. */
export async function carImage(db: AppDb, id: string): Promise<string | null> {
  if (!UUID_PATTERN.test(id)) return null
  const [row] = await db.select({ image: cars.image }).from(cars).where(eq(cars.id, id))
  return row ? carImageUrl(row.image) : null
}
