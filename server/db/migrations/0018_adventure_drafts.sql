CREATE TABLE "adventure_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payload" jsonb NOT NULL,
	"problems" jsonb NOT NULL,
	"request" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	CONSTRAINT "adventure_drafts_kind_values" CHECK ("adventure_drafts"."kind" in ('hunt', 'puzzle')),
	CONSTRAINT "adventure_drafts_status_values" CHECK ("adventure_drafts"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "adventure_drafts" ADD CONSTRAINT "adventure_drafts_created_by_profiles_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adventure_drafts" ADD CONSTRAINT "adventure_drafts_reviewed_by_profiles_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adventure_drafts_kind_status_idx" ON "adventure_drafts" USING btree ("kind","status","reviewed_at");--> statement-breakpoint
CREATE INDEX "adventure_drafts_created_idx" ON "adventure_drafts" USING btree ("created_at");