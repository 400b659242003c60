CREATE TABLE "brand_configuration_overrides" (
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "brand_configuration_overrides_brand_id_name_pk" PRIMARY KEY("brand_id","name")
);
--> statement-breakpoint
ALTER TABLE "brand_configuration_overrides" ADD CONSTRAINT "brand_configuration_overrides_brand_id_brands_id_site_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id_site") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_configuration_overrides" ADD CONSTRAINT "brand_configuration_overrides_name_configuration_parameters_name_fk" FOREIGN KEY ("name") REFERENCES "public"."configuration_parameters"("name") ON DELETE cascade ON UPDATE no action;