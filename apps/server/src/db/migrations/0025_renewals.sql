CREATE TABLE "renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"previous_plan_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"documents" jsonb NOT NULL,
	"annual_cost" numeric(12, 2),
	"cents_per_unit" numeric(8, 1),
	"accepted_on" date NOT NULL,
	"agent_user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_plan_id_plans_id_plan_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id_plan") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_previous_plan_id_plans_id_plan_fk" FOREIGN KEY ("previous_plan_id") REFERENCES "public"."plans"("id_plan") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renewals_enrollment" ON "renewals" USING btree ("enrollment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "renewals_one_scheduled" ON "renewals" USING btree ("enrollment_id") WHERE "renewals"."status" = 'scheduled';