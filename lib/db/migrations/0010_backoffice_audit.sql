-- The back office (lib/backoffice/): an append-only log of every operator action, and the
-- indexes its order search pages by (newest first, keyset on created_at + id).
CREATE TABLE "admin_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_uid" text NOT NULL,
	"operator_email" text,
	"action" text NOT NULL,
	"order_id" text,
	"amount" bigint,
	"currency" text,
	"before" jsonb,
	"after" jsonb,
	"note" text
);
--> statement-breakpoint
CREATE INDEX "admin_audit_order_idx" ON "admin_audit" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit" USING btree ("created_at");--> statement-breakpoint
-- Append-only in the database itself: no code path (nor a stray UPDATE in psql) rewrites history.
CREATE FUNCTION "admin_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'admin_audit is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "admin_audit_no_rewrite" BEFORE UPDATE OR DELETE ON "admin_audit" FOR EACH ROW EXECUTE FUNCTION "admin_audit_append_only"();--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_email_lower_idx" ON "orders" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customers_name_lower_idx" ON "customers" USING btree (lower("name"));
--> statement-breakpoint
-- ECB reference rates the operator enters for the OSS return (nothing can be fetched here): 1 EUR = rate × currency.
CREATE TABLE "exchange_rates" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"rate" double precision NOT NULL,
	"entered_by" text,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_day_currency_pk" PRIMARY KEY("day","currency")
);
--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");
