// A large catalogue for the search benchmark: the demo data (the seed's own builders), then its cars
// copied in SQL up to CAR_COUNT with prices varied per copy (same locations and date-based prices as
// their template), and BOOKINGS_PER_CAR non-overlapping bookings per car with a mix of statuses. Unpaid
// (void) bookings are still in their payment window: expired ones would make the server's sweep cancel
// thousands and e-mail their drivers during the measurement.
// INSERT … SELECT inside the database is far faster than sending rows, on PGlite and PostgreSQL alike.
import { sql } from 'drizzle-orm'
import type { AppDb } from '../../src/server/db/index.js'
import { referenceDay } from '../../src/server/seed/build-demo-data.js'
import { seedDatabase } from '../../src/server/seed/seed.js'

export const CAR_COUNT = 10_000
export const BOOKINGS_PER_CAR = 10
/** Each booking sits in its own 14-day slot (start within 4 days, 1–9 days long), so none overlap. */
const SLOT_DAYS = 14
const FIRST_SLOT_DAY = -30

export async function seedLargeCatalogue(db: AppDb, carCount = CAR_COUNT): Promise<{ cars: number; bookings: number }> {
  await seedDatabase(db)
  const reference = referenceDay().toISOString()
  await db.transaction(async (tx) => {
    const run = (statement: string) => tx.execute(sql.raw(statement))
    // The demo driver's few bookings would collide with the generated slots.
    await run(`DELETE FROM bookings`)
    await run(`CREATE TEMP TABLE car_copies ON COMMIT DROP AS
      SELECT c.id AS template_id, gen_random_uuid() AS id, (0.8 + random() * 0.4)::numeric(6, 4) AS factor
      FROM cars c CROSS JOIN generate_series(1, ${Math.ceil(carCount / 100) + 1}) AS n
      ORDER BY n, c.id
      LIMIT (SELECT ${carCount} - count(*) FROM cars)`)
    await run(`CREATE TEMP TABLE new_cars ON COMMIT DROP AS
      SELECT c.*, m.id AS copy_id, m.factor FROM car_copies m JOIN cars c ON c.id = m.template_id`)
    await run(`UPDATE new_cars SET id = copy_id,
      daily_price = round(daily_price * factor, 2),
      discounted_daily_price = round(discounted_daily_price * factor, 2),
      bi_weekly_price = round(bi_weekly_price * factor, 2),
      discounted_bi_weekly_price = round(discounted_bi_weekly_price * factor, 2),
      weekly_price = round(weekly_price * factor, 2),
      discounted_weekly_price = round(discounted_weekly_price * factor, 2),
      monthly_price = round(monthly_price * factor, 2),
      discounted_monthly_price = round(discounted_monthly_price * factor, 2),
      deposit = round(deposit * factor / 50) * 50`)
    await run(`ALTER TABLE new_cars DROP COLUMN copy_id, DROP COLUMN factor`)
    await run(`INSERT INTO cars SELECT * FROM new_cars`)
    await run(`INSERT INTO car_locations (car_id, location_id)
      SELECT m.id, cl.location_id FROM car_copies m JOIN car_locations cl ON cl.car_id = m.template_id`)
    await run(`INSERT INTO car_date_prices (car_id, start_date, end_date, daily_price)
      SELECT m.id, d.start_date, d.end_date, round(d.daily_price * m.factor, 2)
      FROM car_copies m JOIN car_date_prices d ON d.car_id = m.template_id`)
    await run(`INSERT INTO bookings (supplier_id, car_id, driver_id, pick_up_location_id, drop_off_location_id,
        "from", "to", status, price, price_lines, expires_at, reference)
      SELECT s.supplier_id, s.car_id, (SELECT id FROM users WHERE type = 'user' LIMIT 1), s.location_id, s.location_id,
        s.from_at, s.from_at + s.days * interval '1 day',
        (CASE WHEN s.r < 0.40 THEN 'paid' WHEN s.r < 0.55 THEN 'reserved' WHEN s.r < 0.65 THEN 'deposit'
              WHEN s.r < 0.75 THEN 'pending' WHEN s.r < 0.90 THEN 'cancelled' ELSE 'void' END)::booking_status,
        100 * s.days,
        -- one agreed line, as migration 0017 gives a booking made before lines were kept
        jsonb_build_array(jsonb_build_object('kind', 'agreed', 'quantity', 1, 'unitAmount', 100 * s.days, 'amount', 100 * s.days)),
        CASE WHEN s.r >= 0.90 THEN now() + interval '1 hour' END,
        -- the row number in the references' alphabet: random ones collide now and then among 500,000
        (SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', ((s.n / power(31, i)::bigint) % 31)::int + 1, 1), '' ORDER BY i DESC)
          FROM generate_series(0, 7) AS i)
      FROM (
        SELECT c.id AS car_id, c.supplier_id,
          (SELECT location_id FROM car_locations cl WHERE cl.car_id = c.id LIMIT 1) AS location_id,
          '${reference}'::timestamptz + ((slot * ${SLOT_DAYS} + ${FIRST_SLOT_DAY}) * 24 + floor(random() * 96)) * interval '1 hour' AS from_at,
          1 + floor(random() * 9) AS days,
          random() AS r,
          row_number() OVER () AS n
        FROM cars c CROSS JOIN generate_series(0, ${BOOKINGS_PER_CAR - 1}) AS slot
      ) s`)
  })
  // As autovacuum would: statistics for the planner, and the visibility map for index-only scans.
  await db.execute(sql`VACUUM ANALYZE`)
  const counted = (await db.execute<{ cars: number; bookings: number }>(sql`SELECT (SELECT count(*) FROM cars)::int AS cars, (SELECT count(*) FROM bookings)::int AS bookings`)) as {
    rows: { cars: number; bookings: number }[]
  }
  return counted.rows[0]!
}

/** The location served by the most cars: the busiest search. */
export async function busiestLocation(db: AppDb): Promise<{ id: string; cars: number }> {
  const result = (await db.execute<{ id: string; cars: number }>(
    sql`SELECT location_id AS id, count(*)::int AS cars FROM car_locations GROUP BY location_id ORDER BY count(*) DESC, location_id LIMIT 1`,
  )) as { rows: { id: string; cars: number }[] }
  return result.rows[0]!
}
