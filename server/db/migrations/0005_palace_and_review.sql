CREATE TABLE "assessment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"room_id" text NOT NULL,
	"kind" text NOT NULL,
	"milestone_no" smallint,
	"item_ids" text[] NOT NULL,
	"presented" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"passage" text,
	"answers" jsonb,
	"written" jsonb,
	"score" integer,
	"max_score" integer NOT NULL,
	"pct" smallint,
	"duration_s" integer,
	"verdict" text,
	"content_version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "assessment_attempts_kind_values" CHECK ("assessment_attempts"."kind" in ('learn_check', 'drill', 'milestone')),
	CONSTRAINT "assessment_attempts_milestone_no" CHECK (("assessment_attempts"."kind" = 'milestone') = ("assessment_attempts"."milestone_no" is not null) and ("assessment_attempts"."milestone_no" is null or "assessment_attempts"."milestone_no" between 1 and 4)),
	CONSTRAINT "assessment_attempts_verdict_values" CHECK ("assessment_attempts"."verdict" is null or "assessment_attempts"."verdict" in ('pass', 'fail'))
);
--> statement-breakpoint
CREATE TABLE "palace_prefs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_room_id" text,
	"focus_room_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"room_id" text NOT NULL,
	"prompt_id" text,
	"master_task_id" text,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"refs" text[] DEFAULT '{}'::text[] NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"verdict" text,
	"feedback" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_passed_at" timestamp with time zone,
	"content_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "practice_entries_status_values" CHECK ("practice_entries"."status" in ('draft', 'checked')),
	CONSTRAINT "practice_entries_verdict_values" CHECK ("practice_entries"."verdict" is null or "practice_entries"."verdict" in ('pass', 'partial', 'fail'))
);
--> statement-breakpoint
CREATE TABLE "room_progress" (
	"user_id" uuid NOT NULL,
	"room_id" text NOT NULL,
	"first_visited_at" timestamp with time zone,
	"last_visited_at" timestamp with time zone,
	"lesson_read_at" timestamp with time zone,
	"learn_check_passed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"xp" integer DEFAULT 0 NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"milestones_passed" smallint DEFAULT 0 NOT NULL,
	"drills_taken" integer DEFAULT 0 NOT NULL,
	"best_drill_pct" smallint,
	"passing_entries" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone,
	"content_version" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_progress_user_id_room_id_pk" PRIMARY KEY("user_id","room_id"),
	CONSTRAINT "room_progress_level_range" CHECK ("room_progress"."level" between 1 and 5),
	CONSTRAINT "room_progress_milestones_range" CHECK ("room_progress"."milestones_passed" between 0 and 4),
	CONSTRAINT "room_progress_xp_non_negative" CHECK ("room_progress"."xp" >= 0)
);
--> statement-breakpoint
CREATE TABLE "xp_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"room_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"source_id" text,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "xp_events_amount_positive" CHECK ("xp_events"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "review_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision DEFAULT 0 NOT NULL,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"state" smallint NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"last_elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"review" timestamp with time zone NOT NULL,
	"was_due" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "palace_prefs" ADD CONSTRAINT "palace_prefs_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_entries" ADD CONSTRAINT "practice_entries_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_progress" ADD CONSTRAINT "room_progress_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_events" ADD CONSTRAINT "xp_events_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_card_id_review_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."review_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_attempts_user_room_started_idx" ON "assessment_attempts" USING btree ("user_id","room_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "practice_entries_user_room_created_idx" ON "practice_entries" USING btree ("user_id","room_id","created_at" DESC NULLS LAST) WHERE "practice_entries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "room_progress_user_last_visited_idx" ON "room_progress" USING btree ("user_id","last_visited_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "xp_events_dedupe_key_idx" ON "xp_events" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "xp_events_user_kind_created_idx" ON "xp_events" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_cards_user_subject_idx" ON "review_cards" USING btree ("user_id","subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "review_cards_user_due_idx" ON "review_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "review_logs_user_review_idx" ON "review_logs" USING btree ("user_id","review");