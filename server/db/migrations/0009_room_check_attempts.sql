CREATE TABLE "room_check_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"room_id" text NOT NULL,
	"verse_ref" text NOT NULL,
	"answer" text NOT NULL,
	"verdict" text NOT NULL,
	"points" smallint NOT NULL,
	"judged_by" text NOT NULL,
	"judge" jsonb NOT NULL,
	"content_version" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "room_check_attempts_verdict_values" CHECK ("room_check_attempts"."verdict" in ('pass', 'partial', 'fail')),
	CONSTRAINT "room_check_attempts_points_range" CHECK ("room_check_attempts"."points" between 0 and 10),
	CONSTRAINT "room_check_attempts_judged_by_values" CHECK ("room_check_attempts"."judged_by" in ('rules', 'ai'))
);
--> statement-breakpoint
ALTER TABLE "room_check_attempts" ADD CONSTRAINT "room_check_attempts_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_check_attempts_user_room_created_idx" ON "room_check_attempts" USING btree ("user_id","room_id","created_at" DESC NULLS LAST);