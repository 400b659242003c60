ALTER TABLE "brands" ADD COLUMN "require_two_step" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "two_step_sign_ins" ADD COLUMN "purpose" text DEFAULT 'code' NOT NULL;