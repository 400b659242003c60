CREATE TABLE "reenrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_enrollment_id" integer NOT NULL,
	"enrollment_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"documents" jsonb NOT NULL,
	"annual_cost" numeric(12, 2),
	"cents_per_unit" numeric(8, 1),
	"winback" boolean DEFAULT false NOT NULL,
	"accepted_on" date NOT NULL,
	"agent_user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reenrollments" ADD CONSTRAINT "reenrollments_from_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("from_enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reenrollments" ADD CONSTRAINT "reenrollments_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reenrollments" ADD CONSTRAINT "reenrollments_plan_id_plans_id_plan_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id_plan") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reenrollments_from" ON "reenrollments" USING btree ("from_enrollment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reenrollments_enrollment" ON "reenrollments" USING btree ("enrollment_id");