CREATE TABLE "sandbox_customer_profiles" (
	"customer_profile_token" text PRIMARY KEY NOT NULL,
	"merchant_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_customer_profiles_merchantCustomerId_unique" UNIQUE("merchant_customer_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_page_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"customer_profile_token" text NOT NULL,
	"protocol" text NOT NULL,
	"payment_type" integer NOT NULL,
	"communicator_url" text NOT NULL,
	"save_button_text" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_profiles" (
	"payment_profile_token" text PRIMARY KEY NOT NULL,
	"customer_profile_token" text NOT NULL,
	"payment_type_id" integer NOT NULL,
	"card_type" text DEFAULT '' NOT NULL,
	"masked_card_number" text DEFAULT '' NOT NULL,
	"card_expiration" text DEFAULT '' NOT NULL,
	"masked_routing_number" text DEFAULT '' NOT NULL,
	"masked_account_number" text DEFAULT '' NOT NULL,
	"account_type" text DEFAULT '' NOT NULL,
	"holder_name" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"outcome" text DEFAULT 'approve' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"transaction_id" serial PRIMARY KEY NOT NULL,
	"payment_profile_token" text NOT NULL,
	"invoice_number" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"result" text NOT NULL,
	"reason_code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_page_tokens" ADD CONSTRAINT "sandbox_page_tokens_customer_profile_token_sandbox_customer_profiles_customer_profile_token_fk" FOREIGN KEY ("customer_profile_token") REFERENCES "public"."sandbox_customer_profiles"("customer_profile_token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_profiles" ADD CONSTRAINT "sandbox_payment_profiles_customer_profile_token_sandbox_customer_profiles_customer_profile_token_fk" FOREIGN KEY ("customer_profile_token") REFERENCES "public"."sandbox_customer_profiles"("customer_profile_token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_payment_profiles_customer" ON "sandbox_payment_profiles" USING btree ("customer_profile_token");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transactions_invoice" ON "sandbox_transactions" USING btree ("invoice_number");