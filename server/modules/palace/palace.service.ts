// The palace home, room detail, "I've read this lesson" and room completion (palace.md §4.1, §4.2, §4.8, §4.10).
import { floors, rooms } from "@common/content/palace/index";
import { masterTaskDeliverable } from "@common/content/palace/judge/master-task";
import { overviewOf } from "@common/content/palace/overview";
import { PALACE_CONTENT_VERSION } from "@common/content/palace/version";
import type { Room, RoomId } from "@common/content/palace/types";
import { type MasteryLevel, palaceTitle, XP } from "@common/domain/palace-mastery";
import type { PalaceHomeDto, RoomDetailDto, RoomProgressDto, XpAward } from "@common/schemas/palace";
import type { ActorContext } from "@server/http/context";
import { AppError } from "@server/http/errors";
import { issueCertificate } from "../certificates/issue-certificate";
import { deliverNotifications, type NotificationDelivery } from "../notifications/delivery";
import { reviewQueueFor } from "../review/review.service";
import { findCardsForSubjects } from "../review/review.queries";
import { localDayStart, nextLocalDayStart } from "./local-day";
import {
  assertPrerequisites,
  assertRoomPlan,
  findRoomOr404,
  floorOpen,
  loadPalaceAccess,
  missingPrerequisites,
  type PalaceAccess,
  planLock,
} from "./palace.access";
import { milestoneStatus, presentProgress, roomStatus } from "./palace.presenter";
import {
  findAllProgress,
  findPrefs,
  findTimeZone,
  milestoneAttempts,
  recordVisit,
  type RoomProgressRow,
} from "./palace.queries";
import { awardXp } from "./xp.service";

export const PALACE_CERTIFICATE_TITLE = "The Memory Palace — All 38 Rooms";

/** Everything the access checks and the progress view need about one member and one room. */
export type RoomState = {
  room: Room;
  access: PalaceAccess;
  progressByRoom: Map<string, RoomProgressRow>;
  completed: Set<string>;
  progress: RoomProgressRow | undefined;
  missing: RoomId[];
  planLocked: boolean;
};

export async function loadRoomState(
  ctx: ActorContext,
  room: Room,
  access?: PalaceAccess,
): Promise<RoomState> {
  const [palaceAccess, rows] = await Promise.all([
    access ?? loadPalaceAccess(ctx),
    findAllProgress(ctx.db, ctx.actor.userId),
  ]);
  const progressByRoom = new Map(rows.map((row) => [row.roomId, row]));
  const completed = new Set(rows.filter((row) => row.completedAt !== null).map((row) => row.roomId));
  return {
    room,
    access: palaceAccess,
    progressByRoom,
    completed,
    progress: progressByRoom.get(room.id),
    missing: missingPrerequisites(room, completed),
    planLocked: !floorOpen(palaceAccess, room.floor),
  };
}

/** Plan for the floor, then (for Practice/Master writes) prerequisites — §4.11's order. */
export async function loadRoomForWrite(
  ctx: ActorContext,
  id: string,
  options: { prerequisites: boolean },
): Promise<RoomState> {
  const room = findRoomOr404(id);
  const state = await loadRoomState(ctx, room);
  assertRoomPlan(state.access, room);
  if (options.prerequisites) assertPrerequisites(room, state.completed);
  return state;
}

/** The member's progress in a room as the API shows it (re-read after a change). */
export async function roomProgressDto(
  ctx: ActorContext,
  room: Room,
  state?: RoomState,
): Promise<RoomProgressDto> {
  const current = state ?? (await loadRoomState(ctx, room));
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  const [timeZone, cards] = await Promise.all([
    findTimeZone(ctx.db, userId),
    findCardsForSubjects(ctx.db, userId, "room_core", [room.id]),
  ]);
  const next = Math.min((current.progress?.milestonesPassed ?? 0) + 1, 4);
  const attempts = await milestoneAttempts(ctx.db, userId, room.id, next);
  return presentProgress({
    room,
    progress: current.progress,
    status: roomStatus(current.progress, current.planLocked, current.missing),
    missingPrereqs: current.missing,
    inReview: cards.length > 0,
    milestone: milestoneStatus(
      current.progress,
      attempts,
      now,
      localDayStart(now, timeZone),
      nextLocalDayStart(now, timeZone),
    ),
  });
}

