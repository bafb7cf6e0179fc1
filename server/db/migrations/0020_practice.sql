CREATE TABLE "challenge_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"challenge_date" date NOT NULL,
	"tier" text NOT NULL,
	"subtype" text NOT NULL,
	"answer" jsonb NOT NULL,
	"verdict" text NOT NULL,
	"feedback" text NOT NULL,
	"ai_feedback" text,
	"time_spent_s" integer NOT NULL,
	"follow_up" varchar(2000),
	"follow_up_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "challenge_submissions_tier_values" CHECK ("challenge_submissions"."tier" in ('quick', 'core', 'advance')),
	CONSTRAINT "challenge_submissions_verdict_values" CHECK ("challenge_submissions"."verdict" in ('pass', 'partial')),
	CONSTRAINT "challenge_submissions_time_range" CHECK ("challenge_submissions"."time_spent_s" between 0 and 7200)
);
--> statement-breakpoint
CREATE TABLE "drill_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"drill_id" text NOT NULL,
	"room_id" text NOT NULL,
	"response" varchar(5000) NOT NULL,
	"score" smallint NOT NULL,
	"max_score" smallint NOT NULL,
	"verdict" text NOT NULL,
	"feedback" jsonb NOT NULL,
	"duration_s" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "drill_attempts_verdict_values" CHECK ("drill_attempts"."verdict" in ('pass', 'fail'))
);
--> statement-breakpoint
CREATE TABLE "equation_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"puzzle_id" text NOT NULL,
	"difficulty" text NOT NULL,
	"answer" varchar(2000) NOT NULL,
	"verdict" text NOT NULL,
	"points" smallint NOT NULL,
	"symbols_hit" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "equation_attempts_verdict_values" CHECK ("equation_attempts"."verdict" in ('pass', 'partial', 'fail'))
);
--> statement-breakpoint
CREATE TABLE "equation_deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"puzzle_id" text NOT NULL,
	"difficulty" text NOT NULL,
	"round" integer NOT NULL,
	"dealt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "challenge_submissions" ADD CONSTRAINT "challenge_submissions_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_attempts" ADD CONSTRAINT "drill_attempts_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equation_attempts" ADD CONSTRAINT "equation_attempts_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equation_deals" ADD CONSTRAINT "equation_deals_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_submissions_user_day_idx" ON "challenge_submissions" USING btree ("user_id","challenge_date");--> statement-breakpoint
CREATE INDEX "challenge_submissions_user_created_idx" ON "challenge_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "drill_attempts_user_drill_idx" ON "drill_attempts" USING btree ("user_id","drill_id");--> statement-breakpoint
CREATE INDEX "drill_attempts_user_created_idx" ON "drill_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "equation_attempts_user_puzzle_idx" ON "equation_attempts" USING btree ("user_id","puzzle_id");--> statement-breakpoint
CREATE INDEX "equation_attempts_user_created_idx" ON "equation_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "equation_deals_user_round_puzzle_idx" ON "equation_deals" USING btree ("user_id","difficulty","round","puzzle_id");