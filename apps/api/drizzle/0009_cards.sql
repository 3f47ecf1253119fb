CREATE TABLE "card_activations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"channel_id" text NOT NULL,
	"bin" text NOT NULL,
	"action" text NOT NULL,
	"activation_date" date NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"granted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_activations_action" CHECK ("card_activations"."action" in ('ACTIVATE_NOW', 'ACTIVATE_FUTURE')),
	CONSTRAINT "card_activations_bin_format" CHECK ("card_activations"."bin" ~ '^[0-9]{6}$'),
	CONSTRAINT "card_activations_dates" CHECK ("card_activations"."end_date" > "card_activations"."start_date")
);
--> statement-breakpoint
CREATE TABLE "card_bins" (
	"channel_id" text NOT NULL,
	"bin" text NOT NULL,
	"eligible" boolean NOT NULL,
	"card_name" text NOT NULL,
	"refusal_message" text,
	CONSTRAINT "card_bins_channel_id_bin_pk" PRIMARY KEY("channel_id","bin"),
	CONSTRAINT "card_bins_bin_format" CHECK ("card_bins"."bin" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "card_channels" (
	"id" text PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"card_name" text NOT NULL,
	"plan_display_name" text NOT NULL,
	"duration_days" integer NOT NULL,
	"window_end_date" date NOT NULL,
	"not_eligible_message" text NOT NULL,
	CONSTRAINT "card_channels_id_format" CHECK ("card_channels"."id" ~ '^[A-Z0-9_]+$'),
	CONSTRAINT "card_channels_network" CHECK ("card_channels"."network" in ('VISA')),
	CONSTRAINT "card_channels_duration" CHECK ("card_channels"."duration_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "card_home_widgets" (
	"site_channel" text PRIMARY KEY NOT NULL,
	"card_channel_id" text NOT NULL,
	"inlet_image" text NOT NULL,
	"title" text NOT NULL,
	"sub_title" text NOT NULL,
	"cta" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "card_network" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "membership_scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_activations" ADD CONSTRAINT "card_activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_activations" ADD CONSTRAINT "card_activations_channel_id_card_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "card_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_bins" ADD CONSTRAINT "card_bins_channel_id_card_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "card_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_home_widgets" ADD CONSTRAINT "card_home_widgets_card_channel_id_card_channels_id_fk" FOREIGN KEY ("card_channel_id") REFERENCES "card_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_activations_user_channel_key" ON "card_activations" USING btree ("user_id","channel_id");--> statement-breakpoint
CREATE INDEX "card_activations_channel_idx" ON "card_activations" USING btree ("channel_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_card_network" CHECK ("users"."card_network" is null or "users"."card_network" in ('VISA'));--> statement-breakpoint
-- The home page's read model includes the card promotion: changing it moves the catalogue version (0008).
CREATE TRIGGER "card_home_widgets_bumps_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "card_home_widgets" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