/** Re-reads the room's state after a write and presents it. */
export async function freshProgress(
  ctx: ActorContext,
  room: Room,
  access: PalaceAccess,
): Promise<RoomProgressDto> {
  return roomProgressDto(ctx, room, await loadRoomState(ctx, room, access));
}

/** GET /api/palace */
export async function getPalaceHome(ctx: ActorContext): Promise<PalaceHomeDto> {
  const userId = ctx.actor.userId;
  const [access, rows, prefs] = await Promise.all([
    loadPalaceAccess(ctx),
    findAllProgress(ctx.db, userId),
    findPrefs(ctx.db, userId),
  ]);
  const review = await reviewQueueFor(ctx, userId, access, "palace");
  const byRoom = new Map(rows.map((row) => [row.roomId, row]));
  const completed = new Set(rows.filter((row) => row.completedAt !== null).map((row) => row.roomId));
  const states = rooms.map((room) => {
    const progress = byRoom.get(room.id);
    const planLocked = !floorOpen(access, room.floor);
    const status = roomStatus(progress, planLocked, missingPrerequisites(room, completed));
    return { room, progress, status, level: progress?.level ?? 1 };
  });
  const floorDtos = floors.map((floor) => {
    const onFloor = states.filter((state) => state.room.floor === floor.number);
    const done = onFloor.filter((state) => state.progress?.completedAt).length;
    const averageLevel =
      onFloor.length === 0 ? 1 : onFloor.reduce((sum, state) => sum + state.level, 0) / onFloor.length;
    return {
      number: floor.number,
      roomsTotal: onFloor.length,
      roomsCompleted: done,
      averageLevel: Math.round(averageLevel * 10) / 10,
      overviewOnly: !floorOpen(access, floor.number),
      completed: onFloor.length > 0 && done === onFloor.length,
    };
  });
  const roomsMastered = states.filter((state) => state.level >= 5).length;
  // Continue (§4.1): the room last worked in if not completed, else the first open room not yet completed.
  const open = (status: string) => status === "not-started" || status === "in-progress";
  const last = states.find((state) => state.room.id === prefs?.lastRoomId);
  const continueRoomId =
    last && open(last.status) ? last.room.id : (states.find((state) => open(state.status))?.room.id ?? null);
  return {
    floors: floorDtos,
    rooms: states.map((state) => ({
      id: state.room.id,
      status: state.status,
      level: state.level as MasteryLevel,
      xp: state.progress?.xp ?? 0,
    })),
    summary: {
      roomsTotal: rooms.length,
      roomsCompleted: completed.size,
      roomsMastered,
      palaceXp: rows.reduce((sum, row) => sum + row.xp, 0),
      title: palaceTitle(roomsMastered),
      reviewsDue: review.dueCount,
      nextReviewAt: review.nextDueAt,
    },
    continueRoomId,
    trialAvailable: access.trialAvailable,
  };
}

/**
 * GET /api/palace/rooms/:id — a plan-locked room answers its overview only (no method, deliverable, examples,
 * prompts or tasks leave the server); a room whose prerequisites are missing answers in full with the lock.
 * Opening a room records the visit and makes it the "Continue" room.
 */
