CREATE TABLE "recovery_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"brand_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"link_base" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recovery_requests_created_at" ON "recovery_requests" USING btree ("created_at");