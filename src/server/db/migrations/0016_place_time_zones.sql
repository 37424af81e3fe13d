-- Issue 23 (times at the counter): every place has its IANA time zone. A pick-up or drop-off time
-- is a wall-clock time at its place; the zone turns it into an instant (src/domain/place-time.ts)
-- and shows a booking's times as the counter reads them.
--
-- Places are written only by the seed (src/server/seed/places.ts, which names each one's zone).
-- A database seeded before this migration gets the zones of the seed's places from their country
-- and longitude; a place this rule cannot place stops the migration rather than get a wrong zone.

ALTER TABLE locations ADD COLUMN time_zone text;

UPDATE locations AS l SET time_zone = CASE
    WHEN c.code = 'FR' THEN 'Europe/Paris'
    WHEN c.code = 'ES' AND l.longitude > -10 THEN 'Europe/Madrid'
    WHEN c.code = 'GB' THEN 'Europe/London'
    WHEN c.code = 'MA' THEN 'Africa/Casablanca'
    WHEN c.code = 'US' AND l.longitude > -87.5 THEN 'America/New_York'
    WHEN c.code = 'US' AND l.longitude BETWEEN -95 AND -87.5 THEN 'America/Chicago'
    WHEN c.code = 'US' AND l.longitude BETWEEN -125 AND -114.5 AND l.latitude > 32.5 THEN 'America/Los_Angeles'
    WHEN c.code = 'AU' AND l.longitude BETWEEN 149 AND 153 AND l.latitude < -28.2 AND l.latitude > -37.5 THEN 'Australia/Sydney'
    WHEN c.code = 'AU' AND l.longitude BETWEEN 141 AND 149 AND l.latitude < -34 AND l.latitude > -39.2 THEN 'Australia/Melbourne'
  END
FROM countries AS c
WHERE c.id = l.country_id;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM locations WHERE time_zone IS NULL) THEN
    RAISE EXCEPTION 'A location has no known time zone: set locations.time_zone by hand, then migrate again';
  END IF;
END $$;

ALTER TABLE locations ALTER COLUMN time_zone SET NOT NULL;
