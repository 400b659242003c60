CREATE TABLE "average_billing" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" integer NOT NULL,
	"monthly_amount" numeric(12, 2) NOT NULL,
	"enrolled_on" date NOT NULL,
	"left_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "average_billing" ADD CONSTRAINT "average_billing_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "average_billing_one_running" ON "average_billing" USING btree ("enrollment_id") WHERE left_on is null;