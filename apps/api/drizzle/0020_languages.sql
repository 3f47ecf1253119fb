CREATE TABLE "content_translations" (
	"locale" text NOT NULL,
	"source_hash" text NOT NULL,
	"source" text NOT NULL,
	"text" text NOT NULL,
	"edited_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_locale_source_hash_pk" PRIMARY KEY("locale","source_hash"),
	CONSTRAINT "content_translations_locale" CHECK ("content_translations"."locale" in ('hi'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" is null or "users"."language" in ('en', 'hi'));--> statement-breakpoint
-- Hand-written (drizzle-kit does not write triggers): the answers translated from this table are held per catalogue version.
CREATE TRIGGER "content_translations_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_translations" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
