// The database layer against a real engine: PGlite by default, PostgreSQL when DATABASE_URL is set.
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { agreedPrice } from './support/money'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq, getTableName, is, sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bookingStatuses,
  carAvailabilities,
  carRanges,
  fuelPolicies,
  fuelTypes,
  gearboxes,
  multimediaKinds,
} from '../../src/domain/enums'
import { isBookingOverlap, pgConstraintName, pgErrorCode } from '../../src/server/db/errors'
import type { Database } from '../../src/server/db/index'
import { defaultMigrationsDir, readMigrationFiles } from '../../src/server/db/migrate'
import {
  getCar,
  getLocation,
  listCountriesWithLocations,
  listLocations,
  listLocationsWithPosition,
  listSuppliers,
} from '../../src/server/db/queries/catalogue'
import * as schema from '../../src/server/db/schema'
import { DEMO_DRIVER_EMAIL } from '../../src/server/seed/build-demo-data'
import { seedCountries } from '../../src/server/seed/places'
import { openTestDatabase } from './support/database'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database?.close()
})

type Row = Record<string, unknown>
async function rows<T extends Row = Row>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute<T>(query)) as { rows: T[] }
  return result.rows
}

describe('bookings_no_overlap', () => {
  // Far-future periods on cars picked here, so the seeded bookings never interfere.
  async function fixture() {
    const [car] = await database.db
      .select({ id: schema.cars.id, supplierId: schema.cars.supplierId })
      .from(schema.cars)
      .orderBy(schema.cars.id)
      .limit(1)
    const [location] = await database.db
      .select({ id: schema.carLocations.locationId })
      .from(schema.carLocations)
      .where(eq(schema.carLocations.carId, car!.id))
      .limit(1)
    const [driver] = await database.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, DEMO_DRIVER_EMAIL))
    return (from: string, to: string, status: (typeof bookingStatuses)[number] = 'paid') =>
      database.db
        .insert(schema.bookings)
        .values({
          supplierId: car!.supplierId,
          carId: car!.id,
          driverId: driver!.id,
          pickUpLocationId: location!.id,
          dropOffLocationId: location!.id,
          from: new Date(from),
          to: new Date(to),
          status,
          ...agreedPrice(100),
        })
        .returning({ id: schema.bookings.id })
  }

  it('refuses a second non-cancelled booking of the same car over an overlapping period (23P01)', async () => {
    const book = await fixture()
    await book('2100-01-10T10:00:00Z', '2100-01-15T10:00:00Z', 'paid')
    const error = await book('2100-01-14T10:00:00Z', '2100-01-20T10:00:00Z', 'pending').then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(pgErrorCode(error)).toBe('23P01')
    expect(pgConstraintName(error)).toBe('bookings_no_overlap')
    expect(isBookingOverlap(error)).toBe(true)
  })

  it('accepts back-to-back half-open periods and overlaps with a cancelled booking', async () => {
    const book = await fixture()
    await book('2101-03-01T10:00:00Z', '2101-03-05T10:00:00Z', 'reserved')
    await expect(book('2101-03-05T10:00:00Z', '2101-03-08T10:00:00Z', 'deposit')).resolves.toHaveLength(1)
    await expect(book('2101-02-20T10:00:00Z', '2101-03-01T10:00:00Z', 'paid')).resolves.toHaveLength(1)
    await expect(book('2101-03-02T10:00:00Z', '2101-03-07T10:00:00Z', 'cancelled')).resolves.toHaveLength(1)
  })

  it('refuses a period whose end is not after its start', async () => {
    const book = await fixture()
    const error = await book('2102-01-10T10:00:00Z', '2102-01-10T10:00:00Z').then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(pgErrorCode(error)).toBe('23514')
  })
})

