-- Issue 13 (hardening and scale-out): e-mails written in the transaction that causes them, rate-limit
-- counters shared by every server instance, and the limits of a guest whose e-mail is not confirmed.

-- The transactional outbox: a row per e-mail, delivered by a background worker (claimed with
-- FOR UPDATE SKIP LOCKED, so one instance sends each), retried with back-off. message_id is the
-- Message-ID header: a retry after a crash sends the same one, so the receiver can tell a duplicate.
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_id text NOT NULL CONSTRAINT outbox_message_id_key UNIQUE,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  reply_to text,
  -- [{ filename, content, contentType }] (e.g. a booking's calendar file)
  attachments jsonb,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  -- given up after the last attempt (kept for the operator, with the last error)
  failed_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;

-- Fixed-window request counters per client and operation (the @fastify/rate-limit store).
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_reset_at ON rate_limit_hits (reset_at);

-- A guest account not yet activated holds at most this many pay-at-the-counter bookings, and each is
-- released when the e-mail is not confirmed within this many hours.
ALTER TABLE settings
  ADD COLUMN guest_pay_at_counter_limit integer NOT NULL DEFAULT 2 CONSTRAINT settings_guest_pay_at_counter_limit_check CHECK (guest_pay_at_counter_limit >= 0),
  ADD COLUMN guest_confirmation_hours integer NOT NULL DEFAULT 24 CONSTRAINT settings_guest_confirmation_hours_check CHECK (guest_confirmation_hours >= 1);
