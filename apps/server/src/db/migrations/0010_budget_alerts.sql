CREATE TABLE "budget_alerts_sent" (
	"enrollment_id" integer NOT NULL,
	"cycle_start" date NOT NULL,
	"kind" text NOT NULL,
	"notification_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_alerts_sent_enrollment_id_cycle_start_kind_pk" PRIMARY KEY("enrollment_id","cycle_start","kind")
);
--> statement-breakpoint
CREATE TABLE "budget_settings" (
	"enrollment_id" integer PRIMARY KEY NOT NULL,
	"monthly_amount" numeric(12, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_alerts_sent" ADD CONSTRAINT "budget_alerts_sent_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_alerts_sent" ADD CONSTRAINT "budget_alerts_sent_notification_id_notifications_id_notification_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id_notification") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_settings" ADD CONSTRAINT "budget_settings_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;