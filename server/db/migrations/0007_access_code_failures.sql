CREATE TABLE "access_code_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_code_failures" ADD CONSTRAINT "access_code_failures_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_code_failures_user_idx" ON "access_code_failures" USING btree ("user_id","failed_at");--> statement-breakpoint
CREATE INDEX "access_code_failures_address_idx" ON "access_code_failures" USING btree ("address","failed_at");