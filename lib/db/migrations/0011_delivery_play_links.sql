-- Long-lived links a phone system fetches (Twilio <Play>, the TwiML app of an IVR set): one
-- generation per order, signed into every link; re-issuing bumps it, so every older link stops.
CREATE TABLE "play_links" (
	"order_id" text PRIMARY KEY NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "play_links" ADD CONSTRAINT "play_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
