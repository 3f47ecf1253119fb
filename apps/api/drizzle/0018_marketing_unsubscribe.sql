CREATE TABLE "email_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"reason_id" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_opt_outs_email_lower" CHECK ("email_opt_outs"."email" = lower("email_opt_outs"."email"))
);
--> statement-breakpoint
CREATE TABLE "marketing_consents" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"consent" text NOT NULL,
	"profile_hash" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketing_consents_consent" CHECK ("marketing_consents"."consent" in ('granted', 'denied'))
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_channel";--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_reason_id_unsubscribe_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "unsubscribe_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_channel" CHECK ("outbox_messages"."channel" in ('sms', 'email', 'profile'));