import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { aiErrorMessages, aiText } from "@common/constants/ai";
import { researchHeading, researchPendingMessage } from "@common/schemas/research";
import { aiRequests, researchNotes } from "@server/db/schema";
import { fakeResearchLink } from "@server/modules/ai/provider/fake-core";
import { type TestAppHandle, useTestApp } from "@server/test/kit";
import type { AnyJson, TestClient } from "@server/test/test-app";

/* Research Mode (ai.md §3.7) through the real app on PGlite: with the built-in fake model, offline, and moderation. */

type Note = {
  id: string;
  title: string;
  source: string;
  sections: {
    overview: string;
    foundation: { book: string; passages: { reference: string; note: string }[] }[];
    setting: { text: string; questions: string[] };
    readings: { views: { label: string }[]; text: string; questions: string[] };
    palaceLens: { code: string; name: string }[] | null;
    insights: string[];
    furtherStudy: { passages: string[]; words: { strongs: string }[]; books: string[]; topics: string[] };
  };
  deepDives: { id: string; focus: string; sections: { answer: string; passages: unknown[] } }[];
  myNotes: string;
  isMine: boolean;
  isPublic: boolean;
  moderation: string | null;
  author: { displayName: string } | null;
  passages: string[];
  strongs: string[];
};

async function counted(app: TestAppHandle, userId: string) {
  const rows = await app.db.select().from(aiRequests).where(eq(aiRequests.userId, userId));
  return rows.filter((row) => row.counted).map((row) => row.tool);
}

const report = (client: TestClient, body: Record<string, unknown>) =>
  client.post<Note & { error?: AnyJson; notices?: string[] }>("/api/research", body);

