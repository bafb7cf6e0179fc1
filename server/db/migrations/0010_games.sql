CREATE TABLE "game_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"mode" text NOT NULL,
	"difficulty" text NOT NULL,
	"score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"metric" integer NOT NULL,
	"won" boolean NOT NULL,
	"duration_ms" integer NOT NULL,
	"metrics" jsonb NOT NULL,
	"ranked" boolean NOT NULL,
	"points_awarded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"run_id" uuid NOT NULL,
	"round_no" smallint NOT NULL,
	"prompt_key" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone,
	"input" jsonb,
	"judgement" jsonb,
	"reveal" jsonb,
	"answered_at" timestamp with time zone,
	CONSTRAINT "game_rounds_run_id_round_no_pk" PRIMARY KEY("run_id","round_no")
);
--> statement-breakpoint
CREATE TABLE "game_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"mode" text NOT NULL,
	"difficulty" text NOT NULL,
	"seed" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"state" jsonb NOT NULL,
	"round_no" smallint,
	"round_issued_at" timestamp with time zone,
	"round_deadline_at" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"client_version" text,
	CONSTRAINT "game_runs_status_values" CHECK ("game_runs"."status" in ('active', 'completed', 'abandoned', 'expired', 'timed_out'))
);
--> statement-breakpoint
CREATE TABLE "personal_bests" (
	"user_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"mode" text NOT NULL,
	"difficulty" text NOT NULL,
	"best_score" integer NOT NULL,
	"best_metric" integer NOT NULL,
	"result_id" uuid NOT NULL,
	"achieved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "personal_bests_user_id_game_id_mode_difficulty_pk" PRIMARY KEY("user_id","game_id","mode","difficulty")
);
--> statement-breakpoint
ALTER TABLE "xp_events" ALTER COLUMN "room_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "xp_events" ADD COLUMN "source" text DEFAULT 'palace' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_run_id_game_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."game_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_run_id_game_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."game_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_runs" ADD CONSTRAINT "game_runs_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_bests" ADD CONSTRAINT "personal_bests_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_bests" ADD CONSTRAINT "personal_bests_result_id_game_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."game_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_results_run_idx" ON "game_results" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "game_results_board_idx" ON "game_results" USING btree ("game_id","mode","difficulty","created_at");--> statement-breakpoint
CREATE INDEX "game_results_user_idx" ON "game_results" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_runs_user_status_idx" ON "game_runs" USING btree ("user_id","status","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_runs_user_started_idx" ON "game_runs" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "personal_bests_user_achieved_idx" ON "personal_bests" USING btree ("user_id","achieved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "xp_events_user_source_created_idx" ON "xp_events" USING btree ("user_id","source","created_at");--> statement-breakpoint
-- The ledger is now the account's points (games.md §3.8): cache its sum and the level it gives (250 × L × (L − 1)).
UPDATE "profiles" SET "points_total" = totals.points, "level" = floor((1 + sqrt(1 + 0.016 * totals.points)) / 2)::smallint
FROM (SELECT "user_id", sum("amount")::int AS points FROM "xp_events" GROUP BY "user_id") AS totals
WHERE "profiles"."user_id" = totals."user_id";
