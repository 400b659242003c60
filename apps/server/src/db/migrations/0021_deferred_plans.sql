CREATE TABLE "deferred_plan_installments" (
	"plan_id" integer NOT NULL,
	"number" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"bill_due_on" date NOT NULL,
	CONSTRAINT "deferred_plan_installments_plan_id_number_pk" PRIMARY KEY("plan_id","number")
);
--> statement-breakpoint
CREATE TABLE "deferred_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"accepted_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deferred_plan_installments" ADD CONSTRAINT "deferred_plan_installments_plan_id_deferred_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."deferred_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferred_plans" ADD CONSTRAINT "deferred_plans_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deferred_plans_one_active" ON "deferred_plans" USING btree ("enrollment_id") WHERE status = 'active';