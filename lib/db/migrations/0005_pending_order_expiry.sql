ALTER TABLE "orders" ADD COLUMN "client_hash" text;--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");
