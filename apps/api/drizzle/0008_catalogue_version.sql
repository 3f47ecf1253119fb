CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['banner_strips', 'banners', 'blog_articles', 'categories', 'companies', 'content_pages', 'customer_reviews', 'faq_categories', 'faq_entries', 'home_content', 'home_sections', 'layout_content', 'offer_details', 'offers', 'promotions', 'sub_offers', 'unsubscribe_reasons', 'viewports']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()', name || '_bumps_catalogue_version', name);
  END LOOP;
END;
$$;
