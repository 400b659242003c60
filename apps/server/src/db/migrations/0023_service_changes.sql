CREATE TABLE "service_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"effective_date" date NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"previous_status_id" integer NOT NULL,
	"linked_change_id" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"agent_user_name" text
);
--> statement-breakpoint
ALTER TABLE "service_changes" ADD CONSTRAINT "service_changes_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_changes" ADD CONSTRAINT "service_changes_previous_status_id_enrollment_statuses_id_status_fk" FOREIGN KEY ("previous_status_id") REFERENCES "public"."enrollment_statuses"("id_status") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_changes_enrollment" ON "service_changes" USING btree ("enrollment_id");