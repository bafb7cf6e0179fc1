ALTER TYPE "public"."report_subject" ADD VALUE 'research_note';--> statement-breakpoint
CREATE TABLE "research_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"parent_id" uuid,
	"topic" varchar(200) NOT NULL,
	"focus" varchar(120),
	"question" varchar(1000),
	"options" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"passages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"strongs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"title" varchar(120) NOT NULL,
	"my_notes" text DEFAULT '' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"moderation" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "research_notes_source_values" CHECK ("research_notes"."source" in ('ai', 'offline')),
	CONSTRAINT "research_notes_moderation_values" CHECK ("research_notes"."moderation" is null or "research_notes"."moderation" in ('approved', 'pending', 'hidden')),
	CONSTRAINT "research_notes_my_notes_length" CHECK (char_length("research_notes"."my_notes") <= 10000)
);
--> statement-breakpoint
CREATE TABLE "prophecy_alert_matches" (
	"topic_id" uuid NOT NULL,
	"signal_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"notified" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prophecy_alert_matches_topic_id_signal_id_pk" PRIMARY KEY("topic_id","signal_id")
);
--> statement-breakpoint
CREATE TABLE "prophecy_briefing_runs" (
	"slot" timestamp with time zone PRIMARY KEY NOT NULL,
	"signal_id" uuid,
	"outcome" text,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prophecy_signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"kind" text NOT NULL,
	"title" varchar(100) NOT NULL,
	"summary" varchar(600) NOT NULL,
	"category" text NOT NULL,
	"scope" text NOT NULL,
	"sections" jsonb NOT NULL,
	"passages" jsonb NOT NULL,
	"source_title" varchar(150),
	"source_url" varchar(500),
	"report_text" text,
	"source" text NOT NULL,
	"notices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"held_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prophecy_signals_kind_values" CHECK ("prophecy_signals"."kind" in ('report_analysis', 'theme_briefing')),
	CONSTRAINT "prophecy_signals_category_values" CHECK ("prophecy_signals"."category" in ('church_and_state', 'religious_liberty', 'worship_and_sabbath', 'natural_world', 'power_and_authority', 'spiritual_trends')),
	CONSTRAINT "prophecy_signals_scope_values" CHECK ("prophecy_signals"."scope" in ('my_country', 'worldwide')),
	CONSTRAINT "prophecy_signals_source_values" CHECK ("prophecy_signals"."source" in ('model', 'fake', 'offline')),
	CONSTRAINT "prophecy_signals_visibility_values" CHECK ("prophecy_signals"."visibility" in ('private', 'pending', 'public', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "watch_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(60) NOT NULL,
	"categories" jsonb NOT NULL,
	"keywords" jsonb NOT NULL,
	"passages" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sermons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"theme_passage" varchar(500) DEFAULT '' NOT NULL,
	"style" text NOT NULL,
	"audience" text NOT NULL,
	"length_min" smallint,
	"stones" jsonb NOT NULL,
	"bridges" jsonb NOT NULL,
	"structure" jsonb NOT NULL,
	"ai_guidance" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"current_step" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sermons_style_values" CHECK ("sermons"."style" in ('inductive', 'deductive', 'narrative', 'expository', 'topical')),
	CONSTRAINT "sermons_audience_values" CHECK ("sermons"."audience" in ('general', 'youth', 'children', 'seekers')),
	CONSTRAINT "sermons_status_values" CHECK ("sermons"."status" in ('draft', 'in_progress', 'complete')),
	CONSTRAINT "sermons_length_range" CHECK ("sermons"."length_min" is null or "sermons"."length_min" between 10 and 90),
	CONSTRAINT "sermons_current_step_range" CHECK ("sermons"."current_step" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "bible_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"origin" text NOT NULL,
	"room" text DEFAULT 'none' NOT NULL,
	"caption" varchar(500) DEFAULT '' NOT NULL,
	"prompt" varchar(500),
	"verse_ref" varchar(50),
	"style" text,
	"storage_path" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"card" jsonb,
	"is_public" boolean DEFAULT false NOT NULL,
	"moderation" text,
	"seed_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bible_images_origin_values" CHECK ("bible_images"."origin" in ('generated', 'svg_card', 'upload', 'curated')),
	CONSTRAINT "bible_images_room_values" CHECK ("bible_images"."room" in ('translation', '24fps', 'bible_rendered', 'none')),
	CONSTRAINT "bible_images_moderation_values" CHECK ("bible_images"."moderation" is null or "bible_images"."moderation" in ('approved', 'pending', 'hidden')),
	CONSTRAINT "bible_images_owner_or_curated" CHECK ("bible_images"."user_id" is not null or "bible_images"."origin" = 'curated')
);
--> statement-breakpoint
CREATE TABLE "image_favourites" (
	"user_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "image_favourites_user_id_image_id_pk" PRIMARY KEY("user_id","image_id")
);
--> statement-breakpoint
ALTER TABLE "research_notes" ADD CONSTRAINT "research_notes_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_notes" ADD CONSTRAINT "research_notes_parent_id_research_notes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."research_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prophecy_alert_matches" ADD CONSTRAINT "prophecy_alert_matches_topic_id_watch_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."watch_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prophecy_alert_matches" ADD CONSTRAINT "prophecy_alert_matches_signal_id_prophecy_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."prophecy_signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prophecy_alert_matches" ADD CONSTRAINT "prophecy_alert_matches_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prophecy_briefing_runs" ADD CONSTRAINT "prophecy_briefing_runs_signal_id_prophecy_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."prophecy_signals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prophecy_signals" ADD CONSTRAINT "prophecy_signals_created_by_profiles_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_topics" ADD CONSTRAINT "watch_topics_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sermons" ADD CONSTRAINT "sermons_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bible_images" ADD CONSTRAINT "bible_images_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_favourites" ADD CONSTRAINT "image_favourites_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_favourites" ADD CONSTRAINT "image_favourites_image_id_bible_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."bible_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "research_notes_user_list_idx" ON "research_notes" USING btree ("user_id","pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "research_notes"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "research_notes_parent_idx" ON "research_notes" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "prophecy_alert_matches_user_created_idx" ON "prophecy_alert_matches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "prophecy_alert_matches_signal_idx" ON "prophecy_alert_matches" USING btree ("signal_id");--> statement-breakpoint
CREATE INDEX "prophecy_signals_author_created_idx" ON "prophecy_signals" USING btree ("created_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prophecy_signals_public_published_idx" ON "prophecy_signals" USING btree ("published_at" DESC NULLS LAST) WHERE "prophecy_signals"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "watch_topics_user_created_idx" ON "watch_topics" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sermons_user_updated_idx" ON "sermons" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bible_images_user_created_idx" ON "bible_images" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bible_images_public_created_idx" ON "bible_images" USING btree ("is_public","created_at" DESC NULLS LAST) WHERE "bible_images"."is_public";--> statement-breakpoint
CREATE UNIQUE INDEX "bible_images_seed_key_idx" ON "bible_images" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "image_favourites_image_idx" ON "image_favourites" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;