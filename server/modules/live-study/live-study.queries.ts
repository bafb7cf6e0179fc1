// Live study rooms queries (data-model.md §10 study_rooms, study_room_members, study_room_messages). Presence lives in
// study_room_members: `present_since` is set while the member is in the room, so every server instance reads the same
// people and the sweep can always record leaving.
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { LIVE_STUDY_LIMITS } from "@common/schemas/live-study";
import type { Db } from "@server/db/client";
import { profiles, studyRoomMembers, studyRoomMessages, studyRooms } from "@server/db/schema";
import { notHiddenByReports } from "@server/modules/moderation/hidden-by-reports";
import { publicProfileColumns } from "@server/modules/profile/public-profile";

export type RoomRow = typeof studyRooms.$inferSelect;
export type MemberRow = typeof studyRoomMembers.$inferSelect;
export type RoomMessageRow = typeof studyRoomMessages.$inferSelect & { hidden: boolean };
export type ProfileColumns = {
  userId: string;
  displayName: string;
  avatarPath: string | null;
  level: number;
};
export type PersonRow = MemberRow & { profile: ProfileColumns };

const isPresent = and(isNotNull(studyRoomMembers.presentSince), isNull(studyRoomMembers.removedAt))!;

/** Present people of a room as a correlated count (for the lobby). */
const presentCount =
  sql<number>`(select count(*) from ${studyRoomMembers} where ${studyRoomMembers.roomId} = ${studyRooms.id} and ${studyRoomMembers.presentSince} is not null and ${studyRoomMembers.removedAt} is null)`.mapWith(
    Number,
  );

// ---------- rooms ----------

