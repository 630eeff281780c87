-- An IVR set bought as one cart line: its tree and shared settings, kept as the buyer made them;
-- the order's items hold one greeting per prompt and point back at their set.
CREATE TABLE "order_ivr_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"spec" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_ivr_sets" ADD CONSTRAINT "order_ivr_sets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_ivr_sets_position_idx" ON "order_ivr_sets" USING btree ("order_id","position");--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ivr_set_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ivr_prompt_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "file_base" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_ivr_set_id_order_ivr_sets_id_fk" FOREIGN KEY ("ivr_set_id") REFERENCES "public"."order_ivr_sets"("id") ON DELETE cascade ON UPDATE no action;
