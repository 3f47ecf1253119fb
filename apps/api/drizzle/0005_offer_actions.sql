CREATE TABLE "coupon_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offering_id" integer NOT NULL,
	"code" text NOT NULL,
	"pin" text,
	"expires_at" timestamp with time zone,
	"user_id" integer,
	"assigned_at" timestamp with time zone,
	"idempotency_key" text,
	"state" text,
	"savings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_codes_assigned" CHECK (("coupon_codes"."user_id" is null) = ("coupon_codes"."assigned_at" is null) and ("coupon_codes"."user_id" is null) = ("coupon_codes"."state" is null)),
	CONSTRAINT "coupon_codes_state" CHECK ("coupon_codes"."state" is null or "coupon_codes"."state" in ('GENERATED', 'COPIED', 'REDEEMED'))
);
--> statement-breakpoint
CREATE TABLE "offer_activations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"offering_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" integer NOT NULL,
	"savings" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_activations_kind" CHECK ("offer_activations"."kind" in ('OFFER', 'MEMBERSHIP')),
	CONSTRAINT "offer_activations_status" CHECK ("offer_activations"."status" in (1, 4))
);
--> statement-breakpoint
CREATE TABLE "offerings" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"constant_code" text,
	"redirection_url" text,
	"max_redemption" integer DEFAULT 1 NOT NULL,
	"refresh_days" integer,
	"savings_per_code" integer DEFAULT 0 NOT NULL,
	"code_validity_days" integer DEFAULT 30 NOT NULL,
	"distribution_paused" boolean DEFAULT false NOT NULL,
	"paused_label" text,
	"paused_cta_label" text,
	"paused_cta_url" text,
	"card_type" boolean DEFAULT false NOT NULL,
	"partner_cta_label" text,
	"partner_cta_url" text,
	"dl_url" text,
	"activation_completes" boolean DEFAULT true NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "offerings_kind" CHECK ("offerings"."kind" in ('POOL', 'CONSTANT', 'ACTIVATION', 'URL', 'APP_ONLY', 'APP_CTA', 'NONE')),
	CONSTRAINT "offerings_max_redemption" CHECK ("offerings"."max_redemption" >= 0),
	CONSTRAINT "offerings_refresh_days" CHECK ("offerings"."refresh_days" is null or "offerings"."refresh_days" > 0),
	CONSTRAINT "offerings_constant_code" CHECK ("offerings"."kind" <> 'CONSTANT' or "offerings"."constant_code" is not null)
);
--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_activations" ADD CONSTRAINT "offer_activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_activations" ADD CONSTRAINT "offer_activations_offering_id_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_codes_code_key" ON "coupon_codes" USING btree ("offering_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_codes_idempotency_key" ON "coupon_codes" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "coupon_codes_free_idx" ON "coupon_codes" USING btree ("offering_id","id") WHERE "coupon_codes"."user_id" is null;--> statement-breakpoint
CREATE INDEX "coupon_codes_member_idx" ON "coupon_codes" USING btree ("user_id","offering_id","assigned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_activations_key" ON "offer_activations" USING btree ("user_id","offering_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "offerings_offer_key" ON "offerings" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offerings_name_lower_key" ON "offerings" USING btree (lower("name"));