-- Issue 11 (server speed): each server keeps the search's data in memory (src/server/search-index) and
-- must learn of every change, whoever makes it (this server, another instance on the same
-- PostgreSQL, a script). The triggers announce changes on the channel 'keyturn_changes' when the
-- transaction commits (NOTIFY is transactional):
--   'car:<id>'   a booking of that car was written: the car's blocking periods are read again;
--   'catalogue'  cars, their places or date prices, suppliers, places, countries or settings changed:
--                the catalogue is read again.
-- PostgreSQL folds identical notifications of one transaction into one, so a bulk write of many
-- rows sends one 'catalogue' and one 'car:<id>' per car.

CREATE FUNCTION notify_booking_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('keyturn_changes', 'car:' || OLD.car_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('keyturn_changes', 'car:' || NEW.car_id); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER bookings_changed AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION notify_booking_change();

CREATE FUNCTION notify_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('keyturn_changes', 'catalogue');
  RETURN NULL;
END $$;

CREATE TRIGGER cars_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cars
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER car_locations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON car_locations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER car_date_prices_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON car_date_prices
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER locations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER countries_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
-- users holds drivers too: only a supplier's row matters to the search (name, logo, payment at the
-- counter, markup, suspension), so drivers signing in or editing their profile announce nothing.
CREATE FUNCTION notify_supplier_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'INSERT' AND OLD.type = 'supplier') OR (TG_OP <> 'DELETE' AND NEW.type = 'supplier') THEN
    PERFORM pg_notify('keyturn_changes', 'catalogue');
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER suppliers_changed AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_supplier_change();
