CREATE TABLE "chess_chat" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chess_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"opponent_kind" text NOT NULL,
	"bot_level" text,
	"pace" text,
	"visibility" text,
	"level" text NOT NULL,
	"categories" jsonb NOT NULL,
	"moves_per_side" smallint NOT NULL,
	"player1_id" uuid NOT NULL,
	"player2_id" uuid,
	"first_player" text NOT NULL,
	"first_side" text,
	"current_turn" text,
	"turn_deadline_at" timestamp with time zone,
	"open_challenge" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"score_p1" integer DEFAULT 0 NOT NULL,
	"score_p2" integer DEFAULT 0 NOT NULL,
	"moves_p1" smallint DEFAULT 0 NOT NULL,
	"moves_p2" smallint DEFAULT 0 NOT NULL,
	"timeouts_p1" smallint DEFAULT 0 NOT NULL,
	"timeouts_p2" smallint DEFAULT 0 NOT NULL,
	"bot_due_at" timestamp with time zone,
	"fast_clock" boolean DEFAULT false NOT NULL,
	"winner_side" text,
	"result" text,
	"seed" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "chess_matches_status_values" CHECK ("chess_matches"."status" in ('waiting', 'active', 'completed', 'abandoned')),
	CONSTRAINT "chess_matches_players_differ" CHECK ("chess_matches"."player2_id" is null or "chess_matches"."player2_id" <> "chess_matches"."player1_id")
);
--> statement-breakpoint
CREATE TABLE "chess_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"ply" smallint NOT NULL,
	"side" text NOT NULL,
	"player_id" uuid,
	"client_move_id" text,
	"ref" text,
	"commentary" text,
	"answered_challenge" jsonb,
	"challenge_category" text,
	"challenge_item" text,
	"answered" boolean DEFAULT false NOT NULL,
	"score" smallint DEFAULT 0 NOT NULL,
	"judgement" jsonb,
	"timed_out" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chess_chat" ADD CONSTRAINT "chess_chat_match_id_chess_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."chess_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chess_chat" ADD CONSTRAINT "chess_chat_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chess_matches" ADD CONSTRAINT "chess_matches_player1_id_profiles_user_id_fk" FOREIGN KEY ("player1_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chess_matches" ADD CONSTRAINT "chess_matches_player2_id_profiles_user_id_fk" FOREIGN KEY ("player2_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chess_moves" ADD CONSTRAINT "chess_moves_match_id_chess_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."chess_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chess_moves" ADD CONSTRAINT "chess_moves_player_id_profiles_user_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chess_chat_match_idx" ON "chess_chat" USING btree ("match_id","created_at");--> statement-breakpoint
CREATE INDEX "chess_matches_player1_idx" ON "chess_matches" USING btree ("player1_id","status");--> statement-breakpoint
CREATE INDEX "chess_matches_player2_idx" ON "chess_matches" USING btree ("player2_id","status");--> statement-breakpoint
CREATE INDEX "chess_matches_open_idx" ON "chess_matches" USING btree ("visibility","status","created_at");--> statement-breakpoint
CREATE INDEX "chess_matches_deadline_idx" ON "chess_matches" USING btree ("status","turn_deadline_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chess_moves_ply_idx" ON "chess_moves" USING btree ("match_id","ply");--> statement-breakpoint
CREATE UNIQUE INDEX "chess_moves_client_idx" ON "chess_moves" USING btree ("match_id","client_move_id");