// The palace's rooms, entries, completion and access rules through the real app (palace.md §4.1–4.3, §4.8, §4.11).
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { createTestClock } from "@server/clock";
import { rooms } from "@common/content/palace/index";
import { certificates, notifications, roomProgress, xpEvents } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import { kit, passingBeats } from "./palace-test-kit";
import { testBanks } from "./test-banks";

const start = new Date("2026-03-02T10:00:00.000Z");
const clock = createTestClock(start);
const banks = testBanks();
const app = useTestApp({ clock, palaceBanks: banks });
const k = kit(app, banks);

describe("GET /api/palace", () => {
  test("needs a session", async () => {
    expect((await app.client().get("/api/palace")).status).toBe(401);
  });

  test("a new member sees 8 floors, 38 rooms, no progress, and Continue on the Story Room", async () => {
    const { client } = await app.member();
    const home = await client.get("/api/palace");
    expect(home.status).toBe(200);
    expect(home.body.floors).toHaveLength(8);
    expect(home.body.rooms).toHaveLength(38);
    expect(home.body.summary).toMatchObject({
      roomsTotal: 38,
      roomsCompleted: 0,
      roomsMastered: 0,
      palaceXp: 0,
      title: "Aspiring Scholar",
      reviewsDue: 0,
    });
    expect(home.body.continueRoomId).toBe("sr");
    expect(home.body.trialAvailable).toBe(true);
    // Free: floors 1–2 in full, 3–8 overview only.
    expect(home.body.floors.map((f: { overviewOnly: boolean }) => f.overviewOnly)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    const status = (id: string) => home.body.rooms.find((r: { id: string }) => r.id === id).status;
    expect(status("sr")).toBe("not-started");
    expect(status("or")).toBe("needs-prerequisite");
    expect(status("nf")).toBe("plan-locked");
  });

  test("Continue follows the room last opened while it is not completed", async () => {
    const { client } = await app.member();
    await client.get("/api/palace/rooms/ir");
    expect((await client.get("/api/palace")).body.continueRoomId).toBe("ir");
  });
});

describe("GET /api/palace/rooms/:id", () => {
  test("an unknown room is 404 room_not_found; the legacy alias p|| opens the Parallels Room", async () => {
    const { client } = await app.member();
    const missing = await client.get("/api/palace/rooms/nope");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("room_not_found");
    const alias = await client.get(`/api/palace/rooms/${encodeURIComponent("p||")}`);
    expect(alias.status).toBe(200);
    expect(alias.body.room.id).toBe("par");
  });

  test("a floor-1 room opens in full and records the visit", async () => {
    const { client } = await app.member();
    const room = await client.get("/api/palace/rooms/sr");
    expect(room.status).toBe(200);
    expect(room.body).toMatchObject({ full: true, lock: null });
    expect(room.body.room.method.length).toBeGreaterThan(0);
    expect(room.body.progress).toMatchObject({
      status: "not-started",
      xp: 0,
      level: 1,
      completionMissing: ["learn_check", "passing_entry"],
    });
    expect(room.body.progress.lastVisitedAt).toBe(start.toISOString());
    expect(room.body.progress.milestone).toEqual({ state: "locked", number: 1, needsXp: 100 });
  });

  test("a free member gets only the overview of a floor-3 room: no method, deliverable, prompts or tasks in the JSON", async () => {
    const { client } = await app.member();
    const room = await client.get("/api/palace/rooms/nf");
    expect(room.status).toBe(200);
    expect(room.body.full).toBe(false);
    expect(room.body.lock).toEqual({
      reason: "plan",
      feature: "palace.advanced",
      plans: ["essential", "premium"],
    });
    expect(Object.keys(room.body.room).sort()).toEqual([
      "coreQuestion",
      "floor",
      "icon",
      "id",
      "name",
      "position",
      "purpose",
      "tag",
      "time",
    ]);
    const raw = JSON.stringify(room.body);
    for (const field of [
      '"method"',
      '"pitfalls"',
      '"practicePrompts"',
      '"masterTasks"',
      '"examplePool"',
      '"autoCheck"',
    ]) {
      expect(raw).not.toContain(field);
    }
    expect(room.body.progress.status).toBe("plan-locked");
  });

  test("a premium member opens the same room in full", async () => {
    const { client } = await app.member({ plan: "premium" });
    const room = await client.get("/api/palace/rooms/nf");
    expect(room.body).toMatchObject({ full: true, lock: null });
    expect(room.body.room.method.length).toBeGreaterThan(0);
  });
});

describe("plan gate on floors 3–8", () => {
  test("a free member's writes on a floor-3 room are 402 plan_required; reading entries is allowed", async () => {
    const { client } = await app.member();
    const planRequired = {
      code: "plan_required",
      details: { feature: "palace.advanced", plans: ["essential", "premium"] },
    };
    const writes = [
      client.post("/api/palace/rooms/nf/lesson-read"),
      client.post("/api/palace/rooms/nf/entries", { payload: { object: "Sparrow" }, check: false }),
      client.post("/api/palace/rooms/nf/attempts", { kind: "learn_check" }),
      client.post("/api/palace/rooms/nf/attempts", { kind: "drill" }),
      client.post("/api/palace/rooms/nf/complete"),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.status).toBe(402);
      expect(response.body.error).toMatchObject(planRequired);
    }
    expect((await client.get("/api/palace/rooms/nf/entries")).body).toEqual({ entries: [] });
  });

  test("when the plan lapses, entries on floor 3 stay readable but cannot be edited", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    const saved = await client.post("/api/palace/rooms/nf/entries", {
      payload: { object: "Sparrow" },
      check: false,
    });
    expect(saved.status).toBe(201);
    await app.setPlan(user, "expired");
    const list = await client.get("/api/palace/rooms/nf/entries");
    expect(list.body.entries.map((e: { id: string }) => e.id)).toEqual([saved.body.entry.id]);
    const edit = await client.patch(`/api/palace/entries/${saved.body.entry.id}`, {
      payload: { object: "Robin" },
      check: false,
    });
    expect(edit.status).toBe(402);
  });
});