export async function getRoomDetail(ctx: ActorContext, id: string): Promise<RoomDetailDto> {
  const room = findRoomOr404(id);
  await recordVisit(ctx.db, ctx.actor.userId, room.id, ctx.clock.now());
  const state = await loadRoomState(ctx, room);
  const progress = await roomProgressDto(ctx, room, state);
  if (state.planLocked) {
    return {
      room: overviewOf(room.id),
      full: false,
      lock: planLock(room),
      progress,
      masterTaskDeliverable,
      trialAvailable: state.access.trialAvailable,
    };
  }
  return {
    room,
    full: true,
    lock: state.missing.length > 0 ? { reason: "prerequisite", missing: state.missing } : null,
    progress,
    masterTaskDeliverable,
    trialAvailable: state.access.trialAvailable,
  };
}

const nullIfEmpty = (award: XpAward) => (award.xpAwarded > 0 || award.leveledUp ? award : null);

/** POST /api/palace/rooms/:id/lesson-read — 10 XP once per room; repeating it is harmless. */
export async function markLessonRead(
  ctx: ActorContext,
  id: string,
): Promise<{ award: XpAward | null; progress: RoomProgressDto }> {
  const state = await loadRoomForWrite(ctx, id, { prerequisites: false });
  const { room } = state;
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  const { award } = await ctx.db.transaction((tx) =>
    awardXp(tx, {
      userId,
      roomId: room.id,
      now,
      grants: [
        { kind: "lesson_read", amount: XP.lesson_read, dedupeKey: `lesson_read:${userId}:${room.id}` },
      ],
      patch: (row) => ({ lessonReadAt: row.lessonReadAt ?? now, contentVersion: PALACE_CONTENT_VERSION }),
    }),
  );
  return { award: nullIfEmpty(award), progress: await freshProgress(ctx, room, state.access) };
}

/**
 * POST /api/palace/rooms/:id/complete — §4.8: prerequisites completed, learn check passed, one passing entry.
 * 50 XP once; completion is permanent. Completing an already completed room changes nothing.
 */
export async function completeRoom(
  ctx: ActorContext,
  id: string,
  delivery?: Omit<NotificationDelivery, "db">,
): Promise<{ award: XpAward | null; progress: RoomProgressDto }> {
  const state = await loadRoomForWrite(ctx, id, { prerequisites: true });
  const { room, progress } = state;
  if (!progress?.completedAt) {
    const missing: ("learn_check" | "passing_entry")[] = [];
    if (!progress?.learnCheckPassedAt) missing.push("learn_check");
    if ((progress?.passingEntries ?? 0) === 0) missing.push("passing_entry");
    if (missing.length > 0) {
      const words = missing.map((item) =>
        item === "learn_check" ? "pass the learn check" : "save a passing practice entry",
      );
      throw new AppError(409, "completion_requirements", `To complete this room, ${words.join(" and ")}.`, {
        missing,
      });
    }
  }
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  const { award, palaceCertificate } = await ctx.db.transaction(async (tx) => {
    const awarded = await awardXp(tx, {
      userId,
      roomId: room.id,
      now,
      grants: [
        {
          kind: "room_completed",
          amount: XP.room_completed,
          dedupeKey: `room_completed:${userId}:${room.id}`,
        },
      ],
      patch: (row) => ({ completedAt: row.completedAt ?? now }),
    });
    // screens.md §3.7: all 38 rooms complete issues the palace certificate, once, in this transaction.
    const completedRooms = (await findAllProgress(tx, userId)).filter((row) => row.completedAt).length;
    const palaceCertificate =
      completedRooms >= rooms.length
        ? await issueCertificate(
            tx,
            {
              userId,
              courseId: "palace",
              courseTitle: PALACE_CERTIFICATE_TITLE,
              kindLabel: "Palace completion",
            },
            now,
          )
        : null;
    return { award: awarded.award, palaceCertificate };
  });
  if (palaceCertificate?.notifications.length && delivery)
    await deliverNotifications({ db: ctx.db, ...delivery }, palaceCertificate.notifications);
  ctx.logger?.info({ userId, roomId: room.id }, "palace room completed");
  return { award: nullIfEmpty(award), progress: await freshProgress(ctx, room, state.access) };
}
