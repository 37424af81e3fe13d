-- Site settings (a single row with the spec §9 defaults) and mailing-list subscriptions.
CREATE TABLE settings (
  id smallint PRIMARY KEY DEFAULT 1 CONSTRAINT settings_single_row CHECK (id = 1),
  minimum_pick_up_hours integer NOT NULL DEFAULT 1,
  minimum_rental_hours integer NOT NULL DEFAULT 1,
  minimum_driver_age integer NOT NULL DEFAULT 21,
  hide_suppliers boolean NOT NULL DEFAULT false,
  pagination_mode pagination_mode NOT NULL DEFAULT 'classic',
  language_from_ip boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO settings (id) VALUES (1);

CREATE TABLE newsletter_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  "language" "language" NOT NULL DEFAULT 'en',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_subscriptions_email_lower_key ON newsletter_subscriptions (lower(email));
