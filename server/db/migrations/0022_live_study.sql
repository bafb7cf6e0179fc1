CREATE TYPE "public"."room_role" AS ENUM('host', 'co_leader', 'member');--> statement-breakpoint
CREATE TYPE "public"."room_visibility" AS ENUM('public', 'private');--> statement-breakpoint
CREATE TABLE "study_room_members" (
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "room_role" DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"present_since" timestamp with time zone,
	"last_present_at" timestamp with time zone,
	"last_heartbeat_at" timestamp with time zone,
	"last_interaction_at" timestamp with time zone,
	"following" boolean DEFAULT true NOT NULL,
	"looking_at" integer,
	"raised_hand_verse" integer,
	"joined_with_company_at" timestamp with time zone,
	CONSTRAINT "study_room_members_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "study_room_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "study_room_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room_id" uuid NOT NULL,
	"author_id" uuid,
	"kind" text DEFAULT 'message' NOT NULL,
	"body" varchar(2000) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "study_room_messages_kind_values" CHECK ("study_room_messages"."kind" in ('message', 'system'))
);
--> statement-breakpoint
CREATE TABLE "study_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(60) NOT NULL,
	"host_id" uuid,
	"visibility" "room_visibility" NOT NULL,
	"invite_token" text,
	"max_participants" smallint DEFAULT 10 NOT NULL,
	"translation_id" text DEFAULT 'kjv' NOT NULL,
	"passage_ref" text,
	"passage_start" integer,
	"passage_end" integer,
	"focus_verse_id" integer,
	"notes" varchar(10000) DEFAULT '' NOT NULL,
	"notes_version" integer DEFAULT 0 NOT NULL,
	"notes_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"empty_since" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "study_rooms_max_participants_range" CHECK ("study_rooms"."max_participants" between 2 and 10),
	CONSTRAINT "study_rooms_private_token" CHECK (("study_rooms"."visibility" = 'private') = ("study_rooms"."invite_token" is not null)),
	CONSTRAINT "study_rooms_passage_complete" CHECK (("study_rooms"."passage_ref" is null) = ("study_rooms"."passage_start" is null) and ("study_rooms"."passage_start" is null) = ("study_rooms"."passage_end" is null))
);
--> statement-breakpoint
ALTER TABLE "study_room_members" ADD CONSTRAINT "study_room_members_room_id_study_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."study_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_room_members" ADD CONSTRAINT "study_room_members_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_room_messages" ADD CONSTRAINT "study_room_messages_room_id_study_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."study_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_room_messages" ADD CONSTRAINT "study_room_messages_author_id_profiles_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_rooms" ADD CONSTRAINT "study_rooms_host_id_profiles_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_room_members_user_idx" ON "study_room_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "study_room_members_present_idx" ON "study_room_members" USING btree ("last_heartbeat_at") WHERE "study_room_members"."present_since" is not null;--> statement-breakpoint
CREATE INDEX "study_room_messages_room_created_idx" ON "study_room_messages" USING btree ("room_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "study_room_messages_author_created_idx" ON "study_room_messages" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "study_rooms_invite_token_idx" ON "study_rooms" USING btree ("invite_token");--> statement-breakpoint
CREATE INDEX "study_rooms_lobby_idx" ON "study_rooms" USING btree ("visibility","closed_at","last_active_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "study_rooms_open_host_idx" ON "study_rooms" USING btree ("host_id") WHERE "study_rooms"."closed_at" is null;