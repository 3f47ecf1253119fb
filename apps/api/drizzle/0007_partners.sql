CREATE TABLE "partner_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner" text NOT NULL,
	"mobile" text NOT NULL,
	"enrolled_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_by_user_id" integer,
	CONSTRAINT "partner_enrolments_partner" CHECK ("partner_enrolments"."partner" in ('SHOPPERS_STOP', 'MORE_REWARDS')),
	CONSTRAINT "partner_enrolments_mobile_format" CHECK ("partner_enrolments"."mobile" ~ '^[6-9][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "partner_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner" text NOT NULL,
	"user_id" integer NOT NULL,
	"plan_name" text NOT NULL,
	"enrolment_id" integer,
	"store_code_id" integer,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partner_memberships_partner" CHECK ("partner_memberships"."partner" in ('SHOPPERS_STOP', 'MORE_REWARDS'))
);
--> statement-breakpoint
CREATE TABLE "partner_plans" (
	"partner" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"duration_days" integer NOT NULL,
	CONSTRAINT "partner_plans_partner" CHECK ("partner_plans"."partner" in ('SHOPPERS_STOP', 'MORE_REWARDS')),
	CONSTRAINT "partner_plans_duration" CHECK ("partner_plans"."duration_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "partner_store_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "partner_store_codes_partner" CHECK ("partner_store_codes"."partner" in ('SHOPPERS_STOP', 'MORE_REWARDS'))
);
--> statement-breakpoint
ALTER TABLE "partner_enrolments" ADD CONSTRAINT "partner_enrolments_claimed_by_user_id_users_id_fk" FOREIGN KEY ("claimed_by_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_memberships" ADD CONSTRAINT "partner_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_memberships" ADD CONSTRAINT "partner_memberships_enrolment_id_partner_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "partner_enrolments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_memberships" ADD CONSTRAINT "partner_memberships_store_code_id_partner_store_codes_id_fk" FOREIGN KEY ("store_code_id") REFERENCES "partner_store_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_enrolments_partner_mobile_key" ON "partner_enrolments" USING btree ("partner","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_memberships_user_partner_key" ON "partner_memberships" USING btree ("user_id","partner");--> statement-breakpoint
CREATE INDEX "partner_memberships_store_code_idx" ON "partner_memberships" USING btree ("store_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_plans_name_key" ON "partner_plans" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_store_codes_code_key" ON "partner_store_codes" USING btree ("code");