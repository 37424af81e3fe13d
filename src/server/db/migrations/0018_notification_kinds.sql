-- Issue 24 (notices in the driver's language): a notification keeps what it tells as a kind and its
-- facts, and is worded when read, in the reader's language (src/server/notifications/notice-texts.ts).
-- `message` keeps the wording of the moment it was written: what a notification of no known kind shows.
--
-- Notifications written before this migration get their kind from their wording (the server's own
-- notices in English, French and Spanish, and the demo data's), and their facts from their booking:
-- its reference, car, supplier, driver and times as stored. A change notice names a price in its
-- text; it keeps its wording (no kind).

ALTER TABLE notifications ADD COLUMN kind text, ADD COLUMN facts jsonb;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_facts_check CHECK ((kind IS NULL) = (facts IS NULL));

WITH classified AS (
  SELECT n.id,
    CASE
      WHEN n.message ~ '^(Your booking \S+ \(.*\) has been made\.|Votre réservation \S+ \(.*\) a été enregistrée\.|Su reserva \S+ \(.*\) se ha registrado\.)$' THEN 'bookingMade'
      WHEN n.message ~ '^(Payment confirmed for your booking|Paiement confirmé pour votre réservation|Pago confirmado para su reserva) ' THEN 'paymentConfirmed'
      WHEN n.message ~ '^(Payment failed for your booking|Le paiement de votre réservation \S+ \(.*\) a échoué|El pago de su reserva \S+ \(.*\) ha fallado)' THEN 'paymentFailed'
      WHEN n.message ~ '(was not paid in time and has been cancelled|n''a pas été payée à temps et a été annulée|no se pagó a tiempo y se ha cancelado)\.$' THEN 'bookingExpired'
      WHEN n.message ~ '^(Your cancel request for |Votre demande d''annulation de la réservation |Hemos recibido su solicitud de cancelación de la reserva )' THEN 'cancelRequested'
      WHEN n.message ~ '^(New booking: |Nouvelle réservation : |Nueva reserva: )' THEN 'supplierBooking'
      -- the demo data's notices (English)
      WHEN n.message ~ '^Your booking of the .* with .* (is waiting for its online payment|is made: you pay at the counter)\.$' THEN 'bookingMade'
      WHEN n.message ~ '^(The deposit for your booking of the .* is paid; the rest is paid at the counter|Your booking of the .* is paid in full)\.$' THEN 'paymentConfirmed'
      WHEN n.message ~ '^.* confirmed your booking of the .*\.$' THEN 'bookingConfirmed'
      WHEN n.message ~ '^Your booking of the .* with .* was cancelled\.$' THEN 'bookingCancelled'
    END AS kind
  FROM notifications AS n
  WHERE n.booking_id IS NOT NULL
)
UPDATE notifications AS n
SET kind = c.kind,
    facts = CASE
      WHEN c.kind = 'supplierBooking' THEN jsonb_build_object(
        'car', car.name, 'driver', driver.full_name,
        'from', to_char(b."from" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        'to', to_char(b."to" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
      WHEN c.kind IN ('bookingConfirmed', 'bookingCancelled', 'cancelRequested') THEN jsonb_build_object('reference', b.reference, 'car', car.name, 'supplier', supplier.full_name)
      ELSE jsonb_build_object('reference', b.reference, 'car', car.name)
    END
FROM classified AS c, bookings AS b, cars AS car, users AS supplier, users AS driver
WHERE c.id = n.id AND c.kind IS NOT NULL
  AND b.id = n.booking_id AND car.id = b.car_id AND supplier.id = b.supplier_id AND driver.id = b.driver_id;
