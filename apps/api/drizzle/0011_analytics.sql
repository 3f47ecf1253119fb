CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"device_id" text NOT NULL,
	"member_id" text,
	"site" text NOT NULL,
	"channel" text NOT NULL,
	"login_state" text NOT NULL,
	"prime_profile" integer,
	"savings_bucket" text NOT NULL,
	"ftp_source" text,
	"path" text NOT NULL,
	"props" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_at_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_name_occurred_at_idx" ON "analytics_events" USING btree ("name","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_device_idx" ON "analytics_events" USING btree ("device_id","id");