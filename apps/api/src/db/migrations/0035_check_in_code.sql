-- A booking's check-in code: 12 characters of an alphabet without look-alikes (no 0, O, 1
-- or I), 5 bits each from the random bytes of a version 4 UUID (byte 6 carries the version, so it is
-- skipped): 60 random bits, from the server's strong random source. The column's default gives every
-- booking one whichever code inserts it; a volatile default is computed row by row, so the bookings
-- already there get codes of their own as the column is added.
CREATE FUNCTION kinetic_check_in_code() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (get_byte(r.bytes, i) & 31) + 1, 1), '' ORDER BY i)
  FROM (SELECT uuid_send(gen_random_uuid()) AS bytes) r, unnest(ARRAY[0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12]) AS i
$$;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "check_in_code" text DEFAULT kinetic_check_in_code() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_check_in_code_uq" ON "booking" USING btree ("check_in_code");