CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"priority" integer NOT NULL,
	"is_native" boolean DEFAULT false NOT NULL,
	"icon" text,
	"label" text,
	"category_wise_image" text
);
--> statement-breakpoint
CREATE TABLE "client_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"error" text NOT NULL,
	"error_info" text,
	"url" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"color" text NOT NULL,
	"accent_color" text NOT NULL,
	"tagline" text,
	CONSTRAINT "companies_color_hex" CHECK ("companies"."color" ~ '^#[0-9A-Fa-f]{6}$'),
	CONSTRAINT "companies_accent_color_hex" CHECK ("companies"."accent_color" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "home_content" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"headline_words" jsonb NOT NULL,
	"core_title" text NOT NULL,
	"core_title_prefix" text,
	"core_title_postfix" text,
	"core_highlight_color" text,
	"core_sub_title" text NOT NULL,
	"join_cta_text" text NOT NULL,
	"joining_amount" integer NOT NULL,
	"strike_through" integer,
	"discount_amount" integer,
	"discount_label" text,
	"coupon_code" text,
	"faqs" jsonb NOT NULL,
	"footer_sub_title" text NOT NULL,
	"opt_out_miss_call" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_details" (
	"offer_id" integer PRIMARY KEY NOT NULL,
	"about_text" text,
	"how_to_use" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tncs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offerings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"share_message" text,
	"no_index" boolean DEFAULT false NOT NULL,
	"app_only" boolean DEFAULT false NOT NULL,
	"is_expired" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"header" text NOT NULL,
	"sub_header" text,
	"info" text,
	"priority" integer NOT NULL,
	"welcome" boolean DEFAULT false NOT NULL,
	"membership" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"max_savings" integer,
	"savings_text" text,
	"card_size" text DEFAULT 'SMALL' NOT NULL,
	"is_light_theme" boolean DEFAULT false NOT NULL,
	"hide_savings" boolean DEFAULT false NOT NULL,
	"vp_header" text,
	"tag_label" text,
	"is_new" boolean DEFAULT false NOT NULL,
	"mkt_worth" integer,
	"url" text,
	"extra_info_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"template" jsonb,
	"display_detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_card_size" CHECK ("offers"."card_size" in ('SMALL', 'BIG', 'COVER')),
	CONSTRAINT "offers_max_savings_positive" CHECK ("offers"."max_savings" is null or "offers"."max_savings" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sub_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"header" text NOT NULL,
	"coupon_type" text,
	CONSTRAINT "sub_offers_coupon_type" CHECK ("sub_offers"."coupon_type" is null or "sub_offers"."coupon_type" in ('POOL', 'CONSTANT', 'ACTIVATION', 'URL', 'NONE'))
);
--> statement-breakpoint
ALTER TABLE "offer_details" ADD CONSTRAINT "offer_details_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_offers" ADD CONSTRAINT "sub_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key" ON "categories" USING btree ("name");--> statement-breakpoint
CREATE INDEX "client_logs_created_at_idx" ON "client_logs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_key" ON "companies" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_name_lower_key" ON "offers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "offers_category_idx" ON "offers" USING btree ("category_id","priority","id");--> statement-breakpoint
CREATE INDEX "offers_company_idx" ON "offers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sub_offers_offer_idx" ON "sub_offers" USING btree ("offer_id","position");