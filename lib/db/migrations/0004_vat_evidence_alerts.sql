ALTER TABLE "orders" ADD COLUMN "vies_status" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vies_checked_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vies_request_id" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "country_evidence" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "alert" text;
