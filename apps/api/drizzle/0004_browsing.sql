CREATE TABLE "banner_strips" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"bg_color" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"viewport_id" integer NOT NULL,
	"position" integer NOT NULL,
	"media_type" text DEFAULT 'IMAGE' NOT NULL,
	"image_url" text NOT NULL,
	"alt_text" text,
	"show_cta" boolean DEFAULT true NOT NULL,
	"cta_text" text,
	"action_type" text,
	"action_data" jsonb,
	"title_icon" text,
	"title" text,
	"description" text,
	"redirection_url" text,
	CONSTRAINT "banners_media_type" CHECK ("banners"."media_type" in ('IMAGE', 'ANIMATION')),
	CONSTRAINT "banners_action_type" CHECK ("banners"."action_type" is null or "banners"."action_type" in ('REVIEW_ORDER', 'OFFER', 'URL_REDIRECTION', 'HOME_PAGE', 'GET_CREDIT_REPORT'))
);
--> statement-breakpoint
CREATE TABLE "customer_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"handle" text,
	"city" text,
	"text" text NOT NULL,
	"rating" integer NOT NULL,
	"avatar_url" text,
	CONSTRAINT "customer_reviews_rating" CHECK ("customer_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "home_sections" (
	"key" text PRIMARY KEY NOT NULL,
	"how_to_use_title" text NOT NULL,
	"how_to_use_steps" jsonb NOT NULL,
	"review_title" text NOT NULL,
	"app_install" jsonb NOT NULL,
	"exclusive_know_more_image" text NOT NULL,
	"exclusive_header" text NOT NULL,
	"exclusive_sub_header" text NOT NULL,
	"free_trial_title" text NOT NULL,
	"free_trial_sub_title" text NOT NULL,
	"free_trial_cta_text" text NOT NULL,
	"seo_blocks" jsonb NOT NULL,
	"benefits_worth" integer,
	"marketing_coupon_code" text
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"redirection_url" text,
	"card_image" text,
	"sells_membership" boolean DEFAULT false NOT NULL,
	"plan_status_ids" jsonb,
	"hidden_for_variants" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewports" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" text NOT NULL,
	"name" text NOT NULL,
	"image_name" text NOT NULL,
	"is_web" boolean DEFAULT true NOT NULL,
	"is_mweb" boolean DEFAULT true NOT NULL,
	"title" text,
	"sub_title" text,
	CONSTRAINT "viewports_slot" CHECK ("viewports"."slot" in ('WEEKLY', 'EVENT'))
);
--> statement-breakpoint
ALTER TABLE "offer_details" ADD COLUMN "logged_out_key_points" text;--> statement-breakpoint
ALTER TABLE "offer_details" ADD COLUMN "is_expired_text" text;--> statement-breakpoint
ALTER TABLE "offer_details" ADD COLUMN "key_point_title" text;--> statement-breakpoint
ALTER TABLE "offer_details" ADD COLUMN "how_to_use_title" text;--> statement-breakpoint
ALTER TABLE "offer_details" ADD COLUMN "about_title" text;--> statement-breakpoint
ALTER TABLE "offer_details" ADD COLUMN "company_video" text;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_viewport_id_viewports_id_fk" FOREIGN KEY ("viewport_id") REFERENCES "viewports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_viewport_idx" ON "banners" USING btree ("viewport_id","position");--> statement-breakpoint
CREATE INDEX "promotions_position_idx" ON "promotions" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "viewports_slot_key" ON "viewports" USING btree ("slot");