-- Issue 23 (money that adds up): every amount is a whole number of cents (bigint), and a booking
-- keeps the priced lines it was agreed at.
--
-- Cars: rates, deposit and options in cents of the base currency (USD). A rate is a price: a rate
-- of 0 is refused (a tier the car does not offer is NULL). An option stays -1 (unavailable),
-- 0 (included) or its price.
-- Bookings: every amount in cents of the booking's own currency (`currency`, the one it was agreed
-- and charged in); `price_lines` holds the lines the driver agreed to, written at the checkout and
-- at each edit (src/domain/price.ts), and `price` is their sum. A booking made before this
-- migration was priced in USD; it keeps its stored total as one 'agreed' line, nothing recomputed.

CREATE FUNCTION pg_temp.cents(amount numeric) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$ SELECT round(amount * 100)::bigint $$;
CREATE FUNCTION pg_temp.option_cents(amount numeric) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN amount < 0 THEN -1 ELSE round(amount * 100)::bigint END $$;

ALTER TABLE cars
  ALTER COLUMN daily_price TYPE bigint USING pg_temp.cents(daily_price),
  ALTER COLUMN discounted_daily_price TYPE bigint USING pg_temp.cents(discounted_daily_price),
  ALTER COLUMN bi_weekly_price TYPE bigint USING pg_temp.cents(bi_weekly_price),
  ALTER COLUMN discounted_bi_weekly_price TYPE bigint USING pg_temp.cents(discounted_bi_weekly_price),
  ALTER COLUMN weekly_price TYPE bigint USING pg_temp.cents(weekly_price),
  ALTER COLUMN discounted_weekly_price TYPE bigint USING pg_temp.cents(discounted_weekly_price),
  ALTER COLUMN monthly_price TYPE bigint USING pg_temp.cents(monthly_price),
  ALTER COLUMN discounted_monthly_price TYPE bigint USING pg_temp.cents(discounted_monthly_price),
  ALTER COLUMN deposit TYPE bigint USING pg_temp.cents(deposit),
  ALTER COLUMN cancellation DROP DEFAULT,
  ALTER COLUMN cancellation TYPE bigint USING pg_temp.option_cents(cancellation),
  ALTER COLUMN cancellation SET DEFAULT -1,
  ALTER COLUMN amendments DROP DEFAULT,
  ALTER COLUMN amendments TYPE bigint USING pg_temp.option_cents(amendments),
  ALTER COLUMN amendments SET DEFAULT -1,
  ALTER COLUMN theft_protection DROP DEFAULT,
  ALTER COLUMN theft_protection TYPE bigint USING pg_temp.option_cents(theft_protection),
  ALTER COLUMN theft_protection SET DEFAULT -1,
  ALTER COLUMN collision_damage_waiver DROP DEFAULT,
  ALTER COLUMN collision_damage_waiver TYPE bigint USING pg_temp.option_cents(collision_damage_waiver),
  ALTER COLUMN collision_damage_waiver SET DEFAULT -1,
  ALTER COLUMN full_insurance DROP DEFAULT,
  ALTER COLUMN full_insurance TYPE bigint USING pg_temp.option_cents(full_insurance),
  ALTER COLUMN full_insurance SET DEFAULT -1,
  ALTER COLUMN additional_driver DROP DEFAULT,
  ALTER COLUMN additional_driver TYPE bigint USING pg_temp.option_cents(additional_driver),
  ALTER COLUMN additional_driver SET DEFAULT -1,
  ADD CONSTRAINT cars_rates_check CHECK (
    daily_price > 0
    AND coalesce(discounted_daily_price, 1) > 0 AND coalesce(bi_weekly_price, 1) > 0 AND coalesce(discounted_bi_weekly_price, 1) > 0
    AND coalesce(weekly_price, 1) > 0 AND coalesce(discounted_weekly_price, 1) > 0
    AND coalesce(monthly_price, 1) > 0 AND coalesce(discounted_monthly_price, 1) > 0
  ),
  ADD CONSTRAINT cars_deposit_check CHECK (deposit >= 0),
  ADD CONSTRAINT cars_options_check CHECK (
    cancellation >= -1 AND amendments >= -1 AND theft_protection >= -1
    AND collision_damage_waiver >= -1 AND full_insurance >= -1 AND additional_driver >= -1
  );

ALTER TABLE car_date_prices
  ALTER COLUMN daily_price TYPE bigint USING pg_temp.cents(daily_price),
  ADD CONSTRAINT car_date_prices_daily_price_check CHECK (daily_price > 0);

ALTER TABLE bookings DROP CONSTRAINT bookings_paid_online_amount_check;
-- before this migration every booking's amounts were in USD (payment_amount in payment_currency)
UPDATE bookings SET currency = 'USD';
ALTER TABLE bookings
  ALTER COLUMN price TYPE bigint USING pg_temp.cents(price),
  ALTER COLUMN deposit_amount TYPE bigint USING pg_temp.cents(deposit_amount),
  ALTER COLUMN payment_amount TYPE bigint USING pg_temp.cents(payment_amount),
  ALTER COLUMN paid_online_amount TYPE bigint USING pg_temp.cents(paid_online_amount),
  ADD COLUMN price_lines jsonb;
UPDATE bookings SET price_lines = jsonb_build_array(jsonb_build_object('kind', 'agreed', 'quantity', 1, 'unitAmount', price, 'amount', price));
ALTER TABLE bookings
  ALTER COLUMN price_lines SET NOT NULL,
  ADD CONSTRAINT bookings_price_check CHECK (price >= 0),
  ADD CONSTRAINT bookings_deposit_amount_check CHECK (deposit_amount >= 0),
  ADD CONSTRAINT bookings_payment_amount_check CHECK (payment_amount >= 0),
  ADD CONSTRAINT bookings_paid_online_amount_check CHECK (paid_online_amount >= 0);
