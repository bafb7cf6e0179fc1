CREATE TYPE "public"."feedback_category" AS ENUM('bug', 'feature', 'improvement', 'other');--> statement-breakpoint
CREATE TYPE "public"."feedback_status" AS ENUM('received', 'reviewed', 'planned', 'done', 'declined');--> statement-breakpoint
CREATE TYPE "public"."partnership_status" AS ENUM('pending', 'active', 'declined', 'cancelled', 'ended');--> statement-breakpoint
CREATE TABLE "activity_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"study" boolean DEFAULT false NOT NULL,
	"memory" boolean DEFAULT false NOT NULL,
	"challenge" boolean DEFAULT false NOT NULL,
	CONSTRAINT "activity_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"category" "feedback_category" NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" varchar(5000) NOT NULL,
	"page_url" text,
	"user_agent" text,
	"app_version" text,
	"is_priority" boolean DEFAULT false NOT NULL,
	"status" "feedback_status" DEFAULT 'received' NOT NULL,
	"admin_reply" text,
	"replied_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_mutes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"created_by" uuid,
	"lifted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streaks" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"current" integer DEFAULT 0 NOT NULL,
	"longest" integer DEFAULT 0 NOT NULL,
	"last_day" date,
	CONSTRAINT "streaks_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "streaks_kind_values" CHECK ("streaks"."kind" in ('study', 'memory', 'challenge'))
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"user_id" uuid NOT NULL,
	"achievement_id" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"announced_at" timestamp with time zone,
	CONSTRAINT "user_achievements_user_id_achievement_id_pk" PRIMARY KEY("user_id","achievement_id")
);
--> statement-breakpoint
CREATE TABLE "user_counters" (
	"user_id" uuid NOT NULL,
	"counter" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_counters_user_id_counter_pk" PRIMARY KEY("user_id","counter")
);
--> statement-breakpoint
CREATE TABLE "chat_channels" (
	"id" text PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" text NOT NULL,
	"author_id" uuid,
	"body" varchar(2000) NOT NULL,
	"reply_to_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"hidden_at" timestamp with time zone,
	"pinned_at" timestamp with time zone,
	"pinned_by" uuid
);
--> statement-breakpoint
CREATE TABLE "chat_reactions" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_reactions_message_id_user_id_emoji_pk" PRIMARY KEY("message_id","user_id","emoji"),
	CONSTRAINT "chat_reactions_emoji_values" CHECK ("chat_reactions"."emoji" in ('👍', '❤️', '🙏', '😊', '🔥'))
);
--> statement-breakpoint
CREATE TABLE "chat_read_states" (
	"user_id" uuid NOT NULL,
	"channel_id" text NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_read_states_user_id_channel_id_pk" PRIMARY KEY("user_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "partnerships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" uuid NOT NULL,
	"addressee_id" uuid NOT NULL,
	"message" varchar(200) DEFAULT '' NOT NULL,
	"status" "partnership_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" uuid,
	CONSTRAINT "partnerships_not_self" CHECK ("partnerships"."requester_id" <> "partnerships"."addressee_id")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "community_guidelines_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_replied_by_profiles_user_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_mutes" ADD CONSTRAINT "member_mutes_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_mutes" ADD CONSTRAINT "member_mutes_created_by_profiles_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streaks" ADD CONSTRAINT "streaks_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_counters" ADD CONSTRAINT "user_counters_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_profiles_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_reply_to_id_chat_messages_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reactions" ADD CONSTRAINT "chat_reactions_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reactions" ADD CONSTRAINT "chat_reactions_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_states" ADD CONSTRAINT "chat_read_states_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_states" ADD CONSTRAINT "chat_read_states_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_requester_id_profiles_user_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_addressee_id_profiles_user_id_fk" FOREIGN KEY ("addressee_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_status_priority_created_idx" ON "feedback" USING btree ("status","is_priority","created_at");--> statement-breakpoint
CREATE INDEX "feedback_user_created_idx" ON "feedback" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "member_mutes_user_until_idx" ON "member_mutes" USING btree ("user_id","until");--> statement-breakpoint
CREATE INDEX "user_achievements_unannounced_idx" ON "user_achievements" USING btree ("earned_at") WHERE "user_achievements"."announced_at" is null;--> statement-breakpoint
CREATE INDEX "chat_messages_channel_created_idx" ON "chat_messages" USING btree ("channel_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_pinned_idx" ON "chat_messages" USING btree ("channel_id") WHERE "chat_messages"."pinned_at" is not null;--> statement-breakpoint
CREATE INDEX "chat_messages_author_created_idx" ON "chat_messages" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partnerships_open_pair_idx" ON "partnerships" USING btree (least("requester_id", "addressee_id"),greatest("requester_id", "addressee_id")) WHERE "partnerships"."status" in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "partnerships_addressee_status_idx" ON "partnerships" USING btree ("addressee_id","status");--> statement-breakpoint
CREATE INDEX "partnerships_requester_status_idx" ON "partnerships" USING btree ("requester_id","status");--> statement-breakpoint
INSERT INTO "chat_channels" ("id", "name", "description", "position", "read_only") VALUES
	('announcements', 'announcements', 'News from the Phototheology team. Only admins post here.', 1, true),
	('general', 'general', 'Say hello and talk about anything on the study journey.', 2, false),
	('prayer-requests', 'prayer-requests', 'Share what you would like others to pray about, and pray for one another.', 3, false),
	('bible-study', 'bible-study', 'Passages you are working through and what the rooms showed you.', 4, false),
	('questions', 'questions', 'Ask about a verse, a doctrine or how to use the app.', 5, false),
	('testimonies', 'testimonies', 'What God has been doing in your life and study.', 6, false),
	('palace-help', 'palace-help', 'Stuck in a room? Ask how a floor or room works.', 7, false)
ON CONFLICT ("id") DO NOTHING;
