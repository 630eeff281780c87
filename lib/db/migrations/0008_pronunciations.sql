CREATE TABLE "pronunciations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"locale" text NOT NULL,
	"word" text NOT NULL,
	"say_as" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pronunciations_user_word_idx" ON "pronunciations" USING btree ("user_id","locale","word");
