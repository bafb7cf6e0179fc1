CREATE TABLE "student_renewal_reminders" (
	"user_id" uuid NOT NULL,
	"student_expires_at" timestamp with time zone NOT NULL,
	"days_before" smallint NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "student_renewal_reminders_user_id_student_expires_at_days_before_pk" PRIMARY KEY("user_id","student_expires_at","days_before")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "subscription_cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "student_renewal_reminders" ADD CONSTRAINT "student_renewal_reminders_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;