describe("prerequisites", () => {
  test("OR needs SR completed: the Learn tab reads, writes are 409 prerequisite_required until SR is complete", async () => {
    const { client } = await app.member();
    const room = await client.get("/api/palace/rooms/or");
    expect(room.body).toMatchObject({ full: true, lock: { reason: "prerequisite", missing: ["sr"] } });
    expect(room.body.progress.status).toBe("needs-prerequisite");

    const entry = await client.post("/api/palace/rooms/or/entries", {
      payload: { passage: "Mark 4:35-41" },
      check: false,
    });
    expect(entry.status).toBe(409);
    expect(entry.body.error).toMatchObject({ code: "prerequisite_required", details: { missing: ["sr"] } });
    expect((await client.post("/api/palace/rooms/or/attempts", { kind: "learn_check" })).status).toBe(409);

    await k.completeStoryRoom(client);
    expect(
      (
        await client.post("/api/palace/rooms/or/entries", {
          payload: { passage: "Mark 4:35-41" },
          check: false,
        })
      ).status,
    ).toBe(201);
    expect((await client.get("/api/palace/rooms/or")).body.lock).toBeNull();
  });
});

describe("lesson read", () => {
  test("awards 10 XP once; a retry is harmless", async () => {
    const { client, user } = await app.member();
    const first = await client.post("/api/palace/rooms/sr/lesson-read");
    expect(first.status).toBe(200);
    expect(first.body.award).toMatchObject({
      xpAwarded: 10,
      events: [{ kind: "lesson_read", amount: 10 }],
      roomXp: 10,
      level: 1,
      leveledUp: false,
    });
    expect(first.body.progress.lessonReadAt).toBe(start.toISOString());
    expect(first.body.progress.status).toBe("in-progress");

    clock.advance(60_000);
    const again = await client.post("/api/palace/rooms/sr/lesson-read");
    expect(again.status).toBe(200);
    expect(again.body.award).toBeNull();
    expect(again.body.progress).toMatchObject({ xp: 10, lessonReadAt: start.toISOString() });

    const events = await app.db
      .select()
      .from(xpEvents)
      .where(and(eq(xpEvents.userId, user.userId), eq(xpEvents.kind, "lesson_read")));
    expect(events).toHaveLength(1);
  });
});

