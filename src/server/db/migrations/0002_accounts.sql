-- Accounts (drivers, suppliers, admins), one-time tokens and revocable sessions.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type user_type NOT NULL DEFAULT 'user',
  full_name text NOT NULL,
  email text NOT NULL,
  phone text,
  location text,
  bio text,
  birth_date date,
  password_hash text,
  verified boolean NOT NULL DEFAULT false,
  verified_at timestamptz,
  blacklisted boolean NOT NULL DEFAULT false,
  "language" "language" NOT NULL DEFAULT 'en',
  enable_email_notifications boolean NOT NULL DEFAULT true,
  avatar text,
  license text,
  social_provider social_sign_in_provider,
  pay_later boolean NOT NULL DEFAULT false,
  license_required boolean NOT NULL DEFAULT false,
  price_change_rate numeric(6,2) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One account per address whatever its case.
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
CREATE INDEX users_type_idx ON users (type);

CREATE TABLE tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose token_purpose NOT NULL,
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tokens_token_hash_key ON tokens (token_hash);
CREATE INDEX tokens_user_id_idx ON tokens (user_id);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  stay_connected boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
