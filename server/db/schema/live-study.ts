import { sql } from "drizzle-orm";
import {
  bigint,
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
import { profiles } from "./profiles";

// Live study rooms (screens.md §8.2–§8.3; data-model.md §10). Verses are verse keys (book · chapter · verse,
// John 3:16 = 43003016). Presence lives in study_room_members (present_since, heartbeats), not in memory, so every
// server instance agrees on who is here and the sweep job always records leaving.

export const roomVisibility = pgEnum("room_visibility", ["public", "private"]);
export const roomRole = pgEnum("room_role", ["host", "co_leader", "member"]);

export const studyRooms = pgTable(
  "study_rooms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 60 }).notNull(),
    hostId: uuid("host_id").references(() => profiles.userId, { onDelete: "set null" }),
    visibility: roomVisibility("visibility").notNull(),
    /** 128 random bits, base64url; private rooms only. */
    inviteToken: text("invite_token"),
    maxParticipants: smallint("max_participants").notNull().default(10),
    translationId: text("translation_id").notNull().default("kjv"),
    /** The normalised reference ("Psalm 23"); null until the host chooses a passage. */
    passageRef: text("passage_ref"),
    /** First and last verse key of the passage (inclusive). */
    passageStart: integer("passage_start"),
    passageEnd: integer("passage_end"),
    focusVerseId: integer("focus_verse_id"),
    notes: varchar("notes", { length: 10000 }).notNull().default(""),
    notesVersion: integer("notes_version").notNull().default(0),
    notesUpdatedAt: timestamp("notes_updated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull(),
    /** Since when nobody is present (null while someone is); the sweep closes the room 24 h later. */
    emptySince: timestamp("empty_since", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (table) => [
    check("study_rooms_max_participants_range", sql`${table.maxParticipants} between 2 and 10`),
    check(
      "study_rooms_private_token",
      sql`(${table.visibility} = 'private') = (${table.inviteToken} is not null)`,
    ),
    check(
      "study_rooms_passage_complete",
      sql`(${table.passageRef} is null) = (${table.passageStart} is null) and (${table.passageStart} is null) = (${table.passageEnd} is null)`,
    ),
    uniqueIndex("study_rooms_invite_token_idx").on(table.inviteToken),
    index("study_rooms_lobby_idx").on(table.visibility, table.closedAt, table.lastActiveAt.desc()),
    index("study_rooms_open_host_idx")
      .on(table.hostId)
      .where(sql`${table.closedAt} is null`),
  ],
);

export const studyRoomMembers = pgTable(
  "study_room_members",
  {
    roomId: uuid("room_id")
      .notNull()
      .references(() => studyRooms.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "cascade" }),
    role: roomRole("role").notNull().default("member"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    /** When the current presence began; null = not present. */
    presentSince: timestamp("present_since", { withTimezone: true }),
    /** When the member last stopped being present (leave, time-out, removal). */
    lastPresentAt: timestamp("last_present_at", { withTimezone: true }),
    lastHeartbeatAt: timestamp("last_heartbeat_at", { withTimezone: true }),
    lastInteractionAt: timestamp("last_interaction_at", { withTimezone: true }),
    following: boolean("following").notNull().default(true),
    lookingAt: integer("looking_at"),
    raisedHandVerse: integer("raised_hand_verse"),
    /** The first time the member joined while someone else was present ("Gathered Together" counts these). */
    joinedWithCompanyAt: timestamp("joined_with_company_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.userId] }),
    index("study_room_members_user_idx").on(table.userId),
    // The sweep looks for present members whose heartbeat is old.
    index("study_room_members_present_idx")
      .on(table.lastHeartbeatAt)
      .where(sql`${table.presentSince} is not null`),
  ],
);

export const studyRoomMessages = pgTable(
  "study_room_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Insertion order: lines written in the same instant (a join and its system line) keep their order. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => studyRooms.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => profiles.userId, { onDelete: "set null" }),
    kind: text("kind").notNull().default("message"),
    body: varchar("body", { length: 2000 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (table) => [
    check("study_room_messages_kind_values", sql`${table.kind} in ('message', 'system')`),
    index("study_room_messages_room_created_idx").on(table.roomId, table.createdAt, table.seq),
    // The shared chat rate limit reads a member's recent messages.
    index("study_room_messages_author_created_idx").on(table.authorId, table.createdAt),
  ],
);
