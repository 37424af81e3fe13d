-- Issue 21 (holding cars without paying): a booking of a driver whose e-mail is not confirmed keeps
-- the client network it was made from (src/domain/holding-limits.ts: an IPv4 address, an IPv6 /64),
-- so the car-days such bookings hold together can be bounded per client. Other bookings keep none.

ALTER TABLE bookings ADD COLUMN client_network text;

CREATE INDEX bookings_client_network ON bookings (client_network) WHERE client_network IS NOT NULL;
