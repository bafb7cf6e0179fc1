// A review card as the queue shows it, and the queue's "next due" when nothing is due yet or ever.
import { describe, expect, test } from "vitest";
import { presentCard, presentQueue } from "./review.presenter";
import type { ReviewCardRow } from "./review.queries";

const row: ReviewCardRow = {
  id: "c0000000-0000-4000-8000-000000000001",
  userId: "6f1c2a9e-6a57-4a7e-9d0c-0f2f5c0b8a11",
  subjectType: "room_core",
  subjectId: "sr",
  due: new Date("2026-03-05T10:00:00.000Z"),
  stability: 3.2,
  difficulty: 5.1,
  elapsedDays: 1,
  scheduledDays: 3,
  learningSteps: 0,
  reps: 2,
  lapses: 0,
  state: 2,
  lastReview: new Date("2026-03-02T10:00:00.000Z"),
  createdAt: new Date("2026-03-01T10:00:00.000Z"),
};

test("presentCard: the subject's text, due time as ISO text; no owner id or scheduler state", () => {
  expect(presentCard(row, true, { front: "Story Room", back: "Recall the story" })).toEqual({
    id: row.id,
    subjectType: "room_core",
    subjectId: "sr",
    front: "Story Room",
    back: "Recall the story",
    dueAt: "2026-03-05T10:00:00.000Z",
    reps: 2,
    paused: true,
  });
});

describe("presentQueue", () => {
  test("the next due time as ISO text", () => {
    const dto = presentQueue({ due: [], dueCount: 0, nextDue: row.due, total: 1 });
    expect(dto).toEqual({ due: [], dueCount: 0, nextDueAt: "2026-03-05T10:00:00.000Z", total: 1 });
  });

  test("no card waiting → nextDueAt null", () => {
    expect(presentQueue({ due: [], dueCount: 0, nextDue: undefined, total: 0 }).nextDueAt).toBeNull();
  });
});
