ALTER TABLE "customers" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference" text;--> statement-breakpoint
-- Orders placed before this migration get a code from the same random source, shown the same way.
UPDATE "orders" SET "reference" = (SELECT upper(substr(h, 1, 4) || '-' || substr(h, 5, 4)) FROM (SELECT md5("orders"."id" || random()::text) AS h) AS r);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_idx" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");