describe("with the fake model", () => {
  const app = useTestApp({ aiEnv: { AI_PROVIDER: "fake" } });

  test("401 without a session; 402 on the free plan", async () => {
    expect((await app.client().post("/api/research", { topic: "x" })).status).toBe(401);
    const { client } = await app.member({ plan: "free" });
    for (const result of [
      await client.post("/api/research", { topic: "the sanctuary" }),
      await client.get("/api/research"),
    ]) {
      expect(result.status).toBe(402);
      expect(result.body.error.code).toBe("plan_required");
    }
  });

  test("a report has the seven sections (palace lens only when on), checked; one question counted; saved", async () => {
    const member = await app.member({ plan: "essential" });
    const result = await report(member.client, { topic: "the sanctuary", palaceLens: true });
    expect(result.status).toBe(201);
    const note = result.body;
    expect(note.source).toBe("ai");
    expect(note.title).toBe("the sanctuary");
    const { sections } = note;
    // Regrouped by the book each reference names, canonical order, the parser's spelling.
    expect(sections.foundation.map((group) => group.book)).toEqual(["Exodus", "Hebrews"]);
    expect(sections.foundation[0]?.passages[0]?.reference).toBe("Exodus 25:8");
    expect(sections.setting.text).toContain("Fake historical");
    expect(sections.readings.views).toHaveLength(2);
    expect(sections.palaceLens).toEqual([
      expect.objectContaining({ code: "BL", name: "Blue Room (Sanctuary)" }),
    ]);
    expect(sections.insights).toHaveLength(3);
    // The invented link is gone; the impossible reference dropped; the book marked, without its page number.
    expect(sections.overview).not.toContain(fakeResearchLink);
    expect(sections.furtherStudy.passages).toEqual(["John 3:16"]);
    expect(sections.furtherStudy.books).toEqual(["A fake book on the sanctuary (check before citing)"]);
    expect(sections.furtherStudy.words).toEqual([expect.objectContaining({ strongs: "H4720" })]);
    expect(await counted(app, member.user.userId)).toEqual(["research_report"]);

    app.clock.advance(60_000);
    const off = await report(member.client, { topic: "the covenant", palaceLens: false });
    expect(off.body.sections.palaceLens).toBeNull();
    expect(await counted(app, member.user.userId)).toHaveLength(2);

    const list = await member.client.get("/api/research");
    expect(list.body.notes.map((each: { title: string }) => each.title)).toEqual([
      "the covenant",
      "the sanctuary",
    ]);
    expect((await member.client.get(`/api/research/${note.id}`)).body).toEqual(note);
  });

  test("a deep dive is a child note with its three sections, listed under its report and counted", async () => {
    const member = await app.member({ plan: "premium" });
    const parent = (await report(member.client, { topic: "the sanctuary" })).body;
    const dive = await member.client.post(`/api/research/${parent.id}/deep-dives`, {
      focus: "The Most Holy Place",
      question: "What happens in the Most Holy Place on the Day of Atonement?",
    });
    expect(dive.status).toBe(201);
    expect(dive.body).toMatchObject({ parentId: parent.id, focus: "The Most Holy Place", source: "ai" });
    expect(dive.body.sections.answer).toContain("Fake deep dive answer to: What happens in the Most Holy");
    expect(dive.body.sections.passages).toEqual([expect.objectContaining({ reference: "Hebrews 9:11-12" })]);
    expect(dive.body.sections.goingFurther).toEqual(["Fake next step."]);
    expect(await counted(app, member.user.userId)).toEqual(["research_report", "research_deep_dive"]);

    const reopened = (await member.client.get<Note>(`/api/research/${parent.id}`)).body;
    expect(reopened.deepDives.map((each) => each.id)).toEqual([dive.body.id]);
    // The deep dive's own id opens its report; it isn't a second entry of the list.
    expect((await member.client.get<Note>(`/api/research/${dive.body.id}`)).body.id).toBe(parent.id);
    const list = (await member.client.get("/api/research")).body.notes;
    expect(list).toEqual([expect.objectContaining({ id: parent.id, deepDiveCount: 1 })]);
    // Found by its deep dive's words.
    expect((await member.client.get("/api/research?q=atonement")).body.notes).toHaveLength(1);
    expect((await member.client.get("/api/research?q=nothing-like-it")).body.notes).toHaveLength(0);

    // Deleting the deep dive alone; deleting the report takes the rest.
    expect((await member.client.delete(`/api/research/${dive.body.id}`)).status).toBe(204);
    expect((await member.client.get<Note>(`/api/research/${parent.id}`)).body.deepDives).toEqual([]);
  });

  test("rename, pin (pinned first), my notes (over 10,000 → 422, nothing saved), delete", async () => {
    const member = await app.member({ plan: "essential" });
    const first = (await report(member.client, { topic: "grace" })).body;
    app.clock.advance(60_000);
    const second = (await report(member.client, { topic: "faith" })).body;
    const renamed = await member.client.patch(`/api/research/${first.id}`, { title: "Grace in Romans" });
    expect(renamed.body.title).toBe("Grace in Romans");
    expect((await member.client.patch(`/api/research/${first.id}`, { title: "  " })).status).toBe(422);
    await member.client.patch(`/api/research/${first.id}`, { pinned: true });
    const list = (await member.client.get("/api/research")).body.notes as { id: string; pinned: boolean }[];
    expect(list.map((each) => [each.id, each.pinned])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);

    const saved = await member.client.patch(`/api/research/${first.id}`, { myNotes: "Romans 5:1-2 first." });
    expect(saved.body.myNotes).toBe("Romans 5:1-2 first.");
    const tooLong = await member.client.patch(`/api/research/${first.id}`, { myNotes: "a".repeat(10_001) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.code).toBe("input_too_long");
    expect((await member.client.get<Note>(`/api/research/${first.id}`)).body.myNotes).toBe(
      "Romans 5:1-2 first.",
    );
    expect(
      (await member.client.patch(`/api/research/${first.id}`, { myNotes: "a".repeat(10_000) })).status,
    ).toBe(200);
    expect((await member.client.patch(`/api/research/${first.id}`, {})).status).toBe(422);

    expect((await member.client.delete(`/api/research/${first.id}`)).status).toBe(204);
    expect((await member.client.get(`/api/research/${first.id}`)).status).toBe(404);
  });

  test("another member: a private note is a 404 everywhere; a public one reads read-only, without my notes", async () => {
    const owner = await app.member({ plan: "essential" });
    const other = await app.member({ plan: "premium" });
    const note = (await report(owner.client, { topic: "the sanctuary" })).body;
    await owner.client.patch(`/api/research/${note.id}`, { myNotes: "Private thoughts" });
    for (const result of [
      await other.client.get(`/api/research/${note.id}`),
      await other.client.patch(`/api/research/${note.id}`, { title: "Mine now" }),
      await other.client.delete(`/api/research/${note.id}`),
      await other.client.post(`/api/research/${note.id}/deep-dives`, { focus: "a", question: "b" }),
      await other.client.post("/api/reports", {
        subjectType: "research_note",
        subjectId: note.id,
        reason: "spam",
      }),
    ])
      expect(result.status).toBe(404);
    expect((await other.client.get("/api/research")).body.notes).toEqual([]);

    const shared = await owner.client.patch<Note>(`/api/research/${note.id}`, { isPublic: true });
    expect(shared.body).toMatchObject({ isPublic: true, moderation: "approved" });
    const read = await other.client.get<Note>(`/api/research/${note.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ isMine: false, myNotes: "", moderation: null });
    expect(read.body.author?.displayName).toBeTruthy();
    // Still not theirs to change, and not in their list.
    expect((await other.client.patch(`/api/research/${note.id}`, { title: "Mine now" })).status).toBe(404);
    expect((await other.client.get("/api/research")).body.notes).toEqual([]);
    const reported = await other.client.post("/api/reports", {
      subjectType: "research_note",
      subjectId: note.id,
      reason: "false_teaching",
    });
    expect(reported.status).toBe(201);
    expect(
      (
        await owner.client.post("/api/reports", {
          subjectType: "research_note",
          subjectId: note.id,
          reason: "spam",
        })
      ).body.error.code,
    ).toBe("cannot_report_own");

    // Private again: a 404 for the other member.
    await owner.client.patch(`/api/research/${note.id}`, { isPublic: false });
    expect((await other.client.get(`/api/research/${note.id}`)).status).toBe(404);
  });

  test("a title the classification refuses is blocked; nothing is published", async () => {
    const member = await app.member({ plan: "essential" });
    const note = (await report(member.client, { topic: "the sanctuary" })).body;
    await member.client.patch(`/api/research/${note.id}`, { title: "Tagged #fake-unsafe" });
    const blocked = await member.client.patch(`/api/research/${note.id}`, { isPublic: true });
    expect(blocked.status).toBe(422);
    expect(blocked.body.error.code).toBe("content_blocked");
    const [row] = await app.db.select().from(researchNotes).where(eq(researchNotes.id, note.id));
    expect(row).toMatchObject({ isPublic: false, moderation: null });
  });

  test("#fake-badjson: the offline report with the couldn't-read notice, nothing counted", async () => {
    const member = await app.member({ plan: "essential" });
    const result = await report(member.client, { topic: "the sanctuary #fake-badjson" });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ source: "offline", notices: [aiErrorMessages.ai_bad_output] });
    expect(await counted(app, member.user.userId)).toEqual([]);
  });

  test("a provider fault is the §1.8 error, nothing counted, nothing saved", async () => {
    const member = await app.member({ plan: "essential" });
    const result = await report(member.client, { topic: "the sanctuary #fake-500" });
    expect(result.status).toBe(502);
    expect(result.body.error).toMatchObject({
      code: "ai_provider_error",
      details: { offlineAvailable: true },
    });
    expect(await counted(app, member.user.userId)).toEqual([]);
    expect((await member.client.get("/api/research")).body.notes).toEqual([]);
  }, 20_000);

  test("422 for a topic over 200 characters, a bad scope or a missing book", async () => {
    const member = await app.member({ plan: "essential" });
    const tooLong = await report(member.client, { topic: "a".repeat(201) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error).toMatchObject({ code: "input_too_long" });
    expect((await report(member.client, { topic: "x", scope: "apocrypha" })).status).toBe(422);
    expect((await report(member.client, { topic: "x", scope: "book" })).status).toBe(422);
    expect((await report(member.client, { topic: "x", scope: "book", book: "Tobit" })).status).toBe(422);
    expect((await member.client.get("/api/research/not-a-uuid")).status).toBe(422);
  });
});

describe("offline (no model configured)", () => {
  const app = useTestApp();

  test('the seven sections from retrieval; setting and readings read "Not available offline" with questions', async () => {
    const member = await app.member({ plan: "essential" });
    const result = await report(member.client, { topic: "the sanctuary", palaceLens: true });
    expect(result.status).toBe(201);
    const { sections } = result.body;
    expect(result.body.source).toBe("offline");
    expect(sections.overview).toContain("the sanctuary");
    expect(sections.foundation.length).toBeGreaterThan(0);
    expect(sections.foundation.flatMap((group) => group.passages).length).toBeGreaterThan(3);
    for (const section of [sections.setting, sections.readings]) {
      expect(section.text.startsWith(aiText.notAvailableOffline)).toBe(true);
      expect(section.questions.length).toBeGreaterThanOrEqual(3);
    }
    expect(sections.palaceLens?.length).toBeGreaterThan(0);
    expect(sections.insights.length).toBeGreaterThanOrEqual(3);
    expect(sections.insights.length).toBeLessThanOrEqual(5);
    expect(sections.furtherStudy.words.length).toBeGreaterThan(0);
    expect(sections.furtherStudy.books).toEqual([]);
    expect(result.body.passages.length).toBeGreaterThan(0);
    expect(result.body.strongs.length).toBeGreaterThan(0);
    // Deterministic, and never counted.
    const again = await report(member.client, { topic: "the sanctuary", palaceLens: true });
    expect(again.body.sections).toEqual(sections);
    const rows = await app.db.select().from(aiRequests).where(eq(aiRequests.userId, member.user.userId));
    expect(rows.map((row) => [row.tool, row.source, row.counted])).toEqual([
      ["research_report", "offline", false],
      ["research_report", "offline", false],
    ]);

    const lensOff = await report(member.client, { topic: "the sanctuary", palaceLens: false });
    expect(lensOff.body.sections.palaceLens).toBeNull();
    // The scope holds: one book.
    const daniel = await report(member.client, { topic: "the sanctuary", scope: "book", book: "Dan" });
    expect(daniel.body.sections.foundation.map((group) => group.book)).toEqual(["Daniel"]);

    const dive = await member.client.post(`/api/research/${result.body.id}/deep-dives`, {
      focus: "The laver",
      question: "What does the laver teach about cleansing?",
    });
    expect(dive.status).toBe(201);
    expect(dive.body.source).toBe("offline");
    expect(dive.body.sections.passages.length).toBeGreaterThan(0);
    expect(JSON.stringify(dive.body.sections.passages)).toMatch(/laver/i);
  });
});

describe("moderation fails closed", () => {
  // Model moderation configured, but no model answers: the check can't be made.
  const app = useTestApp({ aiEnv: { AI_MODERATION: "model" } });

  test("a note made public is held as pending and other members can't read it", async () => {
    const owner = await app.member({ plan: "essential" });
    const reader = await app.member({ plan: "essential" });
    const note = (await report(owner.client, { topic: "the sanctuary" })).body;
    const shared = await owner.client.patch<Note>(`/api/research/${note.id}`, { isPublic: true });
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ isPublic: true, moderation: "pending" });
    expect(researchPendingMessage).toBe("We couldn't check this right now, so it's waiting for review.");
    expect((await reader.client.get(`/api/research/${note.id}`)).status).toBe(404);
    expect(researchHeading.setting).toBe("Historical and cultural setting");
  });

  test("staff see the held note in the queue; approve publishes it, hide takes it away again", async () => {
    const owner = await app.member({ plan: "essential", name: "Note Author" });
    const reader = await app.member({ plan: "essential" });
    const moderator = await app.member({ role: "moderator" });
    const note = (await report(owner.client, { topic: "the sanctuary" })).body;
    await owner.client.patch(`/api/research/${note.id}`, { isPublic: true });

    const queue = await moderator.client.get("/api/admin/moderation?filter=pending");
    const item = (
      queue.body.items as { subjectType: string; subjectId: string; title: string; text: string }[]
    ).find((each) => each.subjectId === note.id);
    expect(item).toMatchObject({
      subjectType: "research_note",
      title: "the sanctuary",
      author: { displayName: "Note Author" },
      visibility: "pending",
    });
    expect(item?.text).toContain("Not available offline");

    const act = (action: string) =>
      moderator.client.post(`/api/admin/moderation/research_note/${note.id}/${action}`);
    expect((await act("approve")).body.visibility).toBe("visible");
    expect((await reader.client.get(`/api/research/${note.id}`)).status).toBe(200);
    expect((await act("hide")).body.visibility).toBe("hidden");
    expect((await reader.client.get(`/api/research/${note.id}`)).status).toBe(404);
    expect((await owner.client.get<Note>(`/api/research/${note.id}`)).body.moderation).toBe("hidden");
    expect((await act("delete")).body.visibility).toBeNull();
    expect((await owner.client.get(`/api/research/${note.id}`)).status).toBe(404);
  });
});
