CREATE TABLE "user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bible_translation" text DEFAULT 'kjv' NOT NULL,
	"parallel_translation" text,
	"font_size" smallint DEFAULT 2 NOT NULL,
	"layout" text DEFAULT 'verse' NOT NULL,
	"show_verse_numbers" boolean DEFAULT true NOT NULL,
	"theme" text DEFAULT 'system' NOT NULL,
	"email_partner_requests" boolean DEFAULT true NOT NULL,
	"email_weekly_summary" boolean DEFAULT false NOT NULL,
	"early_access" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_settings_font_size_range" CHECK ("user_settings"."font_size" between 1 and 4),
	CONSTRAINT "user_settings_layout_values" CHECK ("user_settings"."layout" in ('verse', 'paragraph')),
	CONSTRAINT "user_settings_theme_values" CHECK ("user_settings"."theme" in ('light', 'dark', 'system'))
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;