import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

export const subscriptionStatus = pgEnum("subscription_status", [
  "none",
  "active",
  "past_due",
  "cancelled",
  "expired",
]);
export const paidPlan = pgEnum("paid_plan", ["essential", "premium"]);
export const appRole = pgEnum("app_role", ["admin", "moderator"]);
export const learningStyle = pgEnum("learning_style", ["visual", "reading", "games", "social"]);
export const experienceLevel = pgEnum("experience_level", ["beginner", "intermediate", "advanced"]);

/** One row per member: the spec's Profile entity plus our fields (data-model §2). */
export const profiles = pgTable(
  "profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    displayName: varchar("display_name", { length: 50 }).notNull(),
    username: text("username").notNull(),
    avatarPath: text("avatar_path"),
    bio: varchar("bio", { length: 280 }),
    timeZone: text("time_zone").notNull().default("UTC"),
    referralCode: varchar("referral_code", { length: 20 }).notNull().unique(),
    signupReferralCode: varchar("signup_referral_code", { length: 20 }),
    referredBy: uuid("referred_by").references((): AnyPgColumn => profiles.userId, { onDelete: "set null" }),
    learningStyle: learningStyle("learning_style"),
    experienceLevel: experienceLevel("experience_level"),
    dailyGoalMinutes: smallint("daily_goal_minutes"),
    onboardingCompletedAt: timestamp("onboarding_completed_at", { withTimezone: true }),
    onboardingSkippedAt: timestamp("onboarding_skipped_at", { withTimezone: true }),
    leaderboardVisible: boolean("leaderboard_visible").notNull().default(true),
    discoverable: boolean("discoverable").notNull().default(true),
    /** Set once the member accepts the community guidelines (screens.md §8.1 "First post"). */
    communityGuidelinesAcceptedAt: timestamp("community_guidelines_accepted_at", { withTimezone: true }),
    pointsTotal: integer("points_total").notNull().default(0),
    level: smallint("level").notNull().default(1),
    lastSeen: timestamp("last_seen", { withTimezone: true }),
    // Server-only entitlement columns: never accepted from a request body.
    trialStartedAt: timestamp("trial_started_at", { withTimezone: true }),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    subscriptionStatus: subscriptionStatus("subscription_status").notNull().default("none"),
    subscriptionPlan: paidPlan("subscription_plan"),
    subscriptionPeriodEnd: timestamp("subscription_period_end", { withTimezone: true }),
    /** The current subscription was cancelled and ends at its period end (mirrors subscriptions.cancel_at_period_end). */
    subscriptionCancelAtPeriodEnd: boolean("subscription_cancel_at_period_end").notNull().default(false),
    isStudent: boolean("is_student").notNull().default(false),
    studentExpiresAt: timestamp("student_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("profiles_username_lower_idx").on(sql`lower(${table.username})`),
    index("profiles_last_seen_idx").on(table.lastSeen),
    check(
      "profiles_trial_is_seven_days",
      // Hours, not days: '7 days' would follow the session time zone across a daylight-saving change.
      sql`${table.trialStartedAt} is null or ${table.trialEndsAt} is null or ${table.trialEndsAt} = ${table.trialStartedAt} + interval '168 hours'`,
    ),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    role: appRole("role").notNull(),
    grantedBy: uuid("granted_by"),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);
