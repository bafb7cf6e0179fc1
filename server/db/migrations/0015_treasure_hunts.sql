CREATE TABLE "hunt_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participation_id" uuid NOT NULL,
	"clue_no" smallint NOT NULL,
	"answer" text NOT NULL,
	"correct" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hunt_editions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hunt_key" text NOT NULL,
	"edition_date" date NOT NULL,
	"difficulty" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"ranked" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hunt_editions_difficulty_values" CHECK ("hunt_editions"."difficulty" in ('beginner', 'pro', 'scholar'))
);
--> statement-breakpoint
CREATE TABLE "hunt_participations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"edition_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"clue_no" smallint,
	"clues" jsonb NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"ranked" boolean NOT NULL,
	"fast_clock" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"elapsed_ms" integer,
	"expired_at" timestamp with time zone,
	"points_awarded" integer DEFAULT 0 NOT NULL,
	"points_capped" boolean DEFAULT false NOT NULL,
	CONSTRAINT "hunt_participations_status_values" CHECK ("hunt_participations"."status" in ('active', 'completed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "hunt_attempts" ADD CONSTRAINT "hunt_attempts_participation_id_hunt_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."hunt_participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_participations" ADD CONSTRAINT "hunt_participations_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunt_participations" ADD CONSTRAINT "hunt_participations_edition_id_hunt_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."hunt_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hunt_attempts_participation_clue_idx" ON "hunt_attempts" USING btree ("participation_id","clue_no","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hunt_editions_date_idx" ON "hunt_editions" USING btree ("edition_date");--> statement-breakpoint
CREATE UNIQUE INDEX "hunt_participations_user_edition_idx" ON "hunt_participations" USING btree ("user_id","edition_id");--> statement-breakpoint
CREATE INDEX "hunt_participations_board_idx" ON "hunt_participations" USING btree ("edition_id","ranked","status","score" DESC NULLS LAST,"elapsed_ms");