describe("practice entries", () => {
  test("save draft, check & save, edit re-checks; XP only the first time an entry passes", async () => {
    const { client } = await app.member();
    const draft = await client.post("/api/palace/rooms/sr/entries", {
      promptId: "sr-p1",
      title: "Joseph",
      payload: { passage: "Genesis 37", beats: ["Coat", "Dreams"] },
      check: false,
    });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ judge: null, award: null });
    expect(draft.body.entry).toMatchObject({
      roomId: "sr",
      promptId: "sr-p1",
      kind: "beats",
      status: "draft",
      verdict: null,
      refs: ["Genesis 37"],
    });

    const failing = await client.patch(`/api/palace/entries/${draft.body.entry.id}`, {
      payload: { passage: "Genesis 37", beats: ["Coat", "Dreams"] },
      check: true,
    });
    expect(failing.status).toBe(200);
    expect(failing.body.entry.status).toBe("checked");
    expect(failing.body.judge.verdict).not.toBe("pass");
    expect(failing.body.award).toBeNull();

    const passing = await client.patch(`/api/palace/entries/${draft.body.entry.id}`, {
      payload: passingBeats,
      check: true,
    });
    expect(passing.body.judge.verdict).toBe("pass");
    expect(passing.body.entry).toMatchObject({
      verdict: "pass",
      title: "Joseph",
      refs: ["Jonah 1-4"],
      firstPassedAt: start.toISOString(),
    });
    expect(passing.body.award).toMatchObject({
      xpAwarded: 15,
      events: [{ kind: "practice_passed", amount: 15 }],
    });

    // Breaking it and passing again earns nothing more.
    await client.patch(`/api/palace/entries/${draft.body.entry.id}`, {
      payload: { passage: "nowhere" },
      check: true,
    });
    const repassed = await client.patch(`/api/palace/entries/${draft.body.entry.id}`, {
      payload: passingBeats,
      check: true,
    });
    expect(repassed.body.judge.verdict).toBe("pass");
    expect(repassed.body.award).toBeNull();

    const second = await k.passingEntry(client);
    const list = await client.get("/api/palace/rooms/sr/entries");
    expect(list.body.entries.map((e: { id: string }) => e.id).sort()).toEqual(
      [second.entry.id, draft.body.entry.id].sort(),
    );
    expect(list.body.entries).toHaveLength(2);
    expect((await client.get("/api/palace/rooms/sr")).body.progress.passingEntries).toBe(2);
  });

  test("entries are listed newest first", async () => {
    const { client } = await app.member();
    const first = await client.post("/api/palace/rooms/sr/entries", {
      payload: { passage: "Ruth 1" },
      check: false,
    });
    clock.advance(1000);
    const second = await client.post("/api/palace/rooms/sr/entries", {
      payload: { passage: "Ruth 2" },
      check: false,
    });
    const list = await client.get("/api/palace/rooms/sr/entries");
    expect(list.body.entries.map((e: { id: string }) => e.id)).toEqual([
      second.body.entry.id,
      first.body.entry.id,
    ]);
  });

  test("another member's entry is a 404 for reading, editing and deleting", async () => {
    const owner = await app.member();
    const other = await app.member();
    const saved = await owner.client.post("/api/palace/rooms/sr/entries", {
      payload: passingBeats,
      check: true,
    });
    const id = saved.body.entry.id;
    expect((await other.client.get("/api/palace/rooms/sr/entries")).body.entries).toEqual([]);
    const edit = await other.client.patch(`/api/palace/entries/${id}`, {
      payload: { passage: "Ruth 1" },
      check: false,
    });
    expect(edit.status).toBe(404);
    expect((await other.client.delete(`/api/palace/entries/${id}`)).status).toBe(404);
    // Untouched for the owner.
    expect((await owner.client.get("/api/palace/rooms/sr/entries")).body.entries[0]).toMatchObject({
      id,
      verdict: "pass",
    });
  });

  test("delete is soft and the entry disappears from the list", async () => {
    const { client } = await app.member();
    const saved = await k.passingEntry(client);
    expect((await client.delete(`/api/palace/entries/${saved.entry.id}`)).status).toBe(204);
    expect((await client.get("/api/palace/rooms/sr/entries")).body.entries).toEqual([]);
    expect((await client.delete(`/api/palace/entries/${saved.entry.id}`)).status).toBe(404);
    expect((await client.get("/api/palace/rooms/sr")).body.progress.passingEntries).toBe(0);
  });

  test("a prompt or task of another room is refused", async () => {
    const { client } = await app.member();
    const prompt = await client.post("/api/palace/rooms/sr/entries", {
      promptId: "or-p1",
      payload: passingBeats,
      check: false,
    });
    expect(prompt.status).toBe(400);
    const task = await client.post("/api/palace/rooms/sr/entries", {
      masterTaskId: "nope",
      payload: passingBeats,
      check: false,
    });
    expect(task.status).toBe(400);
  });

  test("practice XP is capped at 3 passing entries per room per day", async () => {
    const { client } = await app.member();
    const awards = [];
    for (let i = 0; i < 4; i += 1) awards.push((await k.passingEntry(client)).award);
    expect(awards.slice(0, 3).map((a) => a?.xpAwarded)).toEqual([15, 15, 15]);
    expect(awards[3]).toBeNull();
    clock.advance(24 * 60 * 60 * 1000);
    expect((await k.passingEntry(client)).award.xpAwarded).toBe(15);
  });
});

