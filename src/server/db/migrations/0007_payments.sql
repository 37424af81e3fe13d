-- Online payments (issue 5): what the provider charges, and whether the checkout created the
-- driver's account (the confirmation page then shows the check-your-mailbox status).
ALTER TABLE bookings
  ADD COLUMN payment_amount numeric(12,2),
  ADD COLUMN payment_currency currency,
  ADD COLUMN guest_account boolean NOT NULL DEFAULT false;

-- The expiry sweep reads only unpaid bookings by their deadline.
CREATE INDEX bookings_void_expires_at_idx ON bookings (expires_at) WHERE status = 'void';

-- A checkout is looked up by its reference or its Stripe session id (confirmation page, webhook).
CREATE UNIQUE INDEX bookings_checkout_reference_key ON bookings (checkout_reference);
CREATE UNIQUE INDEX bookings_provider_session_id_key ON bookings (provider_session_id);
