CREATE TABLE "affiliate_conversions" (
	"order_id" text PRIMARY KEY NOT NULL,
	"click_id" text NOT NULL,
	"sale_amount_paise" integer NOT NULL,
	"coupon_code" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"business" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"sub_title" text,
	"code" text,
	"variant_name" text,
	"cta_text" text NOT NULL,
	"bg_color" text NOT NULL,
	"text_color" text NOT NULL,
	"widget_header" text NOT NULL,
	"banner_text" text,
	"show_ft" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"discount_paise" integer,
	"discount_percent" integer,
	"max_discount_paise" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"eligibility" text DEFAULT 'ANYONE' NOT NULL,
	"variant_name" text,
	"offer_text" text,
	"primary_gc_text" text,
	"listed" boolean DEFAULT false NOT NULL,
	"owner_user_id" integer,
	CONSTRAINT "codes_type" CHECK ("codes"."type" in ('GC', 'REFERRAL', 'PROMO')),
	CONSTRAINT "codes_eligibility" CHECK ("codes"."eligibility" in ('ANYONE', 'NEVER_PAID')),
	CONSTRAINT "codes_discount" CHECK (("codes"."discount_paise" is null) <> ("codes"."discount_percent" is null)),
	CONSTRAINT "codes_discount_percent" CHECK ("codes"."discount_percent" is null or "codes"."discount_percent" between 1 and 100),
	CONSTRAINT "codes_used_count" CHECK ("codes"."used_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_activations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"place_of_supply" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_activations_order_key" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"variant_id" integer NOT NULL,
	"status" text NOT NULL,
	"pg_type" text NOT NULL,
	"payment_id" text,
	"code_id" integer,
	"code" text,
	"subscription_amount_paise" integer NOT NULL,
	"gc_amount_paise" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"attribution" jsonb NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('CREATED', 'PENDING', 'PAID', 'FAILED', 'CANCELLED')),
	CONSTRAINT "orders_amounts" CHECK ("orders"."amount_paise" >= 0 and "orders"."gc_amount_paise" >= 0 and "orders"."amount_paise" <= "orders"."subscription_amount_paise"),
	CONSTRAINT "orders_currency" CHECK ("orders"."currency" = 'INR')
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"pg_type" text NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"logo" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"referrer_reward" text NOT NULL,
	"referee_reward" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referee_user_id" integer PRIMARY KEY NOT NULL,
	"referrer_user_id" integer NOT NULL,
	"code" text NOT NULL,
	"campaign_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"return_url" text NOT NULL,
	"resolve_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payments_status" CHECK ("sandbox_payments"."status" in ('CREATED', 'PENDING', 'SUCCEEDED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "subscription_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"plan_type" text NOT NULL,
	"duration_days" integer NOT NULL,
	"list_price_paise" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"preferred" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"description" text,
	"status_tag" text,
	"status_tag_colour" text,
	CONSTRAINT "subscription_variants_plan_type" CHECK ("subscription_variants"."plan_type" in ('PAYMENT', 'TRIAL')),
	CONSTRAINT "subscription_variants_prices" CHECK ("subscription_variants"."price_paise" >= 0 and "subscription_variants"."list_price_paise" >= "subscription_variants"."price_paise"),
	CONSTRAINT "subscription_variants_duration" CHECK ("subscription_variants"."duration_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "trials" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"variant_id" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"attribution" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_conversions" ADD CONSTRAINT "affiliate_conversions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_redemptions" ADD CONSTRAINT "code_redemptions_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_redemptions" ADD CONSTRAINT "code_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_activations" ADD CONSTRAINT "order_activations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_activations" ADD CONSTRAINT "order_activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_variant_id_subscription_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "subscription_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_code_id_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referee_user_id_users_id_fk" FOREIGN KEY ("referee_user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trials" ADD CONSTRAINT "trials_variant_id_subscription_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "subscription_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_name_key" ON "campaigns" USING btree ("name");--> statement-breakpoint
CREATE INDEX "code_redemptions_user_idx" ON "code_redemptions" USING btree ("user_id","code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "code_redemptions_order_key" ON "code_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "codes_code_key" ON "codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "codes_owner_key" ON "codes" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_key" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_variants_name_key" ON "subscription_variants" USING btree ("name");