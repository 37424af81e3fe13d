-- Bookings, their additional driver, notifications and handled payment-provider events.
CREATE TABLE bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  supplier_id uuid NOT NULL REFERENCES users (id),
  car_id uuid NOT NULL REFERENCES cars (id),
  driver_id uuid NOT NULL REFERENCES users (id),
  pick_up_location_id uuid NOT NULL REFERENCES locations (id),
  drop_off_location_id uuid NOT NULL REFERENCES locations (id),
  "from" timestamptz NOT NULL,
  "to" timestamptz NOT NULL,
  status booking_status NOT NULL DEFAULT 'pending',
  cancellation boolean NOT NULL DEFAULT false,
  amendments boolean NOT NULL DEFAULT false,
  theft_protection boolean NOT NULL DEFAULT false,
  collision_damage_waiver boolean NOT NULL DEFAULT false,
  full_insurance boolean NOT NULL DEFAULT false,
  additional_driver boolean NOT NULL DEFAULT false,
  price numeric(12,2) NOT NULL,
  deposit_amount numeric(12,2),
  currency currency NOT NULL DEFAULT 'USD',
  is_deposit boolean NOT NULL DEFAULT false,
  is_pay_later boolean NOT NULL DEFAULT false,
  payment_gateway payment_gateway,
  provider_session_id text,
  provider_order_id text,
  checkout_reference text,
  expires_at timestamptz,
  cancel_request boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bookings_period_check CHECK ("to" > "from"),
  -- One car cannot be held twice at once: periods are half-open, so back-to-back bookings fit,
  -- and cancelled bookings do not block.
  CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
    car_id WITH =,
    tstzrange("from", "to", '[)') WITH &&
  ) WHERE (status <> 'cancelled')
);
CREATE INDEX bookings_driver_id_idx ON bookings (driver_id);
CREATE INDEX bookings_supplier_id_idx ON bookings (supplier_id);
CREATE INDEX bookings_car_id_idx ON bookings (car_id);

CREATE TABLE additional_drivers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL CONSTRAINT additional_drivers_booking_id_key UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
  full_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  birth_date date NOT NULL
);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL,
  message text NOT NULL,
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_id_idx ON notifications (user_id, created_at);

CREATE TABLE payment_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider payment_gateway NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
-- A provider event is handled once (webhook retries, confirmation page and webhook racing).
CREATE UNIQUE INDEX payment_events_provider_event_id_key ON payment_events (provider, event_id);
