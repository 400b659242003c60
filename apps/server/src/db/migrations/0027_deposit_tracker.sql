ALTER TABLE "enrollments" ADD COLUMN "deposit_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "deposit_waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "deposit_waived_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "deposit_refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_letters" ADD COLUMN "review_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_letters" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_letters" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
-- A deposit still pending was asked for in full: what is left of it is at least what was asked.
UPDATE "enrollments" SET "deposit_amount" = "pending_deposit_amount" WHERE "pending_deposit_amount" > 0;
