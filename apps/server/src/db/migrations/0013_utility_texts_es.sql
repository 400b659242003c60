ALTER TABLE "utilities" ADD COLUMN "wizard_ldc_label_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "utilities" ADD COLUMN "renewal_alert_text_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Databases seeded before these columns get the demo utilities' Spanish wording.
UPDATE "utilities" SET "wizard_ldc_label_es" = 'Número de cuenta' WHERE "wizard_ldc_label" = 'Account number';--> statement-breakpoint
UPDATE "utilities" SET "renewal_alert_text_es" = 'Su contrato vence pronto. Renueve ahora para asegurar una tarifa fija antes de que su plan pase a mes a mes.' WHERE "renewal_alert_text" = 'Your contract ends soon. Renew now to lock in a fixed rate before your plan rolls to month-to-month.';
