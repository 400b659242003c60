CREATE TABLE "payment_extensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" integer NOT NULL,
	"original_due_date" date NOT NULL,
	"new_due_date" date NOT NULL,
	"days" integer NOT NULL,
	"requested_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_extensions" ADD CONSTRAINT "payment_extensions_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_extensions_enrollment" ON "payment_extensions" USING btree ("enrollment_id","requested_on");