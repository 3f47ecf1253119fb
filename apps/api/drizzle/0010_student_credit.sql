CREATE TABLE "credit_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"pan_ciphertext" text NOT NULL,
	"pan_last4" text NOT NULL,
	"name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_checks_pan_last4" CHECK ("credit_checks"."pan_last4" ~ '^[0-9]{3}[A-Z]$')
);
--> statement-breakpoint
CREATE TABLE "credit_code_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"ip" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"check_id" integer NOT NULL,
	"bureau" text NOT NULL,
	"score" integer NOT NULL,
	"name" text NOT NULL,
	"pan_last4" text NOT NULL,
	"details" jsonb NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"refresh_available_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_reports_score" CHECK ("credit_reports"."score" between 300 and 900)
);
--> statement-breakpoint
CREATE TABLE "student_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"state" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"college_name" text NOT NULL,
	"pincode" text NOT NULL,
	"document_key" text NOT NULL,
	"document_name" text NOT NULL,
	"document_type" text NOT NULL,
	"document_bytes" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	CONSTRAINT "student_verifications_state" CHECK ("student_verifications"."state" in ('SUBMITTED', 'APPROVED', 'REJECTED')),
	CONSTRAINT "student_verifications_type" CHECK ("student_verifications"."document_type" in ('jpeg', 'png', 'pdf', 'eps', 'docx', 'svg', 'webp', 'doc')),
	CONSTRAINT "student_verifications_bytes" CHECK ("student_verifications"."document_bytes" between 1 and 10485760),
	CONSTRAINT "student_verifications_pincode" CHECK ("student_verifications"."pincode" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "student_offer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_checks" ADD CONSTRAINT "credit_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reports" ADD CONSTRAINT "credit_reports_check_id_credit_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "credit_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_verifications" ADD CONSTRAINT "student_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_checks_public_id_key" ON "credit_checks" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "credit_checks_user_idx" ON "credit_checks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_code_sends_mobile_idx" ON "credit_code_sends" USING btree ("mobile","sent_at");--> statement-breakpoint
CREATE INDEX "credit_code_sends_ip_idx" ON "credit_code_sends" USING btree ("ip","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_reports_public_id_key" ON "credit_reports" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_reports_check_key" ON "credit_reports" USING btree ("check_id");--> statement-breakpoint
CREATE INDEX "credit_reports_user_idx" ON "credit_reports" USING btree ("user_id","generated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "student_verifications_public_id_key" ON "student_verifications" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "student_verifications_user_idx" ON "student_verifications" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "student_verifications_one_open_key" ON "student_verifications" USING btree ("user_id") WHERE "student_verifications"."state" in ('SUBMITTED', 'APPROVED');