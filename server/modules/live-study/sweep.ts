// The live study sweep (screens.md §8.2–§8.3), run every few seconds by the scheduler in server/main.ts (tests call
// it directly with the test clock): members without a heartbeat for 60 s leave ("{name} left"), hosting passes on
// when the host has been away 2 minutes ("{name} is now the host"), and rooms nobody has been in for 24 hours close.
// Safe on several instances: each change locks the room row and re-checks, or is a conditional UPDATE, so only one
// instance records it.
import { and, isNotNull, lt, sql } from "drizzle-orm";
import { LIVE_STUDY_LIMITS, liveStudyMessages as messages } from "@common/schemas/live-study";
import { studyRoomMembers } from "@server/db/schema";
import type { ServiceContext } from "@server/http/context";
import { RoomEvents } from "./live-study.events";
import {
  countPresent,
  displayNameOf,
  findIdleRooms,
  findMember,
  findRoom,
  findRoomsNeedingHost,
  findTimedOut,
  insertRoomMessage,
  listPresent,
  updateMember,
  updateRoom,
} from "./live-study.queries";
import { presentRoomMessage } from "./live-study.presenter";
import { closeRoomIn, recordLeaving } from "./live-study.service";

export type SweepResult = { timedOut: number; handedOver: number; closed: number };

export async function sweepLiveStudy(ctx: ServiceContext): Promise<SweepResult> {
  const result: SweepResult = { timedOut: 0, handedOver: 0, closed: 0 };
  const now = ctx.clock.now();

  // 1. Time-outs: the member left when their last heartbeat was sent.
  const presenceCutoff = new Date(now.getTime() - LIVE_STUDY_LIMITS.presenceTimeoutSeconds * 1000);
  for (const { roomId, userId } of await findTimedOut(ctx.db, presenceCutoff)) {
    const events = new RoomEvents();
    const claimed = await ctx.db.transaction(async (tx) => {
      const room = await findRoom(tx, roomId, true);
      if (!room) return false;
      const gone = await updateMember(
        tx,
        roomId,
        userId,
        {
          presentSince: null,
          lastPresentAt: sql`${studyRoomMembers.lastHeartbeatAt}`,
          raisedHandVerse: null,
        },
        and(isNotNull(studyRoomMembers.presentSince), lt(studyRoomMembers.lastHeartbeatAt, presenceCutoff)),
      );
      if (!gone) return false; // another instance (or the member's own leave) got there first
      await recordLeaving(tx, events, room, userId, now);
      return true;
    });
    if (claimed) result.timedOut += 1;
    await events.publish(ctx);
  }

  // 2. Hand-over: the longest-present co-leader, else the longest-present member.
  const hostCutoff = new Date(now.getTime() - LIVE_STUDY_LIMITS.handOverSeconds * 1000);
  for (const roomId of await findRoomsNeedingHost(ctx.db, hostCutoff)) {
    const events = new RoomEvents();
    const handed = await ctx.db.transaction(async (tx) => {
      const room = await findRoom(tx, roomId, true);
      if (!room || room.closedAt) return false;
      const host = room.hostId ? await findMember(tx, roomId, room.hostId, true) : undefined;
      const hostAround =
        host &&
        host.removedAt === null &&
        (host.presentSince !== null || (host.lastPresentAt !== null && host.lastPresentAt > hostCutoff));
      if (hostAround) return false;
      const present = (await listPresent(tx, roomId)).filter((person) => person.userId !== room.hostId);
      const next = present.find((person) => person.role === "co_leader") ?? present[0];
      if (!next) return false;
      if (host && host.removedAt === null) {
        await updateMember(tx, roomId, host.userId, { role: "member" });
        events.room({
          type: "role.changed",
          roomId,
          userId: host.userId,
          role: "member",
          hostId: next.userId,
        });
      }
      await updateMember(tx, roomId, next.userId, { role: "host" });
      await updateRoom(tx, roomId, { hostId: next.userId, lastActiveAt: now });
      events.room({ type: "role.changed", roomId, userId: next.userId, role: "host", hostId: next.userId });
      const line = await insertRoomMessage(tx, {
        roomId,
        authorId: null,
        kind: "system",
        body: messages.nowHost(await displayNameOf(tx, next.userId)),
        createdAt: now,
      });
      events.message(presentRoomMessage(line, new Map()));
      events.lobby({ type: "room.updated", id: roomId }, room.visibility === "public");
      return true;
    });
    if (handed) result.handedOver += 1;
    await events.publish(ctx);
  }

  // 3. Rooms nobody has been in for 24 hours close.
  const idleCutoff = new Date(now.getTime() - LIVE_STUDY_LIMITS.idleCloseHours * 3_600_000);
  for (const roomId of await findIdleRooms(ctx.db, idleCutoff)) {
    const events = new RoomEvents();
    const closed = await ctx.db.transaction(async (tx) => {
      const room = await findRoom(tx, roomId, true);
      if (!room || room.closedAt || !room.emptySince || room.emptySince > idleCutoff) return false;
      if ((await countPresent(tx, roomId)) > 0) return false;
      await closeRoomIn(tx, events, room, now, null);
      return true;
    });
    if (closed) result.closed += 1;
    await events.publish(ctx);
  }
  return result;
}
