CREATE TABLE "captcha_spent" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"mobile" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"nature" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone,
	CONSTRAINT "otp_codes_nature" CHECK ("otp_codes"."nature" in ('SIGN_UP', 'LOG_IN'))
);
--> statement-breakpoint
CREATE TABLE "otp_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"ip" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"family_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "session_families" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"login_type" text NOT NULL,
	"ticket_hash" text NOT NULL,
	"channel" text,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "session_families_login_type" CHECK ("session_families"."login_type" in ('SSO', 'GUEST'))
);
--> statement-breakpoint
CREATE TABLE "states" (
	"name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "states_kind" CHECK ("states"."kind" in ('STATE', 'UNION_TERRITORY'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"sso_id" text NOT NULL,
	"mobile" text NOT NULL,
	"mobile_verified" boolean DEFAULT false NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"last_name" text,
	"city" text,
	"gender" text,
	"dob" date,
	"dp" text,
	"prime_profile" integer DEFAULT 0 NOT NULL,
	"prime_id" text,
	"variant_name" text,
	"corporate" boolean DEFAULT false NOT NULL,
	"business" boolean DEFAULT false NOT NULL,
	"business_logo" text,
	"super_user" boolean DEFAULT false NOT NULL,
	"client_next_action" text,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"last_end_date" timestamp with time zone,
	"order_id" text,
	"auto_renewal" boolean DEFAULT false NOT NULL,
	"show_renewal" boolean DEFAULT false NOT NULL,
	"total_savings" double precision DEFAULT 0 NOT NULL,
	"average_savings" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_mobile_format" CHECK ("users"."mobile" ~ '^[6-9][0-9]{9}$'),
	CONSTRAINT "users_gender" CHECK ("users"."gender" is null or "users"."gender" in ('M', 'F', 'N')),
	CONSTRAINT "users_prime_profile" CHECK ("users"."prime_profile" in (0, 1, 2, 5, 6, 7, 9, 10)),
	CONSTRAINT "users_savings_positive" CHECK ("users"."total_savings" >= 0 and "users"."average_savings" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_states_name_fk" FOREIGN KEY ("state") REFERENCES "states"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tickets" ADD CONSTRAINT "login_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_session_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "session_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_families" ADD CONSTRAINT "session_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_spent_expires_idx" ON "captcha_spent" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_name_lower_key" ON "cities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "login_tickets_expires_idx" ON "login_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "otp_sends_mobile_idx" ON "otp_sends" USING btree ("mobile","sent_at");--> statement-breakpoint
CREATE INDEX "otp_sends_ip_idx" ON "otp_sends" USING btree ("ip","sent_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "session_families_user_idx" ON "session_families" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_sso_id_key" ON "users" USING btree ("sso_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_key" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));