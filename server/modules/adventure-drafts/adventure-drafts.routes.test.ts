// The admin's "Draft with AI" for treasure hunts and escape puzzles (games.md §4.20, §4.21 "AI adds"; issue 16 item
// 5) through the real app on PGlite with the built-in fake model: admin-only, a model required, drafts stored pending
// with their checks, approve / reject audited, a draft with problems refused, and only approved drafts reaching the
// players' banks — an approved hunt published by the rotation and played, an approved puzzle assembled into a room.
import { and, eq, like } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { createTestClock } from "@server/clock";
import { adventureDraftMessages } from "@common/schemas/adventure-drafts";
import { aiRequests, auditLog, escapeRooms, huntEditions } from "@server/db/schema";
import { hunts } from "@server/modules/games/content/hunts";
import { addDays, difficultyOf, huntDayOf, publishedAtOf } from "@server/modules/hunts/rotation";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";

const start = new Date("2026-03-02T10:00:00.000Z");
const base = "/api/admin/adventure-drafts";

const auditOf = async (app: ReturnType<typeof useTestApp>, draftId: string) =>
  (await app.db.select().from(auditLog).where(eq(auditLog.targetId, draftId))).map((row) => row.action);

describe("Draft with AI, with the fake model", () => {
  const clock = createTestClock(start);
  const app = useTestApp({ clock, aiEnv: { AI_PROVIDER: "fake" } });
  const draftedEditions = () =>
    app.db.select().from(huntEditions).where(like(huntEditions.huntKey, "draft-%"));
  const builtRoomIds = async (client: TestClient, body: Record<string, string>) => {
    const built = await client.post("/api/escape/rooms", body);
    expect(built.status).toBe(201);
    const [row] = await app.db.select().from(escapeRooms).where(eq(escapeRooms.id, built.body.id));
    return { id: built.body.id as string, puzzleIds: row!.puzzleIds };
  };

  test("admin only: 401 without a session, 403 for a member; canDraft only for an admin", async () => {
    expect((await app.client().get(base)).status).toBe(401);
    const member = await app.member({ plan: "premium" });
    for (const response of [
      await member.client.get(base),
      await member.client.get(`${base}/status`),
      await member.client.post(base, { kind: "hunt", difficulty: "beginner" }),
    ])
      expect(response.status).toBe(403);
    expect((await member.client.get("/api/hunts")).body.canDraft).toBe(false);
    expect((await member.client.get("/api/escape/rooms")).body.canDraft).toBe(false);

    const admin = await app.member({ role: "admin" });
    expect((await admin.client.get(`${base}/status`)).body).toEqual({ canDraft: true });
    expect((await admin.client.get("/api/hunts")).body.canDraft).toBe(true);
    expect((await admin.client.get("/api/escape/rooms")).body.canDraft).toBe(true);
    expect((await admin.client.post(base, { kind: "puzzle", roomTag: "", difficulty: "easy" })).status).toBe(
      400,
    );
    expect(
      (await admin.client.post(base, { kind: "puzzle", roomTag: "ZZ", difficulty: "easy" })).status,
    ).toBe(422);
  });

  test("a puzzle draft is stored pending, reaches no room until approved, then is assembled and played", async () => {
    const admin = await app.member({ role: "admin" });
    const member = await app.member({ plan: "premium" });
    const made = await admin.client.post(base, { kind: "puzzle", roomTag: "SR", difficulty: "medium" });
    expect(made.status).toBe(201);
    const draft = made.body;
    expect(draft).toMatchObject({ kind: "puzzle", status: "pending", problems: [], canApprove: true });
    expect(draft.puzzle).toMatchObject({
      id: `draft-${draft.id}`,
      roomTag: "SR",
      floor: 1,
      expectedRefs: ["Gen 22:8"],
    });
    expect(draft.puzzle.principleOptions).toHaveLength(5);
    expect(await auditOf(app, draft.id)).toEqual(["adventure_draft.created"]);
    // Recorded like every AI call, never counted against the admin's questions.
    const requests = await app.db
      .select()
      .from(aiRequests)
      .where(and(eq(aiRequests.userId, admin.user.userId), eq(aiRequests.tool, "adventure_puzzle_draft")));
    expect(requests.map((row) => [row.source, row.status, row.counted])).toEqual([
      ["fake", "complete", false],
    ]);

    // Pending: a room built on its own room (medium needs four locks; the room has three curated) leaves it out.
    const before = await builtRoomIds(member.client, { mode: "room", roomTag: "SR", difficulty: "medium" });
    expect(before.puzzleIds.some((id) => id.startsWith("draft-"))).toBe(false);
    expect((await admin.client.get(base)).body.drafts[0]).toMatchObject({ id: draft.id, status: "pending" });

    const approved = await admin.client.post(`${base}/${draft.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: "approved", canApprove: false });
    expect(await auditOf(app, draft.id)).toEqual(["adventure_draft.created", "adventure_draft.approved"]);
    const again = await admin.client.post(`${base}/${draft.id}/approve`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("draft_not_pending");

    const after = await builtRoomIds(member.client, { mode: "room", roomTag: "SR", difficulty: "medium" });
    expect(after.puzzleIds).toContain(`draft-${draft.id}`);
    const started = await member.client.post(`/api/escape/rooms/${after.id}/attempt`, {});
    expect(started.status).toBe(200);
    const room = await member.client.get(`/api/escape/rooms/${after.id}`);
    expect(room.status).toBe(200);
    expect(room.body.room.lockCount).toBe(after.puzzleIds.length);
  });

  test("an approved hunt joins the rotation and is played; a second one ending on the same verse has problems", async () => {
    const admin = await app.member({ role: "admin" });
    const member = await app.member({ plan: "premium" });
    const today = huntDayOf(clock.now());
    const day = addDays(today, 6);
    const difficulty = difficultyOf(day);
    const made = await admin.client.post(base, { kind: "hunt", difficulty, theme: "The Shepherd" });
    expect(made.status).toBe(201);
    const draft = made.body;
    expect(draft).toMatchObject({ kind: "hunt", status: "pending", problems: [], canApprove: true });
    expect(draft.hunt.clues.at(-1)).toMatchObject({ type: "verse", accepted: ["Ps 23:1", "Psalm 23:1"] });

    // Pending: the rotation never publishes it.
    expect((await member.client.get("/api/hunts")).status).toBe(200);
    expect(await draftedEditions()).toEqual([]);

    expect((await admin.client.post(`${base}/${draft.id}/approve`, {})).status).toBe(200);
    // The rotation's last use of this difficulty was its last curated hunt: the next in bank order is the draft.
    const lastCurated = hunts.filter((hunt) => hunt.difficulty === difficulty).at(-1)!;
    const previous = addDays(day, -3);
    await app.db.insert(huntEditions).values({
      huntKey: lastCurated.id,
      editionDate: previous,
      difficulty,
      publishedAt: publishedAtOf(previous),
      ranked: true,
      createdAt: publishedAtOf(previous),
    });
    clock.set(new Date(`${day}T10:00:00.000Z`));
    const list = await member.client.get("/api/hunts");
    expect(list.body.today).toMatchObject({ title: draft.hunt.title });
    const [edition] = await draftedEditions();
    expect(edition).toMatchObject({ huntKey: `draft-${draft.id}`, editionDate: day });

    const id = list.body.today.id as string;
    expect((await member.client.post(`/api/hunts/${id}/join`, {})).status).toBe(200);
    const answers = ["shepherding", "Story Room", "passover", "david", "Psalm 23:1"];
    let last;
    for (const [index, answer] of answers.entries()) {
      last = await member.client.post(`/api/hunts/${id}/answer`, { clueNo: index + 1, answer });
      expect(last.body.correct, answer).toBe(true);
    }
    expect(last?.body.completed).toBe(true);

    // Another draft of the same fake hunt ends on the same verse: stored with its problem, refused, then rejected.
    const second = await admin.client.post(base, { kind: "hunt", difficulty, theme: "Still waters" });
    expect(second.status).toBe(201);
    expect(second.body.problems).toEqual(["Another hunt already ends on Ps 23:1"]);
    expect(second.body.canApprove).toBe(false);
    const refused = await admin.client.post(`${base}/${second.body.id}/approve`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: "draft_has_problems",
      message: adventureDraftMessages.hasProblems,
    });
    const rejected = await admin.client.post(`${base}/${second.body.id}/reject`, { note: "Same verse." });
    expect(rejected.body).toMatchObject({ status: "rejected", reviewNote: "Same verse." });
    expect(await auditOf(app, second.body.id)).toEqual([
      "adventure_draft.created",
      "adventure_draft.rejected",
    ]);
    expect((await admin.client.post(`${base}/${second.body.id}/reject`, {})).status).toBe(409);
    expect((await draftedEditions()).map((row) => row.huntKey)).toEqual([`draft-${draft.id}`]);
  });
});

describe("Draft with AI, without a model", () => {
  const app = useTestApp();

  test("409 generation_unavailable, and nothing offers drafting", async () => {
    const admin = await app.member({ role: "admin" });
    const refused = await admin.client.post(base, { kind: "hunt", difficulty: "beginner" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: "generation_unavailable",
      message: "Drafting needs an AI model. Set one up in the server's AI settings.",
    });
    expect((await admin.client.get(`${base}/status`)).body).toEqual({ canDraft: false });
    expect((await admin.client.get(base)).body).toMatchObject({ drafts: [], canDraft: false });
    expect((await admin.client.get("/api/hunts")).body.canDraft).toBe(false);
    expect((await admin.client.get("/api/escape/rooms")).body.canDraft).toBe(false);
  });
});
