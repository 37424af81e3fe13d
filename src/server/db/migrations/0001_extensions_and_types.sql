-- Extensions, helper function and enumeration types (values as spelt in src/domain/enums.ts).
-- btree_gist lets the bookings exclusion constraint compare car_id (uuid) with = inside a gist index.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- Lower-case, accent-free form of a text, for keyword search that ignores case and accents.
-- translate() first because lower() leaves non-ASCII letters alone under the C collation.
CREATE FUNCTION fold_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(translate(value,
    'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ',
    'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyy')) $$;

CREATE TYPE user_type AS ENUM ('admin', 'supplier', 'user');
CREATE TYPE fuel_type AS ENUM ('diesel', 'gasoline', 'electric', 'hybrid', 'plugInHybrid', 'unknown');
CREATE TYPE car_range AS ENUM ('mini', 'midi', 'maxi', 'scooter', 'bus', 'truck', 'caravan');
CREATE TYPE multimedia AS ENUM ('touchscreen', 'bluetooth', 'androidAuto', 'appleCarPlay');
CREATE TYPE gearbox AS ENUM ('manual', 'automatic');
CREATE TYPE fuel_policy AS ENUM ('likeForlike', 'freeTank', 'fullToFull', 'FullToEmpty');
CREATE TYPE car_availability AS ENUM ('available', 'unavailable');
CREATE TYPE booking_status AS ENUM ('void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled');
CREATE TYPE payment_gateway AS ENUM ('Stripe', 'PayPal');
CREATE TYPE social_sign_in_provider AS ENUM ('facebook', 'apple', 'google');
CREATE TYPE "language" AS ENUM ('en', 'fr', 'es');
CREATE TYPE currency AS ENUM ('USD', 'EUR', 'GBP', 'AUD');
CREATE TYPE pagination_mode AS ENUM ('classic', 'infiniteScroll');
CREATE TYPE token_purpose AS ENUM ('activation', 'reset');
