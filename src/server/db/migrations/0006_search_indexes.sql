-- Indexes of the car search (src/server/db/queries/search.ts); plans checked with EXPLAIN on the
-- benchmark catalogue (10 000 cars, 100 000 bookings).

-- The search starts from the cars serving one location: with car_id in the key the location's
-- cars come from the index alone. It supersedes the single-column index on location_id.
DROP INDEX car_locations_location_id_idx;
CREATE INDEX car_locations_location_id_car_id_idx ON car_locations (location_id, car_id);

-- Availability: for each candidate car, its non-cancelled bookings ending after the pick-up time,
-- with what the overlap and expiry checks read, so the probe does not visit the table.
CREATE INDEX bookings_blocking_idx ON bookings (car_id, "to") INCLUDE ("from", status, expires_at)
  WHERE status <> 'cancelled';
