CREATE TABLE "flashcard_decks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"moderation" text,
	"source" text NOT NULL,
	"copied_from_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flashcard_decks_source_values" CHECK ("flashcard_decks"."source" in ('manual', 'ai', 'offline')),
	CONSTRAINT "flashcard_decks_moderation_values" CHECK ("flashcard_decks"."moderation" is null or "flashcard_decks"."moderation" in ('approved', 'pending', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "flashcard_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"title" varchar(100) NOT NULL,
	"cards" jsonb NOT NULL,
	"saved_deck_id" uuid,
	"saved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flashcard_generations_source_values" CHECK ("flashcard_generations"."source" in ('ai', 'offline'))
);
--> statement-breakpoint
CREATE TABLE "flashcard_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"desired_retention" double precision NOT NULL,
	"new_per_day" smallint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flashcard_settings_retention_range" CHECK ("flashcard_settings"."desired_retention" between 0.8 and 0.97),
	CONSTRAINT "flashcard_settings_new_per_day_range" CHECK ("flashcard_settings"."new_per_day" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "flashcards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deck_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"front" varchar(500) NOT NULL,
	"back" varchar(1000) NOT NULL,
	"verse_ref" varchar(50),
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flashcards_kind_values" CHECK ("flashcards"."kind" in ('qa', 'cloze', 'verse_ref', 'room'))
);
--> statement-breakpoint
ALTER TABLE "flashcard_decks" ADD CONSTRAINT "flashcard_decks_owner_id_profiles_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_decks" ADD CONSTRAINT "flashcard_decks_copied_from_id_flashcard_decks_id_fk" FOREIGN KEY ("copied_from_id") REFERENCES "public"."flashcard_decks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_generations" ADD CONSTRAINT "flashcard_generations_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_generations" ADD CONSTRAINT "flashcard_generations_saved_deck_id_flashcard_decks_id_fk" FOREIGN KEY ("saved_deck_id") REFERENCES "public"."flashcard_decks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_settings" ADD CONSTRAINT "flashcard_settings_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_deck_id_flashcard_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."flashcard_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flashcard_decks_owner_updated_idx" ON "flashcard_decks" USING btree ("owner_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "flashcard_decks_public_updated_idx" ON "flashcard_decks" USING btree ("is_public","updated_at" DESC NULLS LAST) WHERE "flashcard_decks"."is_public";--> statement-breakpoint
CREATE INDEX "flashcard_generations_user_created_idx" ON "flashcard_generations" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "flashcards_deck_position_idx" ON "flashcards" USING btree ("deck_id","position");