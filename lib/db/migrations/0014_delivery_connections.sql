-- Phone systems a signed-in customer connected ([deliver], issue #31): the target's credentials
-- sealed with AES-256-GCM under a key derived from APP_SECRET (lib/delivery/credential-seal.ts),
-- never stored or shown in the clear.
CREATE TABLE "delivery_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_uid" text NOT NULL,
	"target" text NOT NULL,
	"label" text NOT NULL,
	"credentials_sealed" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "delivery_connections_owner_idx" ON "delivery_connections" USING btree ("owner_uid");--> statement-breakpoint
-- One row per (connection, file key): sending again updates the row, and its remote id tells the
-- target what to update, so a repeated send never duplicates a prompt or asset.
CREATE TABLE "deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"connection_id" text NOT NULL,
	"file_key" text NOT NULL,
	"display_name" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"remote_id" text,
	"remote_url" text,
	"error_code" text,
	"error_detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_connection_id_delivery_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."delivery_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_connection_file_idx" ON "deliveries" USING btree ("connection_id","file_key");--> statement-breakpoint
CREATE INDEX "deliveries_order_idx" ON "deliveries" USING btree ("order_id");
