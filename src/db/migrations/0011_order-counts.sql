CREATE TABLE "order_counts" (
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- Decision 023: the orders' counts by status and payment status, kept as insert-only deltas so
-- that parallel checkouts never queue on one counter row. The sum of a pair's rows is its count.
CREATE OR REPLACE FUNCTION count_orders() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO order_counts (status, payment_status, n) VALUES (OLD.status, OLD.payment_status, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_counts (status, payment_status, n) VALUES (NEW.status, NEW.payment_status, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_count_insert_delete AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION count_orders();
--> statement-breakpoint
CREATE TRIGGER orders_count_status_change AFTER UPDATE OF status, payment_status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.payment_status IS DISTINCT FROM NEW.payment_status)
  EXECUTE FUNCTION count_orders();
--> statement-breakpoint
INSERT INTO order_counts (status, payment_status, n)
  SELECT status, payment_status, count(*) FROM orders GROUP BY status, payment_status;
