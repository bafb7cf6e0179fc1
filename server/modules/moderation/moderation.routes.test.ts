import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import {
  cannotReportOwnMessage,
  MODERATION_LIMITS,
  type ModerationQueueDto,
  type QueueItemDto,
  reportSubjects,
  tooManyReportsMessage,
} from "@common/schemas/moderation";
import { createTestClock } from "@server/clock";
import { auditLog, contentReports, flashcardDecks, flashcards, reviewCards } from "@server/db/schema";
import { reportSubject } from "@server/db/schema/moderation";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";

/* Reports and the staff moderation queue (ai.md §1.7, screens §4.3) through the real app on PGlite. */

const start = new Date("2026-03-02T10:00:00.000Z");
const minute = 60_000;
const hour = 60 * minute;
const missingId = "00000000-0000-4000-8000-000000000000";

const cardLines = [
  "Who interpreted the king's dream?\tDaniel\tDaniel 2:19",
  "What was the image's head made of?\tFine gold\tDaniel 2:32",
];

/** A deck with two cards; public ones go through the deck's automatic check. */
async function newDeck(client: TestClient, title: string, isPublic = true): Promise<string> {
  const created = await client.post("/api/flashcards/decks", { title, isPublic });
  expect(created.status).toBe(201);
  const id = String(created.body.id);
  const imported = await client.post(`/api/flashcards/decks/${id}/import`, { lines: cardLines.join("\n") });
  expect(imported.status).toBe(201);
  return id;
}

const report = (client: TestClient, deckId: string, body: Record<string, unknown> = {}) =>
  client.post("/api/reports", { subjectType: "flashcard_deck", subjectId: deckId, reason: "spam", ...body });

const act = (client: TestClient, deckId: string, action: string, subjectType = "flashcard_deck") =>
  client.post(`/api/admin/moderation/${subjectType}/${deckId}/${action}`);

const publicTitles = async (client: TestClient, q: string): Promise<string[]> => {
  const list = await client.get(`/api/flashcards/public?q=${encodeURIComponent(q)}`);
  expect(list.status).toBe(200);
  return (list.body.decks as { title: string }[]).map((deck) => deck.title);
};

test("the database's report_subject values are the contract's", () => {
  expect(reportSubject.enumValues).toEqual([...reportSubjects]);
});