export async function findRoom(db: Db, roomId: string, lock = false): Promise<RoomRow | undefined> {
  const query = db.select().from(studyRooms).where(eq(studyRooms.id, roomId));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

export async function insertRoom(db: Db, row: typeof studyRooms.$inferInsert): Promise<RoomRow> {
  const [inserted] = await db.insert(studyRooms).values(row).returning();
  if (!inserted) throw new Error("study room insert returned nothing");
  return inserted;
}

export async function updateRoom(
  db: Db,
  roomId: string,
  changes: Partial<Omit<typeof studyRooms.$inferInsert, "id">>,
): Promise<RoomRow> {
  const [row] = await db.update(studyRooms).set(changes).where(eq(studyRooms.id, roomId)).returning();
  if (!row) throw new Error(`study room ${roomId} vanished during update`);
  return row;
}

export async function countOpenRoomsHostedBy(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(studyRooms)
    .where(and(eq(studyRooms.hostId, userId), isNull(studyRooms.closedAt)));
  return row?.n ?? 0;
}

export type LobbyRow = {
  room: RoomRow;
  host: ProfileColumns | null;
  present: number;
  mine: boolean;
};

/** Open public rooms and every open room the member belongs to, most people present first, then latest activity. */
export async function listLobbyRooms(db: Db, userId: string, limit = 200): Promise<LobbyRow[]> {
  const mine = sql<boolean>`exists (select 1 from ${studyRoomMembers} where ${studyRoomMembers.roomId} = ${studyRooms.id} and ${studyRoomMembers.userId} = ${userId} and ${studyRoomMembers.removedAt} is null)`;
  const rows = await db
    .select({
      room: studyRooms,
      hostId: profiles.userId,
      hostName: profiles.displayName,
      hostAvatar: profiles.avatarPath,
      hostLevel: profiles.level,
      present: presentCount,
      mine,
    })
    .from(studyRooms)
    .leftJoin(profiles, eq(profiles.userId, studyRooms.hostId))
    .where(and(isNull(studyRooms.closedAt), or(eq(studyRooms.visibility, "public"), mine)))
    .orderBy(desc(presentCount), desc(studyRooms.lastActiveAt), asc(studyRooms.id))
    .limit(limit);
  return rows.map((row) => ({
    room: row.room,
    host:
      row.hostId === null
        ? null
        : {
            userId: row.hostId,
            displayName: row.hostName!,
            avatarPath: row.hostAvatar,
            level: row.hostLevel!,
          },
    present: row.present,
    mine: row.mine,
  }));
}

// ---------- members and presence ----------

export async function findMember(
  db: Db,
  roomId: string,
  userId: string,
  lock = false,
): Promise<MemberRow | undefined> {
  const query = db
    .select()
    .from(studyRoomMembers)
    .where(and(eq(studyRoomMembers.roomId, roomId), eq(studyRoomMembers.userId, userId)));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

export async function upsertMember(db: Db, row: typeof studyRoomMembers.$inferInsert): Promise<MemberRow> {
  const { roomId: _roomId, userId: _userId, joinedAt: _joinedAt, ...changes } = row;
  const [stored] = await db
    .insert(studyRoomMembers)
    .values(row)
    .onConflictDoUpdate({ target: [studyRoomMembers.roomId, studyRoomMembers.userId], set: changes })
    .returning();
  if (!stored) throw new Error("study room member upsert returned nothing");
  return stored;
}

export async function updateMember(
  db: Db,
  roomId: string,
  userId: string,
  changes: Omit<PgUpdateSetSource<typeof studyRoomMembers>, "roomId" | "userId">,
  where?: SQL,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .update(studyRoomMembers)
    .set(changes)
    .where(and(eq(studyRoomMembers.roomId, roomId), eq(studyRoomMembers.userId, userId), where))
    .returning();
  return row;
}

/** Clears the raised hands of a room (a new passage). */
export async function clearHands(db: Db, roomId: string): Promise<void> {
  await db
    .update(studyRoomMembers)
    .set({ raisedHandVerse: null })
    .where(and(eq(studyRoomMembers.roomId, roomId), isNotNull(studyRoomMembers.raisedHandVerse)));
}

export async function countPresent(db: Db, roomId: string, exceptUserId?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(studyRoomMembers)
    .where(
      and(
        eq(studyRoomMembers.roomId, roomId),
        isPresent,
        exceptUserId ? ne(studyRoomMembers.userId, exceptUserId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Present people of a room with their public columns, the longest present first. */
export async function listPresent(db: Db, roomId: string): Promise<PersonRow[]> {
  const rows = await db
    .select({ member: studyRoomMembers, profile: publicProfileColumns })
    .from(studyRoomMembers)
    .innerJoin(profiles, eq(profiles.userId, studyRoomMembers.userId))
    .where(and(eq(studyRoomMembers.roomId, roomId), isPresent))
    .orderBy(asc(studyRoomMembers.presentSince), asc(studyRoomMembers.userId));
  return rows.map((row) => ({ ...row.member, profile: row.profile }));
}

/** Everyone present in a room leaves (the room closes). */
export async function endPresence(db: Db, roomId: string, now: Date): Promise<void> {
  await db
    .update(studyRoomMembers)
    .set({ presentSince: null, lastPresentAt: now, raisedHandVerse: null })
    .where(and(eq(studyRoomMembers.roomId, roomId), isNotNull(studyRoomMembers.presentSince)));
}

/** Present members whose last heartbeat is older than `cutoff` (the sweep's candidates). */
export async function findTimedOut(
  db: Db,
  cutoff: Date,
  limit = 200,
): Promise<{ roomId: string; userId: string }[]> {
  return db
    .select({ roomId: studyRoomMembers.roomId, userId: studyRoomMembers.userId })
    .from(studyRoomMembers)
    .where(and(isNotNull(studyRoomMembers.presentSince), lt(studyRoomMembers.lastHeartbeatAt, cutoff)))
    .limit(limit);
}

/**
 * Open rooms whose host has been away since `cutoff` or longer (or whose host's account is gone) while someone is
 * present: hosting passes on.
 */
export async function findRoomsNeedingHost(db: Db, cutoff: Date, limit = 100): Promise<string[]> {
  const hostMember = sql`(select 1 from ${studyRoomMembers} h where h.room_id = ${studyRooms.id} and h.user_id = ${studyRooms.hostId} and h.removed_at is null and (h.present_since is not null or h.last_present_at > ${cutoff}))`;
  const rows = await db
    .select({ id: studyRooms.id })
    .from(studyRooms)
    .where(
      and(
        isNull(studyRooms.closedAt),
        sql`not exists ${hostMember}`,
        sql`exists (select 1 from ${studyRoomMembers} p where p.room_id = ${studyRooms.id} and p.present_since is not null and p.removed_at is null)`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Open rooms nobody has been in since `cutoff` (closed by the sweep). */
export async function findIdleRooms(db: Db, cutoff: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: studyRooms.id })
    .from(studyRooms)
    .where(and(isNull(studyRooms.closedAt), lte(studyRooms.emptySince, cutoff)))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Members of a room by id (not removed), for the role and removal actions. */
export async function membersOf(db: Db, roomId: string, userIds: readonly string[]): Promise<MemberRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(studyRoomMembers)
    .where(and(eq(studyRoomMembers.roomId, roomId), inArray(studyRoomMembers.userId, [...userIds])));
}

export async function displayNameOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ displayName: profiles.displayName })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.displayName ?? "A member";
}

export async function profileOf(db: Db, userId: string): Promise<ProfileColumns | undefined> {
  const [row] = await db.select(publicProfileColumns).from(profiles).where(eq(profiles.userId, userId));
  return row;
}

// ---------- messages ----------

const messageIdText = sql`${studyRoomMessages.id}::text`;
const notReportHidden = notHiddenByReports("room_message", messageIdText);
const hiddenExpression = sql<boolean>`(${studyRoomMessages.hiddenAt} is not null or not (${notReportHidden}))`;
const messageColumns = {
  id: studyRoomMessages.id,
  seq: studyRoomMessages.seq,
  roomId: studyRoomMessages.roomId,
  authorId: studyRoomMessages.authorId,
  kind: studyRoomMessages.kind,
  body: studyRoomMessages.body,
  createdAt: studyRoomMessages.createdAt,
  deletedAt: studyRoomMessages.deletedAt,
  hiddenAt: studyRoomMessages.hiddenAt,
  hidden: hiddenExpression,
};

/** Hidden lines reach only their author. */
const visibleTo = (viewerId: string) =>
  or(eq(studyRoomMessages.authorId, viewerId), and(isNull(studyRoomMessages.hiddenAt), notReportHidden));

export async function insertRoomMessage(
  db: Db,
  row: { roomId: string; authorId: string | null; kind: "message" | "system"; body: string; createdAt: Date },
): Promise<RoomMessageRow> {
  const [inserted] = await db.insert(studyRoomMessages).values(row).returning();
  if (!inserted) throw new Error("room message insert returned nothing");
  return { ...inserted, hidden: false };
}

/**
 * A page of the room's chat the viewer may read, oldest first: the newest `limit`, or those before `before`.
 * `hasOlder` says whether more lie before the first.
 */
export async function pageRoomMessages(
  db: Db,
  roomId: string,
  viewerId: string,
  options: { before?: { at: Date; seq: number }; limit?: number } = {},
): Promise<{ rows: RoomMessageRow[]; hasOlder: boolean }> {
  const limit = options.limit ?? LIVE_STUDY_LIMITS.recentMessages;
  const before = options.before;
  const rows = await db
    .select(messageColumns)
    .from(studyRoomMessages)
    .where(
      and(
        eq(studyRoomMessages.roomId, roomId),
        visibleTo(viewerId),
        before
          ? or(
              lt(studyRoomMessages.createdAt, before.at),
              and(eq(studyRoomMessages.createdAt, before.at), lt(studyRoomMessages.seq, before.seq)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(studyRoomMessages.createdAt), desc(studyRoomMessages.seq))
    .limit(limit + 1);
  const hasOlder = rows.length > limit;
  return { rows: rows.slice(0, limit).reverse(), hasOlder };
}

export async function findRoomMessage(
  db: Db,
  messageId: string,
  lock = false,
): Promise<RoomMessageRow | undefined> {
  const query = db.select(messageColumns).from(studyRoomMessages).where(eq(studyRoomMessages.id, messageId));
  const [row] = await (lock ? query.for("update", { of: studyRoomMessages }) : query);
  return row;
}

export async function findRoomMessagesByIds(db: Db, ids: readonly string[]): Promise<RoomMessageRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(messageColumns)
    .from(studyRoomMessages)
    .where(inArray(studyRoomMessages.id, [...ids]));
  return rows;
}

export async function updateRoomMessage(
  db: Db,
  messageId: string,
  changes: Partial<Pick<RoomMessageRow, "deletedAt" | "hiddenAt">>,
): Promise<void> {
  await db.update(studyRoomMessages).set(changes).where(eq(studyRoomMessages.id, messageId));
}

export async function deleteRoomMessageRow(db: Db, messageId: string): Promise<void> {
  await db.delete(studyRoomMessages).where(eq(studyRoomMessages.id, messageId));
}
