CREATE TABLE "delivery_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"utility_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"customer_charge" numeric(12, 6) NOT NULL,
	"per_unit" numeric(12, 6) NOT NULL,
	CONSTRAINT "delivery_tariffs_version" UNIQUE("utility_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "plan_price_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"unit_price" numeric(12, 6) NOT NULL,
	"usage_from" numeric(12, 3),
	"usage_to" numeric(12, 3),
	"tou_code" text,
	"from_hour" smallint,
	"to_hour" smallint,
	"weekdays_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"commodity" text NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"effective_from" date NOT NULL,
	CONSTRAINT "tax_rates_version" UNIQUE("code","commodity","effective_from")
);
--> statement-breakpoint
ALTER TABLE "charges" ALTER COLUMN "energy_price" SET DATA TYPE numeric(12, 6);--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "unit" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "span_from" date;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "span_to" date;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "band" text;--> statement-breakpoint
ALTER TABLE "delivery_tariffs" ADD CONSTRAINT "delivery_tariffs_utility_id_utilities_id_utility_fk" FOREIGN KEY ("utility_id") REFERENCES "public"."utilities"("id_utility") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_price_components" ADD CONSTRAINT "plan_price_components_plan_id_plans_id_plan_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id_plan") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_price_components_plan" ON "plan_price_components" USING btree ("plan_id");