-- The driver's bookings (issue 9): when a cancel request was sent, removal from the driver's list
-- (the record stays for the supplier), what was paid online once an edit reprices a booking, and
-- the renters' ratings of a car (one per booking).

ALTER TABLE bookings
  ADD COLUMN cancel_requested_at timestamptz,
  -- The driver deleted it from their list; the supplier still sees it.
  ADD COLUMN deleted_by_driver boolean NOT NULL DEFAULT false,
  -- What was paid online, base currency, recorded when an edit changes the price of a booking paid
  -- online (deposit or in full); null before: it is then the deposit or the price, by status.
  ADD COLUMN paid_online_amount numeric(12,2) CONSTRAINT bookings_paid_online_amount_check CHECK (paid_online_amount >= 0);

-- The bookings list: one driver's visible bookings, newest pick-up first.
CREATE INDEX bookings_driver_list_idx ON bookings (driver_id, "from" DESC, created_at DESC) WHERE NOT deleted_by_driver;

CREATE TABLE booking_ratings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Once per booking.
  booking_id uuid NOT NULL CONSTRAINT booking_ratings_booking_id_key UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
  car_id uuid NOT NULL REFERENCES cars (id) ON DELETE CASCADE,
  driver_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating smallint NOT NULL CONSTRAINT booking_ratings_rating_check CHECK (rating BETWEEN 1 AND 5),
  comment text CONSTRAINT booking_ratings_comment_check CHECK (char_length(comment) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_ratings_car_id_idx ON booking_ratings (car_id);
