-- The back office at 100,000 orders (docs/benchmarks.md, "Back office at 100,000 orders"): what its
-- EXPLAIN plans showed missing.
-- Orders of a customer: the name arm of the order search joins customers to their orders.
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
-- The order page's timeline reads an order's mail; without this it scanned the whole outbox.
CREATE INDEX "email_outbox_order_idx" ON "email_outbox" USING btree ("order_id","created_at");--> statement-breakpoint
-- Open alerts: the inbox, the count on every admin page, and the alert-mail sweep (recent ones).
CREATE INDEX "orders_alert_updated_idx" ON "orders" USING btree ("updated_at") WHERE "alert" IS NOT NULL;--> statement-breakpoint
-- Substring search of e-mail and name ("%müller%") needs trigram indexes. pg_trgm ships with
-- PostgreSQL's contrib (Debian's postgresql package, RDS, Cloud SQL, Azure); where it cannot be
-- created (the embedded PGlite, a role without the right) the search still works by scanning.
DO $$
BEGIN
	CREATE EXTENSION IF NOT EXISTS pg_trgm;
	CREATE INDEX IF NOT EXISTS "orders_email_trgm_idx" ON "orders" USING gin (lower("email") gin_trgm_ops);
	CREATE INDEX IF NOT EXISTS "customers_name_trgm_idx" ON "customers" USING gin (lower("name") gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
	RAISE NOTICE 'pg_trgm unavailable (%): order search by e-mail or name scans', SQLERRM;
END $$;
