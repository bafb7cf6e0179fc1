// Amplified Quarterly worksheets: essential+, saved per member per ISO week, passages read by the parser.
import { describe, expect, test } from "vitest";
import { createTestClock } from "@server/clock";
import { useTestApp } from "@server/test/kit";

const start = new Date("2026-03-02T10:00:00.000Z");
const clock = createTestClock(start);
const app = useTestApp({ clock });

const worksheet = {
  passages: ["heb 8:1-5", "Leviticus 16"],
  rooms: ["sr", "cr", "sr"],
  answers: { sr: "The priest enters once a year.", cr: "Christ is the high priest." },
  notes: "My own notes.",
};

describe("quarterly worksheets", () => {
  test("free members get the upgrade answer (402); visitors 401", async () => {
    expect((await app.client().get("/api/quarterly/worksheets/2026-W10")).status).toBe(401);
    const { client } = await app.member();
    const locked = await client.get("/api/quarterly/worksheets/2026-W10");
    expect(locked.status).toBe(402);
    expect(locked.body.error.code).toBe("plan_required");
  });

  test("empty until saved; save and reload; weeks and members are separate", async () => {
    const { client } = await app.member({ plan: "essential" });
    expect((await client.get("/api/quarterly/worksheets/2026-W10")).body).toEqual({
      week: "2026-W10",
      passages: [],
      rooms: [],
      answers: {},
      notes: "",
      updatedAt: null,
    });
    const saved = await client.put("/api/quarterly/worksheets/2026-W10", worksheet);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const expected = {
      week: "2026-W10",
      passages: ["Hebrews 8:1-5", "Leviticus 16"],
      rooms: ["sr", "cr"],
      answers: worksheet.answers,
      notes: "My own notes.",
      updatedAt: start.toISOString(),
    };
    expect(saved.body).toEqual(expected);
    expect((await client.get("/api/quarterly/worksheets/2026-W10")).body).toEqual(expected);
    expect((await client.get("/api/quarterly/worksheets/2026-W11")).body.updatedAt).toBeNull();
    const other = await app.member({ plan: "essential" });
    expect((await other.client.get("/api/quarterly/worksheets/2026-W10")).body.passages).toEqual([]);

    // Autosave replaces the whole worksheet.
    clock.set(new Date(start.getTime() + 5_000));
    const next = await client.put("/api/quarterly/worksheets/2026-W10", { ...worksheet, notes: "Changed." });
    clock.set(start);
    expect(next.body).toMatchObject({
      notes: "Changed.",
      updatedAt: new Date(start.getTime() + 5_000).toISOString(),
    });
  });

  test("validation: passages must parse, rooms must exist, the week must be an ISO week", async () => {
    const { client } = await app.member({ plan: "essential" });
    const badPassage = await client.put("/api/quarterly/worksheets/2026-W10", {
      ...worksheet,
      passages: ["Hezekiah 4"],
    });
    expect(badPassage.status).toBe(400);
    expect(badPassage.body.error.message).toBe('We couldn\'t read "Hezekiah 4" — try e.g. John 3:16');
    expect(
      (await client.put("/api/quarterly/worksheets/2026-W10", { ...worksheet, rooms: ["nope"] })).status,
    ).toBe(400);
    expect(
      (await client.put("/api/quarterly/worksheets/2026-W10", { ...worksheet, answers: { nope: "x" } }))
        .status,
    ).toBe(400);
    expect((await client.get("/api/quarterly/worksheets/2026-10")).status).toBe(400);
    expect((await client.get("/api/quarterly/worksheets/2026-W54")).status).toBe(400);
    expect(
      (await client.put("/api/quarterly/worksheets/2026-W10", { ...worksheet, extra: true })).status,
    ).toBe(400);
  });
});
