CREATE TABLE "bible_bookmarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"book" text NOT NULL,
	"chapter" smallint NOT NULL,
	"verse_key" integer,
	"label" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bible_highlights" (
	"user_id" uuid NOT NULL,
	"verse_key" integer NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bible_highlights_user_id_verse_key_pk" PRIMARY KEY("user_id","verse_key"),
	CONSTRAINT "bible_highlights_color_values" CHECK ("bible_highlights"."color" in ('yellow', 'green', 'blue', 'pink', 'purple', 'orange'))
);
--> statement-breakpoint
CREATE TABLE "bible_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"start_key" integer NOT NULL,
	"end_key" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bible_notes_range" CHECK ("bible_notes"."start_key" <= "bible_notes"."end_key")
);
--> statement-breakpoint
CREATE TABLE "bible_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"book" text NOT NULL,
	"chapter" smallint NOT NULL,
	"translation" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "block_legend" (
	"user_id" uuid NOT NULL,
	"block_no" smallint NOT NULL,
	"glyph" text NOT NULL,
	"rationale" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "block_legend_user_id_block_no_pk" PRIMARY KEY("user_id","block_no"),
	CONSTRAINT "block_legend_block_range" CHECK ("block_legend"."block_no" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "block_legend_drills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"questions" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" smallint,
	"attempt_id" uuid
);
--> statement-breakpoint
CREATE TABLE "memory_quiz_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"verse_ids" uuid[] NOT NULL,
	"solved_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "memory_verses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"start_key" integer NOT NULL,
	"end_key" integer NOT NULL,
	"translation" text NOT NULL,
	"reference" text NOT NULL,
	"text" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "memory_verses_range" CHECK ("memory_verses"."start_key" <= "memory_verses"."end_key")
);
--> statement-breakpoint
CREATE TABLE "quarterly_worksheets" (
	"user_id" uuid NOT NULL,
	"week" text NOT NULL,
	"passages" text[] DEFAULT '{}'::text[] NOT NULL,
	"rooms" text[] DEFAULT '{}'::text[] NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quarterly_worksheets_user_id_week_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
ALTER TABLE "bible_bookmarks" ADD CONSTRAINT "bible_bookmarks_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bible_highlights" ADD CONSTRAINT "bible_highlights_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bible_notes" ADD CONSTRAINT "bible_notes_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bible_reads" ADD CONSTRAINT "bible_reads_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_legend" ADD CONSTRAINT "block_legend_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_legend_drills" ADD CONSTRAINT "block_legend_drills_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_quiz_runs" ADD CONSTRAINT "memory_quiz_runs_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_verses" ADD CONSTRAINT "memory_verses_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quarterly_worksheets" ADD CONSTRAINT "quarterly_worksheets_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bible_bookmarks_user_place_idx" ON "bible_bookmarks" USING btree ("user_id","book","chapter",coalesce("verse_key", 0));--> statement-breakpoint
CREATE INDEX "bible_bookmarks_user_created_idx" ON "bible_bookmarks" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bible_highlights_user_created_idx" ON "bible_highlights" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bible_notes_user_start_idx" ON "bible_notes" USING btree ("user_id","start_key");--> statement-breakpoint
CREATE INDEX "bible_notes_user_created_idx" ON "bible_notes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bible_reads_user_read_idx" ON "bible_reads" USING btree ("user_id","read_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "block_legend_drills_user_started_idx" ON "block_legend_drills" USING btree ("user_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "memory_quiz_runs_user_started_idx" ON "memory_quiz_runs" USING btree ("user_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "memory_verses_user_range_idx" ON "memory_verses" USING btree ("user_id","start_key","end_key");--> statement-breakpoint
CREATE INDEX "memory_verses_user_created_idx" ON "memory_verses" USING btree ("user_id","created_at" DESC NULLS LAST);