describe("room completion", () => {
  test("409 completion_requirements until the learn check and a passing entry are there, then 50 XP once", async () => {
    const { client } = await app.member();
    const early = await client.post("/api/palace/rooms/sr/complete");
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({
      code: "completion_requirements",
      details: { missing: ["learn_check", "passing_entry"] },
    });

    await k.passLearnCheck(client, "sr");
    const half = await client.post("/api/palace/rooms/sr/complete");
    expect(half.body.error.details).toEqual({ missing: ["passing_entry"] });

    await k.passingEntry(client);
    const done = await client.post("/api/palace/rooms/sr/complete");
    expect(done.status).toBe(200);
    expect(done.body.award).toMatchObject({
      xpAwarded: 50,
      events: [{ kind: "room_completed", amount: 50 }],
    });
    expect(done.body.progress).toMatchObject({ status: "completed", completionMissing: [] });

    const again = await client.post("/api/palace/rooms/sr/complete");
    expect(again.body.award).toBeNull();
    const home = await client.get("/api/palace");
    expect(home.body.summary.roomsCompleted).toBe(1);
    expect(home.body.floors[0].roomsCompleted).toBe(1);
    // Completed rooms are not "continued": the next open room is.
    expect(home.body.continueRoomId).toBe("ir");
  });
});

describe("the palace certificate (screens.md §3.7)", () => {
  test("completing the 38th room issues the palace certificate once, with a notification", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    // The other 37 rooms were completed earlier (their own completion is tested above).
    await app.db
      .insert(roomProgress)
      .values(
        rooms
          .filter((room) => room.id !== "sr")
          .map((room) => ({ userId: user.userId, roomId: room.id, completedAt: clock.now() })),
      );
    await k.completeStoryRoom(client);
    const held = await app.db.select().from(certificates).where(eq(certificates.userId, user.userId));
    expect(held.map((row) => [row.courseId, row.courseTitle, row.kindLabel])).toEqual([
      ["palace", "The Memory Palace — All 38 Rooms", "Palace completion"],
    ]);
    await client.post("/api/palace/rooms/sr/complete");
    expect(await app.db.select().from(certificates).where(eq(certificates.userId, user.userId))).toHaveLength(
      1,
    );
    const bell = await app.db.select().from(notifications).where(eq(notifications.userId, user.userId));
    // The palace badges reached on the way have bell items of their own (screens.md §3.10).
    expect(bell.filter((row) => row.kind !== "achievement").map((row) => row.title)).toEqual([
      "You earned a certificate: The Memory Palace — All 38 Rooms",
    ]);
  });

  test("37 rooms issue nothing", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    await app.db
      .insert(roomProgress)
      .values(
        rooms
          .filter((room) => room.id !== "sr" && room.id !== "ir")
          .map((room) => ({ userId: user.userId, roomId: room.id, completedAt: clock.now() })),
      );
    await k.completeStoryRoom(client);
    expect(await app.db.select().from(certificates).where(eq(certificates.userId, user.userId))).toHaveLength(
      0,
    );
  });
});
