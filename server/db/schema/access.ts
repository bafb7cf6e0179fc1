import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
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
import { paidPlan, profiles, subscriptionStatus } from "./profiles";

/** Plans and access (data-model §2): grants, codes, subscriptions, student codes, referrals, audit. */
export const grantSource = pgEnum("grant_source", ["access_code", "referral_reward", "admin"]);
export const referralStatus = pgEnum("referral_status", ["signed_up", "converted", "rewarded"]);

/** Time-boxed or lifetime Premium from any non-payment source. */
export const accessGrants = pgTable(
  "access_grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    source: grantSource("source").notNull(),
    sourceId: uuid("source_id"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** null = lifetime */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    reason: text("reason"),
    createdBy: uuid("created_by"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: uuid("revoked_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("access_grants_user_ends_idx")
      .on(table.userId, table.endsAt)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/** Admin-made codes: `PT-` + 8 characters, case-insensitive (stored upper-case). */
export const accessCodes = pgTable(
  "access_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    label: varchar("label", { length: 80 }),
    /** null = lifetime; otherwise 1–3650 days */
    grantDays: integer("grant_days"),
    /** null = unlimited */
    maxUses: integer("max_uses"),
    usedCount: integer("used_count").notNull().default(0),
    redeemBy: timestamp("redeem_by", { withTimezone: true }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdBy: uuid("created_by").references(() => profiles.userId, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("access_codes_code_upper_idx").on(sql`upper(${table.code})`),
    check(
      "access_codes_uses_within_max",
      sql`${table.maxUses} is null or ${table.usedCount} <= ${table.maxUses}`,
    ),
    check(
      "access_codes_grant_days_range",
      sql`${table.grantDays} is null or (${table.grantDays} between 1 and 3650)`,
    ),
  ],
);

export const accessCodeRedemptions = pgTable(
  "access_code_redemptions",
  {
    codeId: uuid("code_id")
      .notNull()
      .references(() => accessCodes.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    grantId: uuid("grant_id").references(() => accessGrants.id, { onDelete: "set null" }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.codeId, table.userId] })],
);

/**
 * Wrong access-code guesses (an unknown code), kept for the redeem throttle: so many per member and per
 * address within a window and redemption answers 429. Old rows only age out of the count.
 */
export const accessCodeFailures = pgTable(
  "access_code_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    address: text("address"),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("access_code_failures_user_idx").on(table.userId, table.failedAt),
    index("access_code_failures_address_idx").on(table.address, table.failedAt),
  ],
);

/** Mirror of the payment provider's subscription; the webhook copies the current one into profiles. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id").unique(),
    plan: paidPlan("plan").notNull(),
    status: subscriptionStatus("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("subscriptions_user_status_idx").on(table.userId, table.status)],
);

/** Every payment-provider event, once (idempotency by the provider's event id). */
export const paymentEvents = pgTable("payment_events", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  providerEventId: text("provider_event_id").notNull().unique(),
  type: text("type").notNull(),
  payload: jsonb("payload").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp("processed_at", { withTimezone: true }),
  error: text("error"),
});

/** One row per student code sent (screens §3.4). */
export const studentVerifications = pgTable(
  "student_verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    schoolEmail: text("school_email").notNull(),
    codeHash: text("code_hash").notNull(),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }).notNull(),
    attempts: smallint("attempts").notNull().default(0),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** verified_at + 1 year */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("student_verifications_user_created_idx").on(table.userId, table.createdAt),
    index("student_verifications_email_expires_idx").on(sql`lower(${table.schoolEmail})`, table.expiresAt),
  ],
);

/**
 * Student renewal reminders already sent: one row per member, student expiry and threshold (days
 * before it). The row is written before the mail goes, so a job run twice (or on two instances)
 * mails once; a renewal moves the expiry, which arms the reminders again.
 */
export const studentRenewalReminders = pgTable(
  "student_renewal_reminders",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    studentExpiresAt: timestamp("student_expires_at", { withTimezone: true }).notNull(),
    daysBefore: smallint("days_before").notNull(),
    /** null: a later (closer) threshold was reached first, so this one was passed over without a mail. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.studentExpiresAt, table.daysBefore] })],
);

/** Recorded at sign-up when a valid code of another member was given (screens §3.6). */
export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referrerId: uuid("referrer_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    referredUserId: uuid("referred_user_id")
      .notNull()
      .unique()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    codeUsed: varchar("code_used", { length: 20 }).notNull(),
    status: referralStatus("status").notNull().default("signed_up"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    convertedAt: timestamp("converted_at", { withTimezone: true }),
    rewardedAt: timestamp("rewarded_at", { withTimezone: true }),
    rewardGrantId: uuid("reward_grant_id").references(() => accessGrants.id, { onDelete: "set null" }),
  },
  (table) => [
    index("referrals_referrer_created_idx").on(table.referrerId, table.createdAt.desc()),
    index("referrals_referrer_rewarded_idx").on(table.referrerId, table.rewardedAt),
  ],
);

/** Member notifications (bell, screens §1.4). */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body"),
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("notifications_user_created_idx").on(table.userId, table.createdAt.desc()),
    // The bell's unread count (data model: `(user_id) where read_at is null`), added with Prophecy Watch (migration 0014).
    index("notifications_user_unread_idx")
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

/** Append-only record of admin actions: ids only, no personal data. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid("actor_id"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    payload: jsonb("payload"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt.desc()),
    index("audit_log_target_idx").on(table.targetType, table.targetId),
  ],
);
