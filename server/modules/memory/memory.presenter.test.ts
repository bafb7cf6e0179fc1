// A memory verse as the list shows it (its card decides the status and due time), and a quiz round that
// names the verses to recite without giving their text away.
import { describe, expect, test } from "vitest";
import { presentBookProgress, presentQuizStart, presentVerse } from "./memory.presenter";
import type { MemoryCardRow, MemoryVerseRow } from "./memory.queries";

const userId = "6f1c2a9e-6a57-4a7e-9d0c-0f2f5c0b8a11";
const now = new Date("2026-03-02T10:00:00.000Z");
const verse: MemoryVerseRow = {
  id: "a1b2c3d4-0000-4000-8000-000000000001",
  userId,
  startKey: 50_004_006,
  endKey: 50_004_007,
  translation: "kjv",
  reference: "Philippians 4:6–7",
  text: "Be careful for nothing; …",
  note: null,
  createdAt: new Date("2026-02-01T09:00:00.000Z"),
};
const card = (reps: number, scheduledDays: number): MemoryCardRow => ({
  id: "c0000000-0000-4000-8000-000000000001",
  userId,
  subjectType: "memory_verse",
  subjectId: verse.id,
  due: new Date("2026-03-05T10:00:00.000Z"),
  stability: 1,
  difficulty: 5,
  elapsedDays: 0,
  scheduledDays,
  learningSteps: 0,
  reps,
  lapses: 0,
  state: 2,
  lastReview: null,
  createdAt: verse.createdAt,
});

describe("presentVerse", () => {
  test("the card's id and due time; dates as ISO text; no owner id", () => {
    expect(presentVerse(verse, card(3, 4), now)).toEqual({
      id: verse.id,
      reference: "Philippians 4:6–7",
      startKey: 50_004_006,
      endKey: 50_004_007,
      translation: "kjv",
      text: "Be careful for nothing; …",
      note: null,
      status: "learning",
      cardId: "c0000000-0000-4000-8000-000000000001",
      dueAt: "2026-03-05T10:00:00.000Z",
      createdAt: "2026-02-01T09:00:00.000Z",
    });
  });

  test.each([
    [0, 0, "new"],
    [2, 20, "learning"],
    [5, 21, "memorized"],
  ] as const)("reps %i, interval %i days → %s", (reps, days, status) => {
    expect(presentVerse(verse, card(reps, days), now).status).toBe(status);
  });

  test("without a card the verse is new and due now", () => {
    const dto = presentVerse(verse, undefined, now);
    expect([dto.status, dto.cardId, dto.dueAt]).toEqual(["new", "", "2026-03-02T10:00:00.000Z"]);
  });
});

test("presentQuizStart: id, end time and references only — never the verse text", () => {
  const dto = presentQuizStart(
    {
      id: "d0000000-0000-4000-8000-000000000001",
      userId,
      verseIds: [verse.id],
      solvedIds: [],
      score: 0,
      startedAt: now,
      endsAt: new Date("2026-03-02T10:01:00.000Z"),
      finishedAt: null,
    },
    [verse],
  );
  expect(dto).toEqual({
    quizId: "d0000000-0000-4000-8000-000000000001",
    endsAt: "2026-03-02T10:01:00.000Z",
    verses: [{ id: verse.id, reference: "Philippians 4:6–7" }],
  });
});

test("presentBookProgress: the book by OSIS id and name", () => {
  expect(presentBookProgress(50, { saved: 2, memorized: 1 })).toEqual({
    book: "Phil",
    bookName: "Philippians",
    saved: 2,
    memorized: 1,
  });
});
