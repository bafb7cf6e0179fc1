// The review queue: add / duplicate / remove, FSRS grading on the server clock, review XP for due cards only,
// paused cards of plan-locked rooms (palace.md §4.9).
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { createTestClock } from "@server/clock";
import { reviewLogs } from "@server/db/schema";
import { testBanks } from "../palace/test-banks";
import { useTestApp } from "@server/test/kit";

const start = new Date("2026-03-02T10:00:00.000Z");
const clock = createTestClock(start);
const banks = testBanks();
const app = useTestApp({ clock, palaceBanks: banks });

describe("review cards", () => {
  test("needs a session", async () => {
    expect((await app.client().get("/api/review/queue")).status).toBe(401);
  });

  test("add, duplicate 409, grade with a moved clock (due date advances; grading before due earns nothing), remove", async () => {
    const { client } = await app.member();
    const added = await client.post("/api/review/cards", { subjectType: "room_core", subjectId: "sr" });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      subjectType: "room_core",
      subjectId: "sr",
      dueAt: start.toISOString(),
      reps: 0,
      paused: false,
    });
    expect(added.body.front).toBe("SR · Story Room: core question and method?");

    const duplicate = await client.post("/api/review/cards", { subjectType: "room_core", subjectId: "sr" });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toEqual({
      code: "already_in_review",
      message: "Already in your review queue",
    });

    const queue = await client.get("/api/review/queue");
    expect(queue.body).toMatchObject({ dueCount: 1, total: 1, nextDueAt: null });
    expect((await client.get("/api/palace")).body.summary.reviewsDue).toBe(1);

    const graded = await client.post(`/api/review/cards/${added.body.id}/grade`, { rating: "good" });
    expect(graded.status).toBe(200);
    expect(new Date(graded.body.card.dueAt).getTime()).toBeGreaterThan(start.getTime());
    expect(graded.body.card.reps).toBe(1);
    expect(graded.body.award).toMatchObject({
      xpAwarded: 5,
      events: [{ kind: "review_graded", amount: 5 }],
      roomXp: 5,
    });

    // Not due any more: grading again earns nothing, and the queue shows when it is due.
    const early = await client.post(`/api/review/cards/${added.body.id}/grade`, { rating: "easy" });
    expect(early.status).toBe(200);
    expect(early.body.award).toBeNull();
    const dueAt = new Date(early.body.card.dueAt);
    expect(dueAt.getTime()).toBeGreaterThan(new Date(graded.body.card.dueAt).getTime());
    const later = await client.get("/api/review/queue");
    expect(later.body).toMatchObject({ dueCount: 0, due: [], nextDueAt: early.body.card.dueAt });

    clock.set(new Date(dueAt.getTime() + 1000));
    expect((await client.get("/api/review/queue")).body.dueCount).toBe(1);
    const onTime = await client.post(`/api/review/cards/${added.body.id}/grade`, { rating: "again" });
    expect(onTime.body.award.xpAwarded).toBe(5);
    expect(new Date(onTime.body.card.dueAt).getTime()).toBeGreaterThan(clock.now().getTime());

    const logs = await app.db.select().from(reviewLogs).where(eq(reviewLogs.cardId, added.body.id));
    expect(logs.map((log) => log.rating).sort()).toEqual([1, 3, 4]);

    expect((await client.delete(`/api/review/cards/${added.body.id}`)).status).toBe(204);
    expect((await client.delete(`/api/review/cards/${added.body.id}`)).status).toBe(404);
    expect((await client.get("/api/review/queue")).body.total).toBe(0);
  });

  test("another member's card cannot be graded or removed", async () => {
    const owner = await app.member();
    const other = await app.member();
    const card = await owner.client.post("/api/review/cards", {
      subjectType: "room_identify",
      subjectId: "ir",
    });
    expect(
      (await other.client.post(`/api/review/cards/${card.body.id}/grade`, { rating: "good" })).status,
    ).toBe(404);
    expect((await other.client.delete(`/api/review/cards/${card.body.id}`)).status).toBe(404);
  });

  test("unknown subjects are 404; a free member cannot add a floor-3 room's card (402)", async () => {
    const { client } = await app.member();
    expect(
      (await client.post("/api/review/cards", { subjectType: "room_core", subjectId: "nope" })).status,
    ).toBe(404);
    const locked = await client.post("/api/review/cards", { subjectType: "room_core", subjectId: "nf" });
    expect(locked.status).toBe(402);
    expect(locked.body.error.code).toBe("plan_required");
  });

  test("cards of a room whose plan lapsed are paused: not due, and cannot be graded", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const card = await client.post("/api/review/cards", { subjectType: "room_core", subjectId: "nf" });
    expect(card.status).toBe(201);
    expect((await client.get("/api/review/queue")).body.dueCount).toBe(1);
    await app.setPlan(user, "expired");
    const queue = await client.get("/api/review/queue");
    expect(queue.body).toMatchObject({ dueCount: 0, due: [], total: 1 });
    expect((await client.post(`/api/review/cards/${card.body.id}/grade`, { rating: "good" })).status).toBe(
      402,
    );
  });

  test("review XP stops at 50 a day", async () => {
    const { client } = await app.member();
    const rooms = ["sr", "ir", "24fps", "br", "tr", "gr"];
    const ids: string[] = [];
    for (const room of rooms) {
      for (const subjectType of ["room_core", "room_identify"]) {
        ids.push((await client.post("/api/review/cards", { subjectType, subjectId: room })).body.id);
      }
    }
    let total = 0;
    for (const id of ids)
      total +=
        (await client.post(`/api/review/cards/${id}/grade`, { rating: "good" })).body.award?.xpAwarded ?? 0;
    expect(total).toBe(50);
  });
});
