CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"updated_at" bigint NOT NULL,
	"full_at" bigint NOT NULL,
	"allowed" boolean NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_full_at_idx" ON "rate_limit_buckets" USING btree ("full_at");