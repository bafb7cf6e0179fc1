// The palace's review subjects (palace.md §4.9): each room has a core card and an identify card.
import { floors, roomById } from "@common/content/palace/index";
import { resolveRoomId } from "@common/content/palace/overview";
import { XP } from "@common/domain/palace-mastery";
import type { ReviewSubjectHandler } from "../review/review.registry";
import { assertRoomPlan, floorOpen } from "./palace.access";
import { awardXp } from "./xp.service";

export const ROOM_SUBJECT_TYPES = ["room_core", "room_identify"] as const;

export const palaceReviewSubjects: ReviewSubjectHandler = {
  types: ROOM_SUBJECT_TYPES,
  normaliseId: (_type, subjectId) => resolveRoomId(subjectId) ?? null,
  describe(subjectType, subjectId) {
    const id = resolveRoomId(subjectId);
    if (!id) return null;
    const room = roomById(id);
    if (subjectType === "room_core") {
      const method = room.method.map((step, index) => `${index + 1}. ${step.text}`).join("\n");
      return {
        front: `${room.tag} · ${room.name}: core question and method?`,
        back: method === "" ? room.coreQuestion : `${room.coreQuestion}\n\n${method}`,
      };
    }
    return {
      front: room.coreQuestion,
      back: `${room.tag} · ${room.name} (Floor ${room.floor}, ${floors.find((floor) => floor.number === room.floor)?.name ?? ""})`,
    };
  },
  paused(_type, subjectId, access) {
    const id = resolveRoomId(subjectId);
    return id === undefined || !floorOpen(access, roomById(id).floor);
  },
  assertActive(_type, subjectId, access) {
    const id = resolveRoomId(subjectId);
    if (id) assertRoomPlan(access, roomById(id));
  },
  async onGradedDue(tx, input) {
    const { award } = await awardXp(tx, {
      userId: input.userId,
      roomId: input.subjectId,
      now: input.now,
      grants: [
        {
          kind: "review_graded",
          amount: XP.review_graded,
          dedupeKey: `review:${input.logId}`,
          sourceId: input.logId,
        },
      ],
    });
    return award;
  },
};