describe('seed', () => {
  it('covers every enumeration value of the cars', async () => {
    const distinct = async (column: string) =>
      (await rows<{ value: string }>(sql.raw(`SELECT DISTINCT ${column}::text AS value FROM cars`))).map((r) => r.value).sort()
    expect(await distinct('fuel_type')).toEqual([...fuelTypes].sort())
    expect(await distinct('"range"')).toEqual([...carRanges].sort())
    expect(await distinct('gearbox')).toEqual([...gearboxes].sort())
    expect(await distinct('fuel_policy')).toEqual([...fuelPolicies].sort())
    expect(await distinct('availability')).toEqual([...carAvailabilities].sort())
    const multimedia = await rows<{ value: string }>(sql`SELECT DISTINCT unnest(multimedia)::text AS value FROM cars`)
    expect(multimedia.map((r) => r.value).sort()).toEqual([...multimediaKinds].sort())
    const statuses = await rows<{ value: string }>(sql`SELECT DISTINCT status::text AS value FROM bookings`)
    expect(statuses.map((r) => r.value).sort()).toEqual([...bookingStatuses].sort())
  })

  it('has limited and unlimited mileage, every extra as unavailable, included and priced, and the special states', async () => {
    const [flags] = await rows(sql`SELECT
      count(*) FILTER (WHERE mileage = -1)::int AS unlimited,
      count(*) FILTER (WHERE mileage > 0)::int AS limited,
      count(*) FILTER (WHERE discounted_daily_price IS NOT NULL)::int AS discounted,
      count(*) FILTER (WHERE is_date_based_price)::int AS date_based,
      count(*) FILTER (WHERE coming_soon)::int AS coming_soon,
      count(*) FILTER (WHERE fully_booked)::int AS fully_booked,
      count(*) FILTER (WHERE availability = 'unavailable')::int AS unavailable
      FROM cars`)
    for (const value of Object.values(flags!)) expect(value).toBeGreaterThan(0)
    for (const extra of ['cancellation', 'amendments', 'theft_protection', 'collision_damage_waiver', 'full_insurance', 'additional_driver']) {
      const [kinds] = await rows(
        sql.raw(`SELECT count(*) FILTER (WHERE ${extra} = -1)::int AS unavailable, count(*) FILTER (WHERE ${extra} = 0)::int AS included,
          count(*) FILTER (WHERE ${extra} > 0)::int AS priced FROM cars`),
      )
      for (const value of Object.values(kinds!)) expect(value).toBeGreaterThan(0)
    }
    const [datePrices] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM car_date_prices`)
    expect(datePrices!.n).toBeGreaterThan(0)
  })

  it('meets the minimum counts and places each car in 1–4 locations of one country', async () => {
    const [counts] = await rows<Record<string, number>>(sql`SELECT
      (SELECT count(*) FROM users WHERE type = 'supplier')::int AS suppliers,
      (SELECT count(*) FROM users WHERE type = 'supplier' AND avatar IS NOT NULL)::int AS suppliers_with_logo,
      (SELECT count(*) FROM countries)::int AS countries,
      (SELECT count(*) FROM locations)::int AS locations,
      (SELECT count(*) FROM cars)::int AS cars`)
    expect(counts!.suppliers).toBeGreaterThanOrEqual(8)
    expect(counts!.suppliers_with_logo).toBe(counts!.suppliers)
    expect(counts!.countries).toBeGreaterThanOrEqual(4)
    expect(counts!.locations).toBeGreaterThanOrEqual(40)
    expect(counts!.cars).toBeGreaterThanOrEqual(400)

    const perCountry = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM locations GROUP BY country_id`)
    expect(perCountry.filter((r) => r.n >= 4).length).toBeGreaterThanOrEqual(4)
    expect(perCountry.some((r) => r.n < 4)).toBe(true)

    const [spread] = await rows<{ min: number; max: number; countries: number }>(sql`SELECT min(n)::int AS min, max(n)::int AS max, max(c)::int AS countries FROM (
      SELECT cl.car_id, count(*) AS n, count(DISTINCT l.country_id) AS c FROM car_locations cl JOIN locations l ON l.id = cl.location_id GROUP BY cl.car_id) t`)
    expect(spread).toEqual({ min: 1, max: 4, countries: 1 })
    const [orphans] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM cars c WHERE NOT EXISTS (SELECT 1 FROM car_locations cl WHERE cl.car_id = c.id)`)
    expect(orphans!.n).toBe(0)

    const markups = await rows(sql`SELECT DISTINCT price_change_rate FROM users WHERE type = 'supplier'`)
    expect(markups.length).toBeGreaterThan(3)
    const [supplierFlags] = await rows<Record<string, boolean>>(
      sql`SELECT bool_or(pay_later) AS some_pay_later, bool_and(pay_later) AS all_pay_later, bool_or(license_required) AS some_licence, bool_and(license_required) AS all_licence FROM users WHERE type = 'supplier'`,
    )
    expect(supplierFlags).toEqual({ some_pay_later: true, all_pay_later: false, some_licence: true, all_licence: false })
  })

  it('gives every place a real IANA time zone, its country\'s (a Paris place: Europe/Paris)', async () => {
    const places = await rows<{ name: string; code: string; time_zone: string }>(
      sql`SELECT l.names->>'en' AS name, c.code, l.time_zone FROM locations l JOIN countries c ON c.id = l.country_id`,
    )
    expect(places.length).toBeGreaterThanOrEqual(40)
    for (const place of places) {
      expect(ianaZones.has(place.time_zone), `${place.name}: ${place.time_zone}`).toBe(true)
      expect(place.time_zone, place.name).toBe(seedZones.get(place.name))
    }
    const zone = (name: string) => places.find((place) => place.name === name)?.time_zone
    expect(zone('Paris Charles de Gaulle Airport')).toBe('Europe/Paris')
    expect(zone('Paris Orly Airport')).toBe('Europe/Paris')
    expect(zone('London Heathrow Airport')).toBe('Europe/London')
    expect(zone('Los Angeles International Airport')).toBe('America/Los_Angeles')
    expect(zone('New York John F. Kennedy Airport')).toBe('America/New_York')
    expect(zone('Sydney Airport')).toBe('Australia/Sydney')
    const byCountry = (code: string) => new Set(places.filter((place) => place.code === code).map((place) => place.time_zone))
    expect(byCountry('FR')).toEqual(new Set(['Europe/Paris']))
    expect(byCountry('ES')).toEqual(new Set(['Europe/Madrid']))
    expect(byCountry('MA')).toEqual(new Set(['Africa/Casablanca']))
  })

  it("books the demo driver's cars at French places, picked up and dropped off at 10:00 on the Paris clock", async () => {
    const handovers = await rows<{ pick_up_zone: string; drop_off_zone: string; pick_up: string; drop_off: string }>(sql`
      SELECT p.time_zone AS pick_up_zone, d.time_zone AS drop_off_zone,
        to_char(b."from" AT TIME ZONE p.time_zone, 'HH24:MI') AS pick_up, to_char(b."to" AT TIME ZONE d.time_zone, 'HH24:MI') AS drop_off
      FROM bookings b JOIN users u ON u.id = b.driver_id
        JOIN locations p ON p.id = b.pick_up_location_id JOIN locations d ON d.id = b.drop_off_location_id
      WHERE u.email = ${DEMO_DRIVER_EMAIL} AND b."from" < '2090-01-01'`) // the seed's (the overlap tests above book the 2100s)
    expect(handovers.length).toBeGreaterThanOrEqual(6)
    for (const handover of handovers) expect(handover).toEqual({ pick_up_zone: 'Europe/Paris', drop_off_zone: 'Europe/Paris', pick_up: '10:00', drop_off: '10:00' })
  })

  it("gives every car consistent trust figures: a rating exactly when it has ratings, never more ratings than trips; new cars are unrated", async () => {
    const figures = await rows<{ rating: number | null; rating_count: number; trips: number; coming_soon: boolean }>(sql`SELECT rating, rating_count, trips, coming_soon FROM cars`)
    expect(figures.length).toBeGreaterThan(100)
    for (const car of figures) {
      expect(car.rating === null).toBe(car.rating_count === 0)
      expect(car.rating_count).toBeLessThanOrEqual(car.trips)
      // no car with trips and not one rating ('Not rated yet · 191 trips'): a car without ratings is new
      if (car.rating_count === 0) expect(car.trips).toBe(0)
      if (car.coming_soon) expect(car.rating_count).toBe(0)
    }
    const newCars = figures.filter((car) => car.trips === 0).length
    expect(newCars).toBeGreaterThan(0)
    expect(newCars).toBeLessThan(figures.length / 5)
    // ratings come from a share of the trips, not all of them
    expect(figures.some((car) => car.rating_count > 0 && car.rating_count < car.trips)).toBe(true)
  })

  it('creates the verified demo driver with an argon2id password hash', async () => {
    const [driver] = await database.db.select().from(schema.users).where(eq(schema.users.email, DEMO_DRIVER_EMAIL))
    expect(driver).toMatchObject({ type: 'user', verified: true, language: 'en', blacklisted: false })
    expect(driver!.passwordHash).toMatch(/^\$argon2id\$/)
  })
})

describe('migrations', () => {
  it('are recorded with their checksums, and re-running them is a no-op', async () => {
    const files = await readMigrationFiles()
    const recorded = await rows<{ version: number; name: string; checksum: string }>(
      sql`SELECT version, name, checksum FROM schema_migrations ORDER BY version`,
    )
    expect(recorded).toEqual(files.map(({ version, name, checksum }) => ({ version, name, checksum })))
    expect(files.map((f) => f.version)).toEqual(files.map((_, index) => index + 1))
    await expect(database.migrate()).resolves.toEqual([])
    const [again] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM schema_migrations`)
    expect(again!.n).toBe(files.length)
  })

  it('refuses to run when an applied migration file was edited', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'keyturn-migrations-'))
    try {
      await cp(defaultMigrationsDir, dir, { recursive: true })
      const [first] = (await readdir(dir)).sort()
      await writeFile(join(dir, first!), '-- edited\nSELECT 1;\n')
      await expect(database.migrate(dir)).rejects.toThrow(/was changed after it was applied/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('builds the database the Drizzle schema describes', async () => {
    const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable))
    const columns = await rows<{ table_name: string; column_name: string; is_nullable: string; udt_name: string }>(
      sql`SELECT table_name, column_name, is_nullable, udt_name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name <> 'schema_migrations' ORDER BY table_name, ordinal_position`,
    )
    const inDatabase = new Map<string, Map<string, { nullable: boolean; type: string }>>()
    for (const column of columns) {
      if (!inDatabase.has(column.table_name)) inDatabase.set(column.table_name, new Map())
      inDatabase.get(column.table_name)!.set(column.column_name, { nullable: column.is_nullable === 'YES', type: column.udt_name })
    }
    expect([...inDatabase.keys()].sort()).toEqual(tables.map((table) => getTableName(table)).sort())

    for (const table of tables) {
      const config = getTableConfig(table)
      const actual = inDatabase.get(config.name)!
      expect([...actual.keys()].sort(), config.name).toEqual(config.columns.map((column) => column.name).sort())
      for (const column of config.columns) {
        const described = actual.get(column.name)!
        expect(described.nullable, `${config.name}.${column.name} nullable`).toBe(!column.notNull)
        expect(described.type, `${config.name}.${column.name} type`).toBe(udtName(column.getSQLType()))
      }
    }

    const constraints = await rows<{ conname: string }>(sql`SELECT conname FROM pg_constraint WHERE conname IN ('bookings_no_overlap', 'bookings_period_check')`)
    expect(constraints.map((c) => c.conname).sort()).toEqual(['bookings_no_overlap', 'bookings_period_check'])
    const [emailIndex] = await rows<{ indexdef: string }>(sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'users_email_lower_key'`)
    expect(emailIndex!.indexdef).toMatch(/UNIQUE INDEX .*lower\(email\)/)
  })

  it('0016 gives the places of a database seeded before it their zones, and stops at a place it cannot place', async () => {
    // a copy of the seeded database as it was before 0016: no time_zone column, 0016 not recorded
    const before = await openTestDatabase()
    const run = async (query: ReturnType<typeof sql>) => (await before.db.execute<Row>(query)) as { rows: Row[] }
    try {
      await run(sql`ALTER TABLE locations DROP COLUMN time_zone`)
      await run(sql`DELETE FROM schema_migrations WHERE name = 'place_time_zones'`)
      // Perth: in Australia, but in neither zone the rule knows there
      const [australia] = (await run(sql`SELECT id FROM countries WHERE code = 'AU'`)).rows as { id: string }[]
      await run(sql`INSERT INTO locations (country_id, names, latitude, longitude) VALUES (${australia!.id}, '{"en":"Perth Airport","fr":"Aéroport de Perth","es":"Aeropuerto de Perth"}', -31.94, 115.97)`)
      await expect(before.migrate()).rejects.toThrow(/no known time zone/)
      expect((await run(sql`SELECT count(*)::int AS n FROM schema_migrations WHERE name = 'place_time_zones'`)).rows).toEqual([{ n: 0 }])
      await run(sql`DELETE FROM locations WHERE names->>'en' = 'Perth Airport'`)
      expect(await before.migrate()).toEqual([{ version: 16, name: 'place_time_zones' }])
      const places = (await run(sql`SELECT names->>'en' AS name, time_zone FROM locations`)).rows as { name: string; time_zone: string }[]
      expect(places.length).toBe(seedZones.size)
      for (const place of places) expect(place.time_zone, place.name).toBe(seedZones.get(place.name))
      const [column] = (await run(sql`SELECT is_nullable FROM information_schema.columns WHERE table_name = 'locations' AND column_name = 'time_zone'`)).rows
      expect(column).toEqual({ is_nullable: 'NO' })
    } finally {
      await before.close()
    }
  })

  it("0017 turns a database of decimal amounts into cents, keeps each booking's total as one agreed line, and refuses a rate of 0", async () => {
    // a copy of the seeded database as it was before 0017: amounts numeric(12,2), no lines
    const before = await openTestDatabase()
    const run = async (query: ReturnType<typeof sql>) => (await before.db.execute<Row>(query)) as { rows: Row[] }
    const rates = ['daily_price', 'discounted_daily_price', 'bi_weekly_price', 'discounted_bi_weekly_price', 'weekly_price', 'discounted_weekly_price', 'monthly_price', 'discounted_monthly_price', 'deposit']
    const options = ['cancellation', 'amendments', 'theft_protection', 'collision_damage_waiver', 'full_insurance', 'additional_driver']
    const toDecimal = (column: string, option = false) =>
      sql.raw(`ALTER COLUMN ${column} ${option ? 'DROP DEFAULT, ALTER COLUMN ' + column + ' ' : ''}TYPE numeric(12,2) USING ${option ? `CASE WHEN ${column} < 0 THEN -1 ELSE ${column} / 100.0 END` : `${column} / 100.0`}`)
    try {
      const carsBefore = (await run(sql`SELECT id, daily_price::text AS daily, deposit::text AS deposit, theft_protection::text AS theft FROM cars ORDER BY id`)).rows
      const bookingsBefore = (await run(sql`SELECT id, price::text AS price, payment_amount::text AS paid FROM bookings ORDER BY id`)).rows
      await run(sql`ALTER TABLE cars DROP CONSTRAINT cars_rates_check, DROP CONSTRAINT cars_deposit_check, DROP CONSTRAINT cars_options_check`)
      for (const column of rates) await run(sql`ALTER TABLE cars ${toDecimal(column)}`)
      for (const column of options) await run(sql`ALTER TABLE cars ${toDecimal(column, true)}`)
      await run(sql`ALTER TABLE car_date_prices DROP CONSTRAINT car_date_prices_daily_price_check`)
      await run(sql`ALTER TABLE car_date_prices ${toDecimal('daily_price')}`)
      await run(sql`ALTER TABLE bookings DROP CONSTRAINT bookings_price_check, DROP CONSTRAINT bookings_deposit_amount_check, DROP CONSTRAINT bookings_payment_amount_check, DROP COLUMN price_lines`)
      for (const column of ['price', 'deposit_amount', 'payment_amount', 'paid_online_amount']) await run(sql`ALTER TABLE bookings ${toDecimal(column)}`)
      await run(sql`UPDATE bookings SET currency = 'EUR'`)
      await run(sql`DELETE FROM schema_migrations WHERE name = 'money_in_cents'`)

      expect(await before.migrate()).toEqual([{ version: 17, name: 'money_in_cents' }])
      expect((await run(sql`SELECT id, daily_price::text AS daily, deposit::text AS deposit, theft_protection::text AS theft FROM cars ORDER BY id`)).rows).toEqual(carsBefore)
      expect((await run(sql`SELECT id, price::text AS price, payment_amount::text AS paid FROM bookings ORDER BY id`)).rows).toEqual(bookingsBefore)
      // what was stored was in USD; it stays, as one line, nothing recomputed
      const kept = (await run(sql`SELECT price, currency, price_lines FROM bookings`)).rows as { price: number; currency: string; price_lines: unknown }[]
      expect(kept.length).toBeGreaterThan(0)
      for (const booking of kept) {
        expect(booking.currency).toBe('USD')
        expect(booking.price_lines).toEqual([{ kind: 'agreed', quantity: 1, unitAmount: Number(booking.price), amount: Number(booking.price) }])
      }
      // a price is never 0: a tier the car does not offer is NULL
      const [car] = (await run(sql`SELECT id FROM cars LIMIT 1`)).rows as { id: string }[]
      const refusal = (query: ReturnType<typeof sql>) => run(query).then(() => 'accepted', (error: Error & { cause?: Error }) => error.cause?.message ?? error.message)
      expect(await refusal(sql`UPDATE cars SET daily_price = 0 WHERE id = ${car!.id}`)).toMatch(/cars_rates_check/)
      expect(await refusal(sql`UPDATE cars SET weekly_price = 0 WHERE id = ${car!.id}`)).toMatch(/cars_rates_check/)
      expect(await refusal(sql`UPDATE cars SET theft_protection = -5 WHERE id = ${car!.id}`)).toMatch(/cars_options_check/)
      await run(sql`UPDATE cars SET weekly_price = NULL, theft_protection = 0 WHERE id = ${car!.id}`)
    } finally {
      await before.close()
    }
  })

  it('0018 gives the notifications written before it their kind and facts, from their wording and their booking', async () => {
    const before = await openTestDatabase()
    const run = async (query: ReturnType<typeof sql>) => (await before.db.execute<Row>(query)) as { rows: Row[] }
    try {
      await run(sql`ALTER TABLE notifications DROP CONSTRAINT notifications_kind_facts_check, DROP COLUMN kind, DROP COLUMN facts`)
      await run(sql`DELETE FROM schema_migrations WHERE name = 'notification_kinds'`)
      const [booking] = (await run(sql`SELECT b.id, b.reference, c.name AS car, s.full_name AS supplier, b.driver_id FROM bookings b JOIN cars c ON c.id = b.car_id JOIN users s ON s.id = b.supplier_id LIMIT 1`)).rows as {
        id: string; reference: string; car: string; supplier: string; driver_id: string
      }[]
      const { id, reference, car, supplier, driver_id: driver } = booking!
      await run(sql`DELETE FROM notifications`)
      const written = [
        `Votre réservation ${reference} (${car}) a été enregistrée.`,
        `El pago de su reserva ${reference} (${car}) ha fallado: la reserva se ha cancelado.`,
        `Your cancel request for booking ${reference} (${car}) was received. ${supplier} will be in touch to finish the cancellation.`,
        `${supplier} confirmed your booking of the ${car}.`,
        `Your booking ${reference} (${car}) was changed. New price: $120.`,
      ]
      for (const message of written) await run(sql`INSERT INTO notifications (user_id, booking_id, message) VALUES (${driver}, ${id}, ${message})`)
      expect(await before.migrate()).toEqual([{ version: 18, name: 'notification_kinds' }])
      const rows = (await run(sql`SELECT message, kind, facts FROM notifications`)).rows as { message: string; kind: string | null; facts: unknown }[]
      const byMessage = new Map(rows.map((row) => [row.message, { kind: row.kind, facts: row.facts }]))
      expect(written.map((message) => byMessage.get(message))).toEqual([
        { kind: 'bookingMade', facts: { reference, car } },
        { kind: 'paymentFailed', facts: { reference, car } },
        { kind: 'cancelRequested', facts: { reference, car, supplier } },
        { kind: 'bookingConfirmed', facts: { reference, car, supplier } },
        // a price in its words: kept as written
        { kind: null, facts: null },
      ])
    } finally {
      await before.close()
    }
  })

  it("0019 counts the ratings recorded before it, and clears a rating nothing backs (the car is 'New')", async () => {
    const before = await openTestDatabase()
    const run = async (query: ReturnType<typeof sql>) => (await before.db.execute<Row>(query)) as { rows: Row[] }
    try {
      await run(sql`ALTER TABLE cars DROP CONSTRAINT cars_rating_count_check, DROP CONSTRAINT cars_rating_backed_check, DROP COLUMN rating_count`)
      await run(sql`DELETE FROM schema_migrations WHERE name = 'car_rating_count'`)
      // a car rated by two renters since (its rating their mean), one with a rating nothing backs
      const [rated, second] = (await run(sql`SELECT b.id AS booking, b.car_id AS car, b.driver_id AS driver FROM bookings b LIMIT 2`)).rows as { booking: string; car: string; driver: string }[]
      await run(sql`UPDATE cars SET rating = 4.5, trips = 0 WHERE id = ${rated!.car}`)
      await run(sql`INSERT INTO booking_ratings (booking_id, car_id, driver_id, rating) VALUES (${rated!.booking}, ${rated!.car}, ${rated!.driver}, 4)`)
      await run(sql`INSERT INTO booking_ratings (booking_id, car_id, driver_id, rating) VALUES (${second!.booking}, ${rated!.car}, ${rated!.driver}, 5)`)
      const [other] = (await run(sql`SELECT id FROM cars WHERE id <> ${rated!.car} LIMIT 1`)).rows as { id: string }[]
      await run(sql`UPDATE cars SET rating = 4.8, trips = 120 WHERE id = ${other!.id}`)

      expect(await before.migrate()).toEqual([{ version: 19, name: 'car_rating_count' }])
      const figures = async (id: string) => (await run(sql`SELECT rating, rating_count, trips FROM cars WHERE id = ${id}`)).rows[0]
      expect(await figures(rated!.car)).toEqual({ rating: 4.5, rating_count: 2, trips: 2 })
      expect(await figures(other!.id)).toEqual({ rating: null, rating_count: 0, trips: 120 })
    } finally {
      await before.close()
    }
  })

  it("refuses a rating without ratings behind it, ratings without a rating, and more ratings than trips", async () => {
    const [car] = await rows<{ id: string }>(sql`SELECT id FROM cars LIMIT 1`)
    const refusal = (query: ReturnType<typeof sql>) => database.db.execute(query).then(() => 'accepted', (error: Error & { cause?: Error }) => error.cause?.message ?? error.message)
    expect(await refusal(sql`UPDATE cars SET rating = 4.2, rating_count = 0, trips = 10 WHERE id = ${car!.id}`)).toMatch(/cars_rating_backed_check/)
    expect(await refusal(sql`UPDATE cars SET rating = NULL, rating_count = 3, trips = 10 WHERE id = ${car!.id}`)).toMatch(/cars_rating_backed_check/)
    expect(await refusal(sql`UPDATE cars SET rating = 4.2, rating_count = 11, trips = 10 WHERE id = ${car!.id}`)).toMatch(/cars_rating_count_check/)
  })

  it('keeps the settings row with the specification defaults', async () => {
    const all = await database.db.select().from(schema.settings)
    expect(all).toHaveLength(1)
    expect(all[0]).toMatchObject({
      id: 1,
      minimumPickUpHours: 1,
      minimumRentalHours: 1,
      minimumDriverAge: 21,
      hideSuppliers: false,
      paginationMode: 'classic',
      languageFromIp: false,
    })
  })
})

/** The IANA time zones this engine knows (a place's zone must be one). */
const ianaZones = new Set(Intl.supportedValuesOf('timeZone'))
/** The seed's zone of each place, by its English name. */
const seedZones = new Map(seedCountries.flatMap((country) => country.locations.map((place) => [place.names.en, place.timeZone] as const)))

/** information_schema's udt_name for a Drizzle SQL type. */
function udtName(sqlType: string): string {
  const base = sqlType.replace(/\(.*\)/, '').trim()
  const names: Record<string, string> = {
    'timestamp with time zone': 'timestamptz',
    'double precision': 'float8',
    integer: 'int4',
    smallint: 'int2',
    bigint: 'int8',
    boolean: 'bool',
  }
  if (base.endsWith('[]')) return `_${base.slice(0, -2)}`
  return names[base] ?? base
}

describe('catalogue queries', () => {
  it('pages locations, names in the asked language, with the total', async () => {
    const page1 = await listLocations(database.db, { language: 'fr', page: 1, size: 10 })
    const page2 = await listLocations(database.db, { language: 'fr', page: 2, size: 10 })
    expect(page1.total).toBeGreaterThanOrEqual(40)
    expect(page1.rows).toHaveLength(10)
    expect(page2.total).toBe(page1.total)
    expect(new Set([...page1.rows, ...page2.rows].map((r) => r.id)).size).toBe(20)
    const location = page1.rows[0]!
    expect(Object.keys(location).sort()).toEqual(['countryCode', 'countryId', 'countryName', 'id', 'latitude', 'longitude', 'name', 'timeZone'])
    for (const row of [...page1.rows, ...page2.rows]) expect(ianaZones.has(row.timeZone), `${row.name}: ${row.timeZone}`).toBe(true)
    expect(typeof location.latitude).toBe('number')
    expect(location.countryCode).toMatch(/^[A-Z]{2}$/)
    const beyond = await listLocations(database.db, { language: 'en', page: 1000, size: 10 })
    expect(beyond).toEqual({ total: page1.total, rows: [] })
  })

  it('finds a keyword in any language, ignoring case and accents', async () => {
    const paris = await listLocations(database.db, { language: 'en', keyword: 'paris', page: 1, size: 30 })
    expect(paris.rows.map((r) => r.name)).toContain('Paris Charles de Gaulle Airport')
    expect(paris.rows.filter((r) => r.countryCode === 'FR').every((r) => r.timeZone === 'Europe/Paris')).toBe(true)
    const viaSpanish = await listLocations(database.db, { language: 'en', keyword: 'PARÍS-charles', page: 1, size: 30 })
    expect(viaSpanish.rows.map((r) => r.name)).toEqual(['Paris Charles de Gaulle Airport'])
    const viaFrench = await listLocations(database.db, { language: 'es', keyword: 'aeroport paris-charles', page: 1, size: 30 })
    expect(viaFrench.rows.map((r) => r.name)).toEqual(['Aeropuerto de París-Charles de Gaulle'])
    const byCountry = await listLocations(database.db, { language: 'en', keyword: 'royaume', page: 1, size: 30 })
    expect(byCountry.total).toBeGreaterThan(0)
    expect(byCountry.rows.every((r) => r.countryCode === 'GB')).toBe(true)
    const wildcard = await listLocations(database.db, { language: 'en', keyword: '%', page: 1, size: 30 })
    expect(wildcard.total).toBe(0)
  })

  it('orders locations by name in the asked language', async () => {
    const all = await listLocationsWithPosition(database.db, 'es')
    const folded = all.map((r) => r.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())
    expect(folded).toEqual([...folded].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it('gets one location, or null', async () => {
    const [any] = (await listLocations(database.db, { language: 'en', keyword: 'heathrow', page: 1, size: 1 })).rows
    const location = await getLocation(database.db, any!.id, 'fr')
    expect(location).toMatchObject({ id: any!.id, name: 'Aéroport de Londres-Heathrow', countryName: 'Royaume-Uni', countryCode: 'GB', timeZone: 'Europe/London' })
    expect(await getLocation(database.db, '00000000-0000-4000-8000-000000000000', 'en')).toBeNull()
    expect(await getLocation(database.db, 'not-a-uuid', 'en')).toBeNull()
  })

  it('lists only countries with at least minLocations locations', async () => {
    const withFour = await listCountriesWithLocations(database.db, 'en', 4)
    const withOne = await listCountriesWithLocations(database.db, 'en', 1)
    expect(withFour.length).toBeGreaterThanOrEqual(4)
    expect(withOne.length).toBeGreaterThan(withFour.length)
    for (const country of withFour) {
      expect(Object.keys(country).sort()).toEqual(['code', 'id', 'locations', 'name'])
      expect(country.locations.length).toBeGreaterThanOrEqual(4)
      expect(country.locations.every((l) => l.countryId === country.id)).toBe(true)
    }
    expect(withFour.map((c) => c.code)).not.toContain('AU')
    expect(withOne.map((c) => c.code)).toContain('AU')
    expect(await listCountriesWithLocations(database.db, 'en', 1000)).toEqual([])
    const french = await listCountriesWithLocations(database.db, 'fr', 4)
    expect(french.map((c) => c.name)).toContain('États-Unis')
  })

  it('lists suppliers with logo URLs and car counts', async () => {
    const suppliers = await listSuppliers(database.db)
    expect(suppliers.length).toBeGreaterThanOrEqual(8)
    for (const supplier of suppliers) {
      expect(Object.keys(supplier).sort()).toEqual(['avatar', 'carCount', 'fullName', 'id', 'licenseRequired', 'payLater'])
      expect(supplier.avatar).toMatch(/^\/images\/suppliers\/[a-z0-9-]+\.webp$/)
      expect(typeof supplier.carCount).toBe('number')
    }
    const [cars] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM cars`)
    expect(suppliers.reduce((sum, s) => sum + s.carCount, 0)).toBe(cars!.n)
  })

  it('gets a car with its supplier, locations and date-based prices', async () => {
    const [dated] = await database.db
      .select({ id: schema.cars.id })
      .from(schema.cars)
      .where(and(eq(schema.cars.isDateBasedPrice, true), eq(schema.cars.range, 'midi')))
      .limit(1)
    const car = await getCar(database.db, dated!.id, 'es')
    expect(car).not.toBeNull()
    expect(Object.keys(car!).sort()).toEqual(
      [
        'id', 'name', 'supplier', 'minimumAge', 'locations', 'dailyPrice', 'discountedDailyPrice', 'biWeeklyPrice',
        'discountedBiWeeklyPrice', 'weeklyPrice', 'discountedWeeklyPrice', 'monthlyPrice', 'discountedMonthlyPrice',
        'isDateBasedPrice', 'dateBasedPrices', 'deposit', 'available', 'fullyBooked', 'comingSoon', 'fuelType', 'gearbox',
        'aircon', 'image', 'seats', 'doors', 'fuelPolicy', 'mileage', 'cancellation', 'amendments', 'theftProtection',
        'collisionDamageWaiver', 'fullInsurance', 'additionalDriver', 'range', 'multimedia', 'rating', 'ratingCount', 'trips', 'co2',
      ].sort(),
    )
    expect(Object.keys(car!.supplier).sort()).toEqual(['avatar', 'fullName', 'id'])
    expect(car!.image).toMatch(/^\/images\/cars\/midi-[a-z]+\.webp$/)
    expect(typeof car!.dailyPrice).toBe('number')
    expect(typeof car!.deposit).toBe('number')
    expect(Array.isArray(car!.multimedia)).toBe(true)
    expect(car!.locations.length).toBeGreaterThanOrEqual(1)
    expect(Object.keys(car!.locations[0]!).sort()).toEqual(['id', 'name', 'timeZone'])
    for (const place of car!.locations) expect(ianaZones.has(place.timeZone), place.timeZone).toBe(true)
    expect(car!.dateBasedPrices.length).toBeGreaterThanOrEqual(2)
    for (const price of car!.dateBasedPrices) {
      expect(price.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(price.endDate >= price.startDate).toBe(true)
      expect(typeof price.dailyPrice).toBe('number')
    }
    expect(await getCar(database.db, '00000000-0000-4000-8000-000000000000', 'en')).toBeNull()
  })

  it('reads numbers as numbers and dates as strings on this driver', async () => {
    const [values] = await rows(sql`SELECT 12.50::numeric(12,2) AS money, 9007199254740::int8 AS big, '2030-05-06'::date AS day`)
    expect(values).toEqual({ money: 12.5, big: 9007199254740, day: '2030-05-06' })
    const [driver] = await database.db
      .select({ birthDate: schema.users.birthDate, rate: schema.users.priceChangeRate })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_DRIVER_EMAIL))
    expect(driver).toEqual({ birthDate: '1990-04-12', rate: 0 })
  })
})
