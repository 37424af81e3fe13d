-- A booking reference a person can read out (issue 15) and the booking limits of the settings (issue 13).

-- 8 characters from an alphabet without look-alikes (no 0, O, 1, I, L): the contract's BookingReference.
-- Each character comes from 32 bits of gen_random_uuid() (a strong random source); modulo 31 of a
-- 32-bit number is biased by less than one in 10^8. The server draws its own with node:crypto and
-- this default serves every other writer (the backfill below, the seed, tests).
CREATE FUNCTION booking_reference() RETURNS text
  LANGUAGE sql VOLATILE
  AS $$ SELECT string_agg(
    substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (('x' || right(gen_random_uuid()::text, 8))::bit(32)::bigint % 31)::integer, 1), '')
    FROM generate_series(1, 8) $$;

-- A volatile default is evaluated for each existing row: every booking gets its own reference.
ALTER TABLE bookings ADD COLUMN reference text NOT NULL DEFAULT booking_reference()
  CONSTRAINT bookings_reference_format CHECK (reference ~ '^[2-9A-HJKMNP-Z]{8}$');

-- Draw again for the (very unlikely) duplicates of the backfill before the index makes them impossible.
DO $$
BEGIN
  WHILE EXISTS (SELECT 1 FROM bookings GROUP BY reference HAVING count(*) > 1) LOOP
    UPDATE bookings SET reference = booking_reference()
    WHERE id IN (
      SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY reference ORDER BY created_at, id) AS n FROM bookings) AS numbered
      WHERE n > 1
    );
  END LOOP;
END
$$;

-- Unique, and the index that finds a booking by its reference (the bookings list's lookup).
CREATE UNIQUE INDEX bookings_reference_key ON bookings (reference);

-- Booking limits: the longest rental, and how far ahead (from now) a rental may end.
ALTER TABLE settings
  ADD COLUMN maximum_rental_days integer NOT NULL DEFAULT 90 CONSTRAINT settings_maximum_rental_days_check CHECK (maximum_rental_days >= 1),
  ADD COLUMN booking_horizon_days integer NOT NULL DEFAULT 365 CONSTRAINT settings_booking_horizon_days_check CHECK (booking_horizon_days >= 1);
