ALTER TABLE "users" ALTER COLUMN "mobile" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "login_tickets" ADD COLUMN "identifier_type" text DEFAULT 'mobile' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_changes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_email_key" ON "users" USING btree (lower("email")) WHERE "users"."email_verified";--> statement-breakpoint
ALTER TABLE "login_tickets" ADD CONSTRAINT "login_tickets_identifier_type" CHECK ("login_tickets"."identifier_type" in ('mobile', 'email'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_mobile_or_email" CHECK ("users"."mobile" is not null or "users"."email" is not null);