describe("reports and decisions (public decks published by the local check)", () => {
  const clock = createTestClock(start);
  const app = useTestApp({ clock });

  const reportsOf = (deckId: string) =>
    app.db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.subjectType, "flashcard_deck"), eq(contentReports.subjectId, deckId)));
  const auditOf = (deckId: string) =>
    app.db.select().from(auditLog).where(eq(auditLog.targetId, deckId)).orderBy(auditLog.id);

  /** A public deck reported by `count` members of its own; returns the deck and the reporters. */
  async function reportedDeck(title: string, count: number) {
    const owner = await app.member({ plan: "essential", name: "Deck Author" });
    const deckId = await newDeck(owner.client, title);
    const reporters = [];
    for (let index = 0; index < count; index += 1) {
      const reporter = await app.member({ plan: "essential", name: `Reporter ${index + 1}` });
      expect((await report(reporter.client, deckId)).status).toBe(201);
      reporters.push(reporter);
    }
    return { owner, deckId, reporters };
  }

  test("401 without a session on the Report API and the queue", async () => {
    const visitor = app.client();
    expect((await report(visitor, missingId)).status).toBe(401);
    expect((await visitor.get("/api/admin/moderation")).status).toBe(401);
    expect((await act(visitor, missingId, "hide")).status).toBe(401);
  });

  test("a report is stored once: 201, then 200 alreadyReported with nothing new stored", async () => {
    const owner = await app.member({ plan: "essential" });
    const reader = await app.member({ plan: "premium" });
    const deckId = await newDeck(owner.client, "Visions of the ram and goat");
    const first = await report(reader.client, deckId, {
      reason: "false_teaching",
      details: "  Wrong dates.  ",
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ alreadyReported: false });
    const again = await report(reader.client, deckId, { reason: "offensive" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ alreadyReported: true });
    // Through the browser's typed client, details may be left out.
    const other = await app.member({ plan: "essential" });
    const typed = await other.api.reports.$post({
      json: { subjectType: "flashcard_deck", subjectId: deckId, reason: "other" },
    });
    expect(typed.status).toBe(201);
    const rows = await reportsOf(deckId);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.reporterId === reader.user.userId)).toMatchObject({
      reason: "false_teaching",
      details: "Wrong dates.",
      status: "open",
      handledBy: null,
      handledAt: null,
      createdAt: start,
    });
    expect(rows.find((row) => row.reporterId === other.user.userId)).toMatchObject({
      reason: "other",
      details: "",
    });
  });

  test("own deck 422 cannot_report_own; private, missing and plan-locked decks 404; bad bodies 400", async () => {
    const owner = await app.member({ plan: "essential" });
    const reader = await app.member({ plan: "essential" });
    const free = await app.member();
    const publicId = await newDeck(owner.client, "Shared on the seventy weeks");
    const privateId = await newDeck(owner.client, "Kept to myself", false);

    const own = await report(owner.client, publicId);
    expect(own.status).toBe(422);
    expect(own.body.error).toEqual({ code: "cannot_report_own", message: cannotReportOwnMessage });
    for (const deckId of [privateId, missingId]) {
      const hidden = await report(reader.client, deckId);
      expect(hidden.status, deckId).toBe(404);
      expect(hidden.body.error.code).toBe("not_found");
    }
    // Public decks are read on the flashcards page, which Free doesn't include: nothing there to report.
    expect((await report(free.client, publicId)).status).toBe(404);

    for (const body of [
      { reason: "nonsense" },
      { reason: undefined },
      { subjectId: "not-a-uuid" },
      { subjectType: "profile" },
      { details: "x".repeat(MODERATION_LIMITS.detailsMax + 1) },
      { extra: true },
    ]) {
      const bad = await report(reader.client, publicId, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error.code).toBe("validation_failed");
    }
    expect(await reportsOf(publicId)).toHaveLength(0);
  });

  test(`at most ${MODERATION_LIMITS.reportsPerHour} new reports per member per hour (429), then again`, async () => {
    const owner = await app.member({ plan: "essential" });
    const reader = await app.member({ plan: "essential" });
    const deckIds: string[] = [];
    for (let index = 0; index <= MODERATION_LIMITS.reportsPerHour; index += 1) {
      const created = await owner.client.post("/api/flashcards/decks", {
        title: `Throttle deck ${index}`,
        isPublic: true,
      });
      deckIds.push(String(created.body.id));
    }
    for (const deckId of deckIds.slice(0, MODERATION_LIMITS.reportsPerHour)) {
      clock.advance(minute);
      expect((await report(reader.client, deckId)).status).toBe(201);
    }
    const last = deckIds.at(-1)!;
    const throttled = await report(reader.client, last);
    expect(throttled.status).toBe(429);
    expect(throttled.body.error).toMatchObject({ code: "too_many_reports", message: tooManyReportsMessage });
    // A repeat isn't a new report: still answered while throttled.
    expect((await report(reader.client, deckIds[0]!)).status).toBe(200);
    expect(await reportsOf(last)).toHaveLength(0);
    // Once the first report is more than an hour old, one more fits.
    clock.set(new Date(start.getTime() + minute + hour + minute));
    expect((await report(reader.client, last)).status).toBe(201);
  });

  test("three open reports hide a deck from other members (list, open, copy); two don't; the owner still sees it", async () => {
    const { owner, deckId } = await reportedDeck("Reported twice then thrice", 2);
    const fourth = await app.member({ plan: "essential" });
    expect(await publicTitles(fourth.client, "Reported twice")).toEqual(["Reported twice then thrice"]);
    expect((await fourth.client.get(`/api/flashcards/decks/${deckId}`)).status).toBe(200);

    const third = await app.member({ plan: "essential" });
    expect((await report(third.client, deckId)).status).toBe(201);
    expect(await publicTitles(fourth.client, "Reported twice")).toEqual([]);
    expect((await fourth.client.get(`/api/flashcards/decks/${deckId}`)).status).toBe(404);
    expect((await fourth.client.post(`/api/flashcards/decks/${deckId}/copy`)).status).toBe(404);
    // Hidden from them, so nothing they can report; the reporters are told they already did.
    expect((await report(fourth.client, deckId)).status).toBe(404);
    expect((await report(third.client, deckId)).status).toBe(200);

    const own = await owner.client.get(`/api/flashcards/decks/${deckId}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ isMine: true, cards: [{}, {}] });
    const mine = await owner.client.get("/api/flashcards/decks");
    expect((mine.body.decks as { id: string }[]).map((deck) => deck.id)).toContain(deckId);
  });

  test("a member without a staff role gets 403 on the queue and the actions; moderators and admins work it", async () => {
    const { deckId } = await reportedDeck("Role check deck", 1);
    const member = await app.member({ plan: "premium" });
    expect((await member.client.get("/api/admin/moderation")).status).toBe(403);
    expect((await act(member.client, deckId, "hide")).status).toBe(403);
    expect((await reportsOf(deckId))[0]?.status).toBe("open");

    for (const role of ["moderator", "admin"] as const) {
      const staff = await app.member({ role });
      const queue = await staff.client.get("/api/admin/moderation");
      expect(queue.status, role).toBe(200);
      expect((queue.body as ModerationQueueDto).items.map((item) => item.subjectId)).toContain(deckId);
    }
  });

  test("dismiss closes the reports and shows a deck hidden only by reports again; one audit row", async () => {
    const { deckId } = await reportedDeck("Dismissed reports deck", 3);
    const moderator = await app.member({ role: "moderator" });
    const reader = await app.member({ plan: "essential" });
    expect((await reader.client.get(`/api/flashcards/decks/${deckId}`)).status).toBe(404);

    const dismissed = await act(moderator.client, deckId, "dismiss");
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toEqual({
      subjectType: "flashcard_deck",
      subjectId: deckId,
      action: "dismiss",
      visibility: "visible",
    });
    expect((await reader.client.get(`/api/flashcards/decks/${deckId}`)).status).toBe(200);
    expect(await publicTitles(reader.client, "Dismissed reports")).toEqual(["Dismissed reports deck"]);
    const rows = await reportsOf(deckId);
    expect(rows.map((row) => row.status)).toEqual(["dismissed", "dismissed", "dismissed"]);
    expect(rows.every((row) => row.handledBy === moderator.user.userId && row.handledAt !== null)).toBe(true);
    const audit = await auditOf(deckId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: moderator.user.userId,
      action: "moderation.dismiss",
      targetType: "flashcard_deck",
      targetId: deckId,
      payload: { reportsResolved: 3 },
    });
    // Out of the queue now.
    const queue = (await moderator.client.get("/api/admin/moderation")).body as ModerationQueueDto;
    expect(queue.items.map((item) => item.subjectId)).not.toContain(deckId);
  });

  test("hide works with no reports at all and keeps the deck from others; approve brings it back", async () => {
    const owner = await app.member({ plan: "essential" });
    const reader = await app.member({ plan: "essential" });
    const admin = await app.member({ role: "admin" });
    const deckId = await newDeck(owner.client, "Hidden without reports");

    const hidden = await act(admin.client, deckId, "hide");
    expect(hidden.status).toBe(200);
    expect(hidden.body.visibility).toBe("hidden");
    expect((await reader.client.get(`/api/flashcards/decks/${deckId}`)).status).toBe(404);
    expect(await publicTitles(reader.client, "Hidden without reports")).toEqual([]);
    expect((await owner.client.get(`/api/flashcards/decks/${deckId}`)).body.moderation).toBe("hidden");
    // Dismissing (nothing to dismiss) doesn't undo a staff hide.
    expect((await act(admin.client, deckId, "dismiss")).body.visibility).toBe("hidden");

    const approved = await act(admin.client, deckId, "approve");
    expect(approved.body.visibility).toBe("visible");
    expect((await reader.client.get(`/api/flashcards/decks/${deckId}`)).status).toBe(200);
    expect((await auditOf(deckId)).map((row) => [row.action, row.payload])).toEqual([
      ["moderation.hide", { reportsResolved: 0 }],
      ["moderation.dismiss", { reportsResolved: 0 }],
      ["moderation.approve", { reportsResolved: 0 }],
    ]);
  });

  test("hide of a reported deck marks its reports actioned", async () => {
    const { deckId } = await reportedDeck("Hidden after reports", 2);
    const moderator = await app.member({ role: "moderator" });
    expect((await act(moderator.client, deckId, "hide")).body.visibility).toBe("hidden");
    expect((await reportsOf(deckId)).map((row) => row.status)).toEqual(["actioned", "actioned"]);
    expect((await auditOf(deckId))[0]).toMatchObject({
      action: "moderation.hide",
      payload: { reportsResolved: 2 },
    });
  });

  test("delete removes the deck, its cards and their schedules; reports actioned; then 404", async () => {
    const { owner, deckId } = await reportedDeck("Deleted by staff", 1);
    const admin = await app.member({ role: "admin" });
    const cardIds = (await app.db.select().from(flashcards).where(eq(flashcards.deckId, deckId))).map(
      (card) => card.id,
    );
    expect(cardIds).toHaveLength(2);

    const deleted = await act(admin.client, deckId, "delete");
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ action: "delete", visibility: null });
    expect(await app.db.select().from(flashcardDecks).where(eq(flashcardDecks.id, deckId))).toHaveLength(0);
    expect(await app.db.select().from(flashcards).where(eq(flashcards.deckId, deckId))).toHaveLength(0);
    const schedules = await app.db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, owner.user.userId), eq(reviewCards.subjectType, "flashcard")));
    expect(schedules.filter((row) => cardIds.includes(row.subjectId))).toHaveLength(0);
    expect((await reportsOf(deckId)).map((row) => row.status)).toEqual(["actioned"]);
    expect((await auditOf(deckId)).map((row) => row.action)).toEqual(["moderation.delete"]);
    expect((await owner.client.get(`/api/flashcards/decks/${deckId}`)).status).toBe(404);
    expect((await act(admin.client, deckId, "delete")).status).toBe(404);
  });

  test("unknown items 404 and bad params 400, with no audit row", async () => {
    const moderator = await app.member({ role: "moderator" });
    const unknown = await act(moderator.client, missingId, "hide");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("not_found");
    // A subject type whose feature hasn't arrived has no items yet.
    expect((await act(moderator.client, missingId, "dismiss", "chat_message")).status).toBe(404);
    expect((await act(moderator.client, missingId, "ban")).status).toBe(400);
    expect((await act(moderator.client, "not-a-uuid", "hide")).status).toBe(400);
    expect((await act(moderator.client, missingId, "hide", "planet")).status).toBe(400);
    expect((await moderator.client.get("/api/admin/moderation?filter=old")).status).toBe(400);
    expect((await moderator.client.get("/api/admin/moderation?cursor=nonsense")).status).toBe(400);
    expect(await auditOf(missingId)).toHaveLength(0);
  });
});

describe("the queue (model moderation with no model: public decks wait for review)", () => {
  const clock = createTestClock(start);
  const app = useTestApp({ clock, aiEnv: { AI_MODERATION: "model" } });

  test("held and reported decks, oldest first, reports inline by display name only; counts; approve publishes", async () => {
    const owner = await app.member({ plan: "essential", name: "Deck Author" });
    const admin = await app.member({ role: "admin" });
    const moderator = await app.member({ role: "moderator" });
    const reader = await app.member({ plan: "essential" });

    // Held as pending at 10:00.
    const pendingId = await newDeck(owner.client, "Waiting for a person");
    expect((await owner.client.get(`/api/flashcards/decks/${pendingId}`)).body.moderation).toBe("pending");
    // Another held deck, approved by staff, then reported by three members from 10:05.
    clock.advance(minute);
    const reportedId = await newDeck(owner.client, "Published then reported");
    const published = await act(admin.client, reportedId, "approve");
    expect(published.body).toMatchObject({ action: "approve", visibility: "visible" });
    expect(await publicTitles(reader.client, "Published then reported")).toEqual(["Published then reported"]);
    const reporters = [];
    for (const [index, reason] of (["spam", "offensive", "other"] as const).entries()) {
      clock.advance(minute);
      const reporter = await app.member({ plan: "essential", name: `Reporter ${index + 1}` });
      const details = index === 2 ? "Please look at card two." : "";
      expect((await report(reporter.client, reportedId, { reason, details })).status).toBe(201);
      reporters.push(reporter);
    }
    // A reported deck its owner deleted since stays out of the queue.
    const goneId = await newDeck(owner.client, "Soon deleted");
    await act(admin.client, goneId, "approve");
    expect((await report(reader.client, goneId)).status).toBe(201);
    expect((await owner.client.delete(`/api/flashcards/decks/${goneId}`)).status).toBe(204);

    const queue = await moderator.client.get("/api/admin/moderation");
    expect(queue.status).toBe(200);
    const body = queue.body as ModerationQueueDto;
    expect(body.counts).toEqual({ all: 2, pending: 1, reported: 1 });
    expect(body.nextCursor).toBeNull();
    expect(body.items.map((item) => item.subjectId)).toEqual([pendingId, reportedId]);
    const [pending, reported] = body.items as [QueueItemDto, QueueItemDto];
    expect(pending).toEqual({
      subjectType: "flashcard_deck",
      subjectId: pendingId,
      title: "Waiting for a person",
      text: [
        "Who interpreted the king's dream? — Daniel — Daniel 2:19",
        "What was the image's head made of? — Fine gold — Daniel 2:32",
      ].join("\n"),
      imageUrl: null,
      author: { displayName: "Deck Author" },
      reasons: ["pending"],
      visibility: "pending",
      openReports: [],
      queuedAt: start.toISOString(),
    });
    expect(reported).toMatchObject({
      title: "Published then reported",
      author: { displayName: "Deck Author" },
      reasons: ["reported"],
      visibility: "hidden",
      queuedAt: new Date(start.getTime() + 2 * minute).toISOString(),
    });
    expect(reported.openReports.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        reporter: { displayName: "Reporter 1" },
        reason: "spam",
        details: "",
        createdAt: new Date(start.getTime() + 2 * minute).toISOString(),
      },
      {
        reporter: { displayName: "Reporter 2" },
        reason: "offensive",
        details: "",
        createdAt: new Date(start.getTime() + 3 * minute).toISOString(),
      },
      {
        reporter: { displayName: "Reporter 3" },
        reason: "other",
        details: "Please look at card two.",
        createdAt: new Date(start.getTime() + 4 * minute).toISOString(),
      },
    ]);
    // Members appear by display name only: no emails or account ids anywhere in the payload.
    const raw = JSON.stringify(body);
    expect(raw).not.toContain("@");
    for (const member of [owner, ...reporters]) expect(raw).not.toContain(member.user.userId);

    const onlyPending = (await moderator.client.get("/api/admin/moderation?filter=pending")).body;
    expect((onlyPending as ModerationQueueDto).items.map((item) => item.subjectId)).toEqual([pendingId]);
    expect((onlyPending as ModerationQueueDto).counts).toEqual(body.counts);
    const onlyReported = (await moderator.client.get("/api/admin/moderation?filter=reported")).body;
    expect((onlyReported as ModerationQueueDto).items.map((item) => item.subjectId)).toEqual([reportedId]);

    // Dismiss leaves a held deck held; approve publishes it.
    expect((await act(moderator.client, pendingId, "dismiss")).body.visibility).toBe("pending");
    expect((await reader.client.get(`/api/flashcards/decks/${pendingId}`)).status).toBe(404);
    const approved = await act(moderator.client, pendingId, "approve");
    expect(approved.body).toEqual({
      subjectType: "flashcard_deck",
      subjectId: pendingId,
      action: "approve",
      visibility: "visible",
    });
    expect(await publicTitles(reader.client, "Waiting for a person")).toEqual(["Waiting for a person"]);
    expect((await owner.client.get(`/api/flashcards/decks/${pendingId}`)).body.moderation).toBe("approved");

    const after = (await moderator.client.get("/api/admin/moderation")).body as ModerationQueueDto;
    expect(after.counts).toEqual({ all: 1, pending: 0, reported: 1 });
    expect(after.items.map((item) => item.subjectId)).toEqual([reportedId]);
  });
});

describe("the queue's pages", () => {
  const clock = createTestClock(start);
  const app = useTestApp({ clock, aiEnv: { AI_MODERATION: "model" } });

  test(`${MODERATION_LIMITS.pageSize} items a page, oldest first; the cursor leads to the rest`, async () => {
    const owner = await app.member({ plan: "essential" });
    const moderator = await app.member({ role: "moderator" });
    const total = MODERATION_LIMITS.pageSize + 2;
    const ids: string[] = [];
    for (let index = 0; index < total; index += 1) {
      clock.advance(minute);
      const created = await owner.client.post("/api/flashcards/decks", {
        title: `Held deck ${index}`,
        isPublic: true,
      });
      ids.push(String(created.body.id));
    }
    const first = (await moderator.client.get("/api/admin/moderation")).body as ModerationQueueDto;
    expect(first.counts).toEqual({ all: total, pending: total, reported: 0 });
    expect(first.items.map((item) => item.subjectId)).toEqual(ids.slice(0, MODERATION_LIMITS.pageSize));
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await moderator.client.get(`/api/admin/moderation?cursor=${encodeURIComponent(first.nextCursor!)}`)
    ).body as ModerationQueueDto;
    expect(second.items.map((item) => item.subjectId)).toEqual(ids.slice(MODERATION_LIMITS.pageSize));
    expect(second.nextCursor).toBeNull();
  });
});
