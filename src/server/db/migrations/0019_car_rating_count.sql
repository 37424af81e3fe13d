-- Issue 24 (trust signals that hold): a car's rating comes with the number of renters' ratings behind
-- it, so a card can say '4.7 (23 ratings)' or 'New', never '4.7' with nothing behind it.
--
-- rating_count: how many renters' ratings the rating is the mean of. The rating is null exactly when
-- there are none, and there are never more ratings than trips (a rating is of a trip).
--
-- A database made before this migration knows only the ratings recorded since (booking_ratings): they
-- become the count. A rating with no recorded rating behind it cannot be backed, and is cleared (the
-- car is 'New'); `npm run seed` gives a demo database a fresh consistent catalogue.

ALTER TABLE cars ADD COLUMN rating_count integer NOT NULL DEFAULT 0;

-- (A recorded rating set the car's rating to the mean of its recorded ratings: that mean is kept.)
UPDATE cars AS c SET rating_count = r.n, rating = r.mean
  FROM (SELECT car_id, count(*)::integer AS n, round(avg(rating)::numeric, 1) AS mean FROM booking_ratings GROUP BY car_id) AS r
  WHERE r.car_id = c.id;

UPDATE cars SET rating = NULL WHERE rating_count = 0 AND rating IS NOT NULL;
UPDATE cars SET trips = rating_count WHERE trips < rating_count;

ALTER TABLE cars
  ADD CONSTRAINT cars_rating_count_check CHECK (rating_count >= 0 AND rating_count <= trips),
  ADD CONSTRAINT cars_rating_backed_check CHECK ((rating IS NULL) = (rating_count = 0));
