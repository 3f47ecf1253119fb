CREATE TABLE "blog_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"image_name" text NOT NULL,
	"author" text NOT NULL,
	"published_on" date NOT NULL,
	"read_minutes" integer NOT NULL,
	"tags" text[] NOT NULL,
	"sections" jsonb NOT NULL,
	CONSTRAINT "blog_articles_read_minutes" CHECK ("blog_articles"."read_minutes" >= 1)
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"updated_on" date NOT NULL,
	"sections" jsonb NOT NULL,
	CONSTRAINT "content_pages_kind_name_pk" PRIMARY KEY("kind","name"),
	CONSTRAINT "content_pages_kind" CHECK ("content_pages"."kind" in ('TERMS', 'PAGE'))
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"priority" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "layout_content" (
	"key" text PRIMARY KEY NOT NULL,
	"footer" jsonb NOT NULL,
	"hamburger_menu" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"mobile" text PRIMARY KEY NOT NULL,
	"reason_id" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_opt_outs_mobile_format" CHECK ("sms_opt_outs"."mobile" ~ '^[6-9][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "unsubscribe_reasons" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_opt_outs" ADD CONSTRAINT "sms_opt_outs_reason_id_unsubscribe_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "unsubscribe_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_articles_published_idx" ON "blog_articles" USING btree ("published_on","id");--> statement-breakpoint
CREATE INDEX "blog_articles_tags_idx" ON "blog_articles" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_categories_slug_key" ON "faq_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "faq_entries_category_idx" ON "faq_entries" USING btree ("category_id","position");