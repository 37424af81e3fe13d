-- Issue 11: the outbox is claimed in one statement (UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP
-- LOCKED)), whose rows come back in no particular order. E-mails of one transaction (an activation,
-- then the booking confirmation) must still go out in the order they were written: created_at takes
-- the clock at each insert, not the transaction's start, so it tells them apart.
ALTER TABLE outbox ALTER COLUMN created_at SET DEFAULT clock_timestamp();
