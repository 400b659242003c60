CREATE TABLE "brands" (
	"id_site" serial PRIMARY KEY NOT NULL,
	"system_name" text NOT NULL,
	"short_name" text NOT NULL,
	"formal_name" text NOT NULL,
	"branding_name" text NOT NULL,
	"url_base" text DEFAULT '' NOT NULL,
	"url_rates" text DEFAULT '' NOT NULL,
	"url_account" text DEFAULT '' NOT NULL,
	"email_address" text DEFAULT '' NOT NULL,
	"email_name" text DEFAULT '' NOT NULL,
	"email_default_subject" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"url_content_manager" text DEFAULT '' NOT NULL,
	"url_no_service_available_page" text DEFAULT '' NOT NULL,
	"url_privacy_polices" text DEFAULT '' NOT NULL,
	"office_hours" text DEFAULT '' NOT NULL,
	"customer_care_email" text DEFAULT '' NOT NULL,
	"wizard_welcome_text" text DEFAULT '' NOT NULL,
	"wizard_redirect_site_text" text DEFAULT '' NOT NULL,
	"url_report_outage" text DEFAULT '' NOT NULL,
	"url_contact_us" text DEFAULT '' NOT NULL,
	"url_faqs" text DEFAULT '' NOT NULL,
	"theme" text DEFAULT '' NOT NULL,
	CONSTRAINT "brands_systemName_unique" UNIQUE("system_name")
);
--> statement-breakpoint
CREATE TABLE "configuration_parameters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"customer_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"firm_name" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"alternative_email" text DEFAULT '' NOT NULL,
	"role_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_language" text DEFAULT 'en' NOT NULL,
	"send_to_main_email" boolean DEFAULT true NOT NULL,
	"send_to_secondary_email" boolean DEFAULT false NOT NULL,
	"opted_marketing_coms" boolean DEFAULT false NOT NULL,
	"disabled_bank_accounts_date" date,
	"linked_into_customer_id" integer,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_customerHash_unique" UNIQUE("customer_hash")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"agent_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id_city" serial PRIMARY KEY NOT NULL,
	"county_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counties" (
	"id_county" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id_state" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"markets" text[] NOT NULL,
	CONSTRAINT "states_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "commodities" (
	"id_commodity" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"billing_system_commodity_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drop_reason_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"utility_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"description_es" text NOT NULL,
	"selectable_by_customer" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"language" text NOT NULL,
	"description" text NOT NULL,
	"download_name" text NOT NULL,
	"content_type" text DEFAULT 'application/pdf' NOT NULL,
	"content" "bytea" NOT NULL,
	"created_on" date
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id_plan" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"utility_id" integer NOT NULL,
	"commodity_id" integer NOT NULL,
	"name" text NOT NULL,
	"id_plan_type" integer NOT NULL,
	"rate" numeric(10, 5) NOT NULL,
	"monthly_fee" numeric(12, 2) NOT NULL,
	"cancellation_fee" numeric(12, 2) NOT NULL,
	"recurring_billing_required" boolean DEFAULT false NOT NULL,
	"customer_type" text DEFAULT 'residential' NOT NULL,
	"terms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "premises" (
	"esiid" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text DEFAULT 'TX' NOT NULL,
	"zipcode" text NOT NULL,
	"utility_id" integer,
	"customer_type" text DEFAULT 'residential' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utilities" (
	"id_utility" serial PRIMARY KEY NOT NULL,
	"formal_name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"divide_montly_fee_by" integer DEFAULT 1 NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"wizard_ldc_label" text DEFAULT 'ESIID' NOT NULL,
	"renewal_alert" boolean DEFAULT false NOT NULL,
	"renewal_alert_text" text DEFAULT '' NOT NULL,
	"present_divided_monthly_fee" boolean DEFAULT false NOT NULL,
	"uom" text DEFAULT 'kWh' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"address1" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"county" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"ldc_account" text DEFAULT '' NOT NULL,
	"correspondence_zip" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date
);
--> statement-breakpoint
CREATE TABLE "enrollment_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" integer NOT NULL,
	"id_status" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"agent_user_name" text
);
--> statement-breakpoint
CREATE TABLE "enrollment_statuses" (
	"id_status" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"customer_text" text DEFAULT '' NOT NULL,
	"customer_text_es" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id_enrollment" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"service_address_id" integer NOT NULL,
	"billing_address_id" integer NOT NULL,
	"id_status" integer NOT NULL,
	"billing_group_id" integer,
	"contract_start_date" date,
	"contract_end_date" date,
	"is_renewable" boolean DEFAULT false NOT NULL,
	"winback_process" boolean DEFAULT false NOT NULL,
	"show_renewable" boolean DEFAULT false NOT NULL,
	"show_re_enroll" boolean DEFAULT false NOT NULL,
	"show_reinstatement" boolean DEFAULT false NOT NULL,
	"pending_deposit_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"show_payment_deposit" boolean DEFAULT false NOT NULL,
	"can_make_payments" boolean DEFAULT true NOT NULL,
	"show_payments" boolean DEFAULT true NOT NULL,
	"show_cancel_button" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_tx_market" boolean DEFAULT true NOT NULL,
	"waive_etf" boolean DEFAULT false NOT NULL,
	"id_method_delivery" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" integer NOT NULL,
	"statement_id" integer,
	"charge_date" date NOT NULL,
	"type_desc" text NOT NULL,
	"customer_charge" numeric(12, 2) NOT NULL,
	"energy_price" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"billed_usage" numeric(12, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interval_reads" (
	"enrollment_id" integer NOT NULL,
	"read_date" date NOT NULL,
	"wh" integer[] NOT NULL,
	"estimated" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "interval_reads_enrollment_id_read_date_pk" PRIMARY KEY("enrollment_id","read_date")
);
--> statement-breakpoint
CREATE TABLE "statement_summaries" (
	"enrollment_id" integer PRIMARY KEY NOT NULL,
	"billing_account" text NOT NULL,
	"stmt_balance_amt" numeric(12, 2) NOT NULL,
	"overdue_balance_amt" numeric(12, 2) NOT NULL,
	"last_payment_amt" numeric(12, 2) NOT NULL,
	"next_due_date" date,
	"last_payment_date" date
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" integer NOT NULL,
	"cust_statement_tkn" text NOT NULL,
	"cust_statement_num" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"mailing_date" date NOT NULL,
	"delinquent_date" date NOT NULL,
	"previous_balance" numeric(12, 2) NOT NULL,
	"payments_received" numeric(12, 2) NOT NULL,
	"total_stmt_amt" numeric(12, 2) NOT NULL,
	"current_stmt_balance" numeric(12, 2) NOT NULL,
	"past_due_balance" numeric(12, 2) NOT NULL,
	"days_past_due_num" integer DEFAULT 0 NOT NULL,
	"usage" numeric(12, 3) NOT NULL,
	CONSTRAINT "statements_custStatementTkn_unique" UNIQUE("cust_statement_tkn")
);
--> statement-breakpoint
CREATE TABLE "usage_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" integer NOT NULL,
	"usage_num" numeric(12, 3) NOT NULL,
	"usage_charge_amount" numeric(12, 2) NOT NULL,
	"begin_read_date" date NOT NULL,
	"end_read_date" date NOT NULL,
	"period_name" text NOT NULL,
	"annotation" text DEFAULT '' NOT NULL,
	"usage_num_estimated" numeric(12, 3) DEFAULT 0 NOT NULL,
	"usage_num_discount" numeric(12, 3) DEFAULT 0 NOT NULL,
	"usage_num_not_discount" numeric(12, 3) DEFAULT 0 NOT NULL,
	"usage_num_discount_estimated" numeric(12, 3) DEFAULT 0 NOT NULL,
	"usage_num_not_discount_estimated" numeric(12, 3) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"payment_type" text NOT NULL,
	"payment_purpose" integer NOT NULL,
	"payment_profile_token" text,
	"gateway_transaction_id" text,
	"status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"sent_to_billing_system" boolean DEFAULT false NOT NULL,
	"has_been_captured" boolean DEFAULT false NOT NULL,
	"agent_user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" integer NOT NULL,
	"paid_date" date NOT NULL,
	"deposit_date" date,
	"pay_method_desc" text NOT NULL,
	"direction_desc" text NOT NULL,
	"return_reason_desc" text DEFAULT '' NOT NULL,
	"paid_amount" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_profile_token" text NOT NULL,
	"payment_profile_token" text NOT NULL,
	"default_payment_profile" boolean DEFAULT false NOT NULL,
	"payment_type_id" integer NOT NULL,
	"card_type" text DEFAULT '' NOT NULL,
	"card_number" text DEFAULT '' NOT NULL,
	"card_expiration_date" text DEFAULT '' NOT NULL,
	"routing_number" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"account_type" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recurring_billing" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrollment_id" integer NOT NULL,
	"payment_profile_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"agent_user_name" text,
	"action" text NOT NULL,
	"entity" text DEFAULT '' NOT NULL,
	"entity_id" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"request_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_letters" (
	"id_customer_credit_letters" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"enrollment_id" integer NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"id_status" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_credit_letter" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"customer_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_customer_id_key_pk" PRIMARY KEY("customer_id","key")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id_notification" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"sent_date" timestamp with time zone DEFAULT now() NOT NULL,
	"read_date" timestamp with time zone,
	"id_sender" integer DEFAULT 1 NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_brand_id_brands_id_site_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id_site") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_linked_into_customer_id_customers_id_fk" FOREIGN KEY ("linked_into_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_county_id_counties_id_county_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id_county") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counties" ADD CONSTRAINT "counties_state_id_states_id_state_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id_state") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_reason_codes" ADD CONSTRAINT "drop_reason_codes_utility_id_utilities_id_utility_fk" FOREIGN KEY ("utility_id") REFERENCES "public"."utilities"("id_utility") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_documents" ADD CONSTRAINT "plan_documents_plan_id_plans_id_plan_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id_plan") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_brand_id_brands_id_site_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id_site") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_utility_id_utilities_id_utility_fk" FOREIGN KEY ("utility_id") REFERENCES "public"."utilities"("id_utility") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_commodity_id_commodities_id_commodity_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id_commodity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premises" ADD CONSTRAINT "premises_utility_id_utilities_id_utility_fk" FOREIGN KEY ("utility_id") REFERENCES "public"."utilities"("id_utility") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_plans" ADD CONSTRAINT "enrollment_plans_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_plans" ADD CONSTRAINT "enrollment_plans_plan_id_plans_id_plan_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id_plan") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_status_history" ADD CONSTRAINT "enrollment_status_history_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_status_history" ADD CONSTRAINT "enrollment_status_history_id_status_enrollment_statuses_id_status_fk" FOREIGN KEY ("id_status") REFERENCES "public"."enrollment_statuses"("id_status") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_brand_id_brands_id_site_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id_site") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_service_address_id_addresses_id_fk" FOREIGN KEY ("service_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_billing_address_id_addresses_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_id_status_enrollment_statuses_id_status_fk" FOREIGN KEY ("id_status") REFERENCES "public"."enrollment_statuses"("id_status") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interval_reads" ADD CONSTRAINT "interval_reads_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_summaries" ADD CONSTRAINT "statement_summaries_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_records" ADD CONSTRAINT "usage_records_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_transactions" ADD CONSTRAINT "charge_transactions_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_transactions" ADD CONSTRAINT "charge_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_history" ADD CONSTRAINT "payment_history_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_profiles" ADD CONSTRAINT "payment_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_billing" ADD CONSTRAINT "recurring_billing_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_billing" ADD CONSTRAINT "recurring_billing_payment_profile_id_payment_profiles_id_fk" FOREIGN KEY ("payment_profile_id") REFERENCES "public"."payment_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_letters" ADD CONSTRAINT "credit_letters_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_letters" ADD CONSTRAINT "credit_letters_enrollment_id_enrollments_id_enrollment_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id_enrollment") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_user_name_lower" ON "agents" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "customers_user_name_lower" ON "customers" USING btree (lower("user_name"));--> statement-breakpoint
CREATE INDEX "login_attempts_subject_time" ON "login_attempts" USING btree ("kind","subject","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_customer" ON "refresh_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "plan_documents_plan" ON "plan_documents" USING btree ("plan_id","language");--> statement-breakpoint
CREATE INDEX "premises_zip_address" ON "premises" USING btree ("zipcode","address");--> statement-breakpoint
CREATE INDEX "enrollment_plans_enrollment" ON "enrollment_plans" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "enrollment_status_history_enrollment" ON "enrollment_status_history" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "enrollments_customer" ON "enrollments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "charges_enrollment" ON "charges" USING btree ("enrollment_id","charge_date");--> statement-breakpoint
CREATE INDEX "statements_enrollment" ON "statements" USING btree ("enrollment_id","mailing_date");--> statement-breakpoint
CREATE INDEX "usage_records_enrollment" ON "usage_records" USING btree ("enrollment_id","begin_read_date");--> statement-breakpoint
CREATE INDEX "charge_transactions_enrollment" ON "charge_transactions" USING btree ("enrollment_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_history_enrollment" ON "payment_history" USING btree ("enrollment_id","paid_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_profiles_token" ON "payment_profiles" USING btree ("payment_profile_token");--> statement-breakpoint
CREATE INDEX "payment_profiles_customer" ON "payment_profiles" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_billing_active" ON "recurring_billing" USING btree ("enrollment_id") WHERE "recurring_billing"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "audit_log_customer" ON "audit_log" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_letters_enrollment" ON "credit_letters" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "notifications_customer" ON "notifications" USING btree ("customer_id","sent_date");