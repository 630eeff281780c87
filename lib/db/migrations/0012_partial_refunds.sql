-- Partial refunds (#30): an order may get several credit notes, each for the part refunded, so a
-- document carries its own amounts (positive; the kind gives the sign) instead of the order's.
-- Orders have one VAT rate, so net/VAT/gross per document is its per-rate split too. Existing
-- documents were all for the whole order: they take its totals. The columns stay nullable so a
-- row written without them still reads as "the whole order" (readers fall back to its totals).
ALTER TABLE "invoices" ADD COLUMN "net" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "gross" bigint;--> statement-breakpoint
UPDATE "invoices" SET "net" = o."net_total", "vat" = o."vat_total", "gross" = o."gross_total" FROM "orders" o WHERE o."id" = "invoices"."order_id";--> statement-breakpoint
-- One invoice per order still; credit notes are as many as the refunds.
DROP INDEX "invoices_order_kind_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_idx" ON "invoices" USING btree ("order_id","kind") WHERE "kind" = 'invoice';--> statement-breakpoint
-- How much of a payment went back (minor units): a refunded payment gave back all of it.
ALTER TABLE "payments" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "refunded_amount" = "amount" WHERE "status" = 'refunded';
