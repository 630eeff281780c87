-- The back office's audit trail: every operator action, append-only. The trigger refuses UPDATE
-- and DELETE so not even a faulty code path (or an operator with SQL) rewrites history quietly.
CREATE TABLE "admin_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_uid" text NOT NULL,
	"actor_email" text,
	"action" text NOT NULL,
	"order_id" text,
	"amount" bigint,
	"currency" text,
	"before" jsonb,
	"after" jsonb,
	"note" text
);
--> statement-breakpoint
CREATE INDEX "admin_audit_order_idx" ON "admin_audit" USING btree ("order_id","at");--> statement-breakpoint
CREATE FUNCTION admin_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'admin_audit is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER admin_audit_no_change BEFORE UPDATE OR DELETE ON "admin_audit"
	FOR EACH ROW EXECUTE FUNCTION admin_audit_append_only();--> statement-breakpoint
-- Order search in the back office: newest first with keyset paging, and by buyer name.
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customers_name_lower_idx" ON "customers" USING btree (lower("name"));
