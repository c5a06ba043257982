-- lpad() truncates a longer string: from the 10,000th order on, numbers 10000..10009 all became
-- ORD-<date>-1000 and the second order of the day failed on orders_order_number_unique.
-- Pad to at least four digits, never cut.
CREATE OR REPLACE FUNCTION generate_order_number() RETURNS text
LANGUAGE sql VOLATILE AS $$
  SELECT 'ORD-' || to_char(now() AT TIME ZONE 'UTC', 'YYYYMMDD') || '-' ||
         lpad(n::text, greatest(4, length(n::text)), '0')
    FROM (SELECT nextval('order_number_seq') AS n) AS s
$$;
