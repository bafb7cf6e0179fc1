CREATE TABLE "escape_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"state" jsonb NOT NULL,
	"status" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"ranked" boolean NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"elapsed_ms" integer,
	"points_awarded" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "escape_attempts_status_values" CHECK ("escape_attempts"."status" in ('active', 'escaped', 'sealed'))
);
--> statement-breakpoint
CREATE TABLE "escape_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"mode" text NOT NULL,
	"difficulty" text NOT NULL,
	"target" jsonb NOT NULL,
	"puzzle_ids" jsonb NOT NULL,
	"has_final" boolean NOT NULL,
	"week_start" date,
	"slot" smallint,
	"available_until" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "escape_rooms_kind_values" CHECK ("escape_rooms"."kind" in ('weekly', 'built')),
	CONSTRAINT "escape_rooms_mode_values" CHECK ("escape_rooms"."mode" in ('room', 'gauntlet', 'floor-race'))
);
--> statement-breakpoint
ALTER TABLE "escape_attempts" ADD CONSTRAINT "escape_attempts_room_id_escape_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."escape_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escape_attempts" ADD CONSTRAINT "escape_attempts_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escape_rooms" ADD CONSTRAINT "escape_rooms_created_by_profiles_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "escape_attempts_room_user_idx" ON "escape_attempts" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE INDEX "escape_attempts_user_started_idx" ON "escape_attempts" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "escape_attempts_board_idx" ON "escape_attempts" USING btree ("room_id","ranked","status");--> statement-breakpoint
CREATE UNIQUE INDEX "escape_rooms_week_slot_idx" ON "escape_rooms" USING btree ("week_start","slot");--> statement-breakpoint
CREATE INDEX "escape_rooms_created_by_idx" ON "escape_rooms" USING btree ("created_by","created_at");