CREATE SEQUENCE "public"."certificate_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" text NOT NULL,
	"certificate_no" text NOT NULL,
	"share_token" text NOT NULL,
	"holder_name" text NOT NULL,
	"course_title" text NOT NULL,
	"kind_label" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_choices" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL,
	"changeable_after" timestamp with time zone NOT NULL,
	CONSTRAINT "course_choices_family_values" CHECK ("course_choices"."family" in ('daniel', 'revelation'))
);
--> statement-breakpoint
CREATE TABLE "course_enrollments" (
	"user_id" uuid NOT NULL,
	"course_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_lesson_no" smallint NOT NULL,
	"last_accessed_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "course_enrollments_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_completions" (
	"user_id" uuid NOT NULL,
	"course_id" text NOT NULL,
	"lesson_no" smallint NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lesson_completions_user_id_course_id_lesson_no_pk" PRIMARY KEY("user_id","course_id","lesson_no")
);
--> statement-breakpoint
CREATE TABLE "lesson_reflections" (
	"user_id" uuid NOT NULL,
	"course_id" text NOT NULL,
	"lesson_no" smallint NOT NULL,
	"body" varchar(5000) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lesson_reflections_user_id_course_id_lesson_no_pk" PRIMARY KEY("user_id","course_id","lesson_no")
);
--> statement-breakpoint
CREATE TABLE "scenario_results" (
	"user_id" uuid NOT NULL,
	"scenario_id" text NOT NULL,
	"last_choice" smallint NOT NULL,
	"last_correct" boolean NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"first_correct_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scenario_results_user_id_scenario_id_pk" PRIMARY KEY("user_id","scenario_id")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_choices" ADD CONSTRAINT "course_choices_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_reflections" ADD CONSTRAINT "lesson_reflections_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_results" ADD CONSTRAINT "scenario_results_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_course_idx" ON "certificates" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_no_idx" ON "certificates" USING btree ("certificate_no");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_share_token_idx" ON "certificates" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "course_enrollments_recent_idx" ON "course_enrollments" USING btree ("user_id","last_accessed_at");