ALTER TABLE "enrollment_statuses" ADD COLUMN "code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "usage_records" ADD COLUMN "annotation_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Rows written before codes existed get the code of the English name they carry.
UPDATE "enrollment_statuses" SET "code" = CASE "name"
  WHEN 'Active' THEN 'active' WHEN 'Pending' THEN 'pending' WHEN 'Pending Drop' THEN 'pending_drop'
  WHEN 'Dropped' THEN 'dropped' WHEN 'Cancelled' THEN 'cancelled' WHEN 'Rejected' THEN 'rejected'
  WHEN 'Move Out' THEN 'move_out' ELSE '' END WHERE "code" = '';--> statement-breakpoint
UPDATE "usage_records" SET "annotation_code" = 'estimated_read' WHERE "annotation" = 'Estimated read';
