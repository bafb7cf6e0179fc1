// Live-room chat lines in the moderation store and queue (screens.md §4.3, §8 intro): any signed-in member who can
// read the room may report a line that isn't theirs. Three open reports hide it from everyone but its author (derived
// from the reports, so Dismiss brings it back). Staff read the text with the author's public name; Delete
// soft-deletes it, Hide keeps it from other members until Approve; each is published on `room:{id}` after commit, as
// are the report that hides a line (message.hidden) and the Dismiss that brings it back (message.restored).
import { roomTopic, type RoomEvent } from "@common/schemas/live-study";
import { MODERATION_LIMITS } from "@common/schemas/moderation";
import type { Db } from "@server/db/client";
import { isUuid } from "@server/http/uuid";
import type {
  DecisionEffects,
  ModerationSubjectHandler,
  StaffView,
  SubjectState,
} from "@server/modules/moderation/moderation.registry";
import { loadPublicProfiles } from "@server/modules/profile/public-profile";
import {
  findMember,
  findRoom,
  findRoomMessage,
  findRoomMessagesByIds,
  type RoomMessageRow,
  updateRoomMessage,
} from "./live-study.queries";

const idsOf = (ids: readonly string[]) => ids.filter((id) => isUuid(id));

const stateOf = (message: Pick<RoomMessageRow, "hiddenAt">): SubjectState =>
  message.hiddenAt === null ? "visible" : "hidden";

const reportable = (message: RoomMessageRow | undefined): message is RoomMessageRow =>
  !!message && message.kind === "message" && message.deletedAt === null;

function publishAfterCommit(effects: DecisionEffects, event: RoomEvent) {
  effects.afterCommit(async ({ delivery }) => {
    try {
      await delivery.bus?.publish(roomTopic(event.roomId), event);
    } catch (error) {
      delivery.logger?.warn({ err: error, type: event.type }, "live study moderation event not published");
    }
  });
}

export const roomMessageSubject: ModerationSubjectHandler = {
  async loadForStaff(db, subjectIds) {
    const rows = (await findRoomMessagesByIds(db, idsOf(subjectIds))).filter((row) => row.kind === "message");
    const authors = await loadPublicProfiles(
      db,
      rows.flatMap((row) => (row.authorId ? [row.authorId] : [])),
    );
    const roomNames = new Map<string, string>();
    for (const roomId of new Set(rows.map((row) => row.roomId))) {
      const room = await findRoom(db, roomId);
      if (room) roomNames.set(roomId, room.name);
    }
    const views = new Map<string, StaffView>();
    for (const row of rows) {
      const author = row.authorId ? authors.get(row.authorId) : undefined;
      views.set(row.id, {
        title: `Message in the live room “${roomNames.get(row.roomId) ?? "(gone)"}”`,
        text: row.body,
        author: author ? { displayName: author.displayName } : null,
        authorId: author?.userId,
        state: stateOf(row),
      });
    }
    return views;
  },

  async existingIds(db, subjectIds) {
    const rows = await findRoomMessagesByIds(db, idsOf(subjectIds));
    return new Set(rows.filter(reportable).map((row) => row.id));
  },

  // No automatic check holds room lines back.
  listPending: () => Promise.resolve([]),

  async checkReport(ctx, subjectId) {
    if (!isUuid(subjectId)) return "not_found";
    const message = await findRoomMessage(ctx.db, subjectId);
    if (!reportable(message)) return "not_found";
    if (message.authorId === ctx.actor.userId) return "own";
    if (message.hidden) return "not_found";
    const room = await findRoom(ctx.db, message.roomId);
    if (!room) return "not_found";
    const member = await findMember(ctx.db, room.id, ctx.actor.userId);
    // Whoever can read the room: its members, or anyone for a public room (not a member the host removed).
    if (member?.removedAt) return "not_found";
    if (room.visibility === "private" && !member) return "not_found";
    return "reportable";
  },

  async lockState(tx, subjectId) {
    if (!isUuid(subjectId)) return undefined;
    const message = await findRoomMessage(tx, subjectId, true);
    return reportable(message) ? stateOf(message) : undefined;
  },

  // The report that brings the open count to the limit hides the line from other members: tell the room.
  async afterReport(tx, subjectId, openReports, effects) {
    if (openReports !== MODERATION_LIMITS.hideAtOpenReports) return;
    const message = await findRoomMessage(tx, subjectId);
    if (!reportable(message) || message.hiddenAt !== null) return;
    publishAfterCommit(effects, {
      type: "message.hidden",
      roomId: message.roomId,
      id: message.id,
      authorId: message.authorId,
    });
  },

  // Dismissing the reports that hid a line shows it again (unless staff hid it themselves).
  async afterDismiss(tx, subjectId, closedReports, effects) {
    if (closedReports < MODERATION_LIMITS.hideAtOpenReports) return;
    const message = await findRoomMessage(tx, subjectId);
    if (!reportable(message) || message.hiddenAt !== null) return;
    publishAfterCommit(effects, { type: "message.restored", roomId: message.roomId, id: message.id });
  },

  async apply(tx: Db, subjectId, decision, effects) {
    const message = await findRoomMessage(tx, subjectId, true);
    if (!message) throw new Error("room message moderation: apply without lockState");
    const { roomId, id } = message;
    switch (decision) {
      case "delete":
        await updateRoomMessage(tx, id, { deletedAt: effects.now });
        publishAfterCommit(effects, { type: "message.deleted", roomId, id });
        return null;
      case "hide":
        if (message.hiddenAt === null) {
          await updateRoomMessage(tx, id, { hiddenAt: effects.now });
          publishAfterCommit(effects, { type: "message.hidden", roomId, id, authorId: message.authorId });
        }
        return "hidden";
      case "approve":
        await updateRoomMessage(tx, id, { hiddenAt: null });
        if (message.hidden) publishAfterCommit(effects, { type: "message.restored", roomId, id });
        return "visible";
    }
  },
};
