CREATE TABLE "game_ai_judgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"prompt_key" text NOT NULL,
	"answer_hash" text NOT NULL,
	"status" text NOT NULL,
	"verdict" text,
	"feedback" text,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_ai_judgements_status_values" CHECK ("game_ai_judgements"."status" in ('pending', 'ok', 'failed')),
	CONSTRAINT "game_ai_judgements_verdict_values" CHECK ("game_ai_judgements"."verdict" is null or "game_ai_judgements"."verdict" in ('pass', 'partial', 'fail'))
);
--> statement-breakpoint
ALTER TABLE "game_ai_judgements" ADD CONSTRAINT "game_ai_judgements_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_ai_judgements_key_idx" ON "game_ai_judgements" USING btree ("game_id","prompt_key","answer_hash","created_at");--> statement-breakpoint
CREATE INDEX "game_ai_judgements_user_idx" ON "game_ai_judgements" USING btree ("user_id","created_at");