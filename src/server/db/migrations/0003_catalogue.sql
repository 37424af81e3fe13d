-- Countries, rental locations and cars with their prices and places.
CREATE TABLE countries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL CONSTRAINT countries_code_key UNIQUE,
  names jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE locations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  country_id uuid NOT NULL REFERENCES countries (id) ON DELETE RESTRICT,
  names jsonb NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX locations_country_id_idx ON locations (country_id);

CREATE TABLE cars (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  supplier_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  minimum_age integer NOT NULL DEFAULT 21,
  image text NOT NULL,
  daily_price numeric(12,2) NOT NULL,
  discounted_daily_price numeric(12,2),
  bi_weekly_price numeric(12,2),
  discounted_bi_weekly_price numeric(12,2),
  weekly_price numeric(12,2),
  discounted_weekly_price numeric(12,2),
  monthly_price numeric(12,2),
  discounted_monthly_price numeric(12,2),
  is_date_based_price boolean NOT NULL DEFAULT false,
  deposit numeric(12,2) NOT NULL,
  availability car_availability NOT NULL DEFAULT 'available',
  fully_booked boolean NOT NULL DEFAULT false,
  coming_soon boolean NOT NULL DEFAULT false,
  fuel_type fuel_type NOT NULL,
  gearbox gearbox NOT NULL,
  aircon boolean NOT NULL DEFAULT true,
  seats integer NOT NULL,
  doors integer NOT NULL,
  fuel_policy fuel_policy NOT NULL,
  mileage integer NOT NULL CONSTRAINT cars_mileage_check CHECK (mileage = -1 OR mileage > 0),
  -- Extras: -1 unavailable, 0 included, > 0 price.
  cancellation numeric(12,2) NOT NULL DEFAULT -1,
  amendments numeric(12,2) NOT NULL DEFAULT -1,
  theft_protection numeric(12,2) NOT NULL DEFAULT -1,
  collision_damage_waiver numeric(12,2) NOT NULL DEFAULT -1,
  full_insurance numeric(12,2) NOT NULL DEFAULT -1,
  additional_driver numeric(12,2) NOT NULL DEFAULT -1,
  "range" car_range NOT NULL,
  multimedia multimedia[] NOT NULL DEFAULT '{}',
  rating numeric(2,1) CONSTRAINT cars_rating_check CHECK (rating IS NULL OR (rating >= 0 AND rating <= 5)),
  trips integer NOT NULL DEFAULT 0,
  co2 integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cars_supplier_id_idx ON cars (supplier_id);

CREATE TABLE car_locations (
  car_id uuid NOT NULL REFERENCES cars (id) ON DELETE CASCADE,
  location_id uuid NOT NULL REFERENCES locations (id) ON DELETE CASCADE,
  CONSTRAINT car_locations_pkey PRIMARY KEY (car_id, location_id)
);
CREATE INDEX car_locations_location_id_idx ON car_locations (location_id);

CREATE TABLE car_date_prices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  car_id uuid NOT NULL REFERENCES cars (id) ON DELETE CASCADE,
  start_date date NOT NULL,
  end_date date NOT NULL,
  daily_price numeric(12,2) NOT NULL,
  CONSTRAINT car_date_prices_range_check CHECK (end_date >= start_date)
);
CREATE INDEX car_date_prices_car_id_idx ON car_date_prices (car_id);
