import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { parseReference } from "@common/bible/reference";
import { aiRequests, reviewCards, reviewLogs } from "@server/db/schema";
import { createTestClock } from "@server/clock";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";
import { deckPendingMessage } from "@common/schemas/flashcards";

/* Flashcards (ai.md §3.10) through the real app on PGlite: offline, with the built-in fake model, and moderation. */

const start = new Date("2026-03-02T10:00:00.000Z");
const minute = 60_000;

const newDeck = async (client: TestClient, body: Record<string, unknown> = {}) => {
  const created = await client.post("/api/flashcards/decks", { title: "Daniel's visions", ...body });
  expect(created.status).toBe(201);
  return created.body as { id: string };
};

const importLines = (client: TestClient, deckId: string, lines: string[]) =>
  client.post(`/api/flashcards/decks/${deckId}/import`, { lines: lines.join("\n") });

const threeLines = [
  "Who interpreted the king's dream?\tDaniel\tDaniel 2:19",
  "What was the image's head made of?\tFine gold\tDaniel 2:32",
  "What struck the image on its feet?\tA stone cut out without hands",
];

describe("offline (no model configured)", () => {
  const clock = createTestClock(start);
  const app = useTestApp({ clock });

  test("401 without a session, 402 on Free, before the body is read", async () => {
    const visitor = app.client();
    expect((await visitor.get("/api/flashcards/decks")).status).toBe(401);
    expect((await visitor.post("/api/flashcards/generate", {})).status).toBe(401);
    const free = await app.member();
    for (const [method, path] of [
      ["get", "/api/flashcards/decks"],
      ["post", "/api/flashcards/decks"],
      ["post", "/api/flashcards/generate"],
      ["get", "/api/flashcards/public"],
      ["get", "/api/flashcards/settings"],
    ] as const) {
      const result = await free.client[method](path, method === "post" ? {} : undefined);
      expect(result.status, path).toBe(402);
      expect(result.body.error.code).toBe("plan_required");
    }
  });

  test("422 on bad bodies and params; another member's private deck and cards are 404", async () => {
    const owner = await app.member({ plan: "essential" });
    const other = await app.member({ plan: "premium" });
    expect((await owner.client.post("/api/flashcards/decks", { title: "ab" })).status).toBe(422);
    expect((await owner.client.get("/api/flashcards/decks/not-a-uuid")).status).toBe(422);
    const deck = await newDeck(owner.client);
    const card = await owner.client.post(`/api/flashcards/decks/${deck.id}/cards`, {
      front: "Who was Nebuchadnezzar?",
      back: "King of Babylon",
    });
    expect(card.status).toBe(201);
    expect(
      (
        await owner.client.post(`/api/flashcards/decks/${deck.id}/cards`, {
          front: "A bad reference",
          back: "x",
          verseRef: "Hezekiah 4:1",
        })
      ).body.error.message,
    ).toBe("Reference not found: Hezekiah 4:1");
    expect(
      (await owner.client.post(`/api/flashcards/decks/${deck.id}/cards`, { front: "shrt", back: "x" }))
        .status,
    ).toBe(422);
    expect(
      (await owner.client.post(`/api/flashcards/cards/${card.body.id}/grade`, { rating: "perfect" })).status,
    ).toBe(422);
    // Client-sent schedules are impossible: the grade body has no such field.
    expect(
      (
        await owner.client.post(`/api/flashcards/cards/${card.body.id}/grade`, {
          rating: "good",
          dueAt: start.toISOString(),
        })
      ).status,
    ).toBe(422);
    for (const [method, path] of [
      ["get", `/api/flashcards/decks/${deck.id}`],
      ["patch", `/api/flashcards/decks/${deck.id}`],
      ["delete", `/api/flashcards/decks/${deck.id}`],
      ["post", `/api/flashcards/decks/${deck.id}/copy`],
      ["get", `/api/flashcards/decks/${deck.id}/review`],
      ["patch", `/api/flashcards/cards/${card.body.id}`],
      ["delete", `/api/flashcards/cards/${card.body.id}`],
      ["post", `/api/flashcards/cards/${card.body.id}/reset`],
    ] as const) {
      const body =
        method === "patch"
          ? path.startsWith("/api/flashcards/cards/")
            ? { front: "Changed front", back: "x" }
            : { title: "Mine now" }
          : undefined;
      expect((await other.client[method](path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect(
      (await other.client.post(`/api/flashcards/cards/${card.body.id}/grade`, { rating: "good" })).status,
    ).toBe(404);
    expect((await owner.client.get(`/api/flashcards/decks/${deck.id}`)).body.cards).toHaveLength(1);
  });

  test("importing three pasted lines adds three cards; a bad line → 422 naming its line, nothing added", async () => {
    const { client } = await app.member({ plan: "essential" });
    const deck = await newDeck(client);
    const bad = await importLines(client, deck.id, [threeLines[0]!, "just one field", threeLines[1]!]);
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toMatch(/^Line 2: /);
    expect(bad.body.error.details).toEqual({ line: 2 });
    const badRef = await importLines(client, deck.id, [
      threeLines[0]!,
      threeLines[1]!,
      "A front\tA back\tGenesis 51:1",
    ]);
    expect(badRef.body.error.message).toBe("Line 3: Reference not found: Genesis 51:1");
    expect((await client.get(`/api/flashcards/decks/${deck.id}`)).body.cards).toHaveLength(0);

    const imported = await importLines(client, deck.id, threeLines);
    expect(imported.status).toBe(201);
    expect(imported.body.added).toBe(3);
    const cards = imported.body.deck.cards as {
      verseRef: string | null;
      readerHref: string | null;
      state: string;
    }[];
    expect(cards.map((card) => card.verseRef)).toEqual(["Daniel 2:19", "Daniel 2:32", null]);
    expect(cards[0]?.readerHref).toBe("/bible/Daniel/2?v=19");
    expect(cards.every((card) => card.state === "new")).toBe(true);
    const list = await client.get("/api/flashcards/decks");
    expect(list.body.decks[0]).toMatchObject({
      id: deck.id,
      cardCount: 3,
      newCount: 3,
      dueToday: 0,
      source: "manual",
    });
  });

  test("edit keeps the schedule, reorder, delete removes the card's review row", async () => {
    const member = await app.member({ plan: "essential" });
    const deck = await newDeck(member.client);
    const cards = (await importLines(member.client, deck.id, threeLines)).body.deck.cards as { id: string }[];
    const [first, second, third] = cards.map((card) => card.id) as [string, string, string];
    await member.client.post(`/api/flashcards/cards/${first}/grade`, { rating: "good" });
    const edited = await member.client.patch(`/api/flashcards/cards/${first}`, {
      front: "Who told the king his dream?",
      back: "Daniel",
      verseRef: "Dan 2:28",
    });
    expect(edited.body).toMatchObject({ verseRef: "Daniel 2:28", state: "learning" });
    const reordered = await member.client.put(`/api/flashcards/decks/${deck.id}/order`, {
      cardIds: [third, first, second],
    });
    expect(reordered.body.cards.map((card: { id: string }) => card.id)).toEqual([third, first, second]);
    expect(
      (await member.client.put(`/api/flashcards/decks/${deck.id}/order`, { cardIds: [third, first] })).status,
    ).toBe(422);
    expect((await member.client.delete(`/api/flashcards/cards/${first}`)).status).toBe(204);
    const rows = await app.db.select().from(reviewCards).where(eq(reviewCards.subjectId, first));
    expect(rows).toHaveLength(0);
    expect((await member.client.delete(`/api/flashcards/decks/${deck.id}`)).status).toBe(204);
    const left = await app.db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, member.user.userId), eq(reviewCards.subjectType, "flashcard")));
    expect(left).toHaveLength(0);
  });

  test("review: a new card reads Again 1m / Good 10m; Good lowers New and brings it back after 10 minutes; undo restores it", async () => {
    const { client } = await app.member({ plan: "essential" });
    const deck = await newDeck(client);
    await importLines(client, deck.id, threeLines);
    const session = (await client.get(`/api/flashcards/decks/${deck.id}/review`)).body;
    expect(session.counts).toEqual({ new: 3, learning: 0, due: 0 });
    expect(session.next.intervals).toMatchObject({ again: "1m", good: "10m" });
    expect(session.canUndo).toBe(false);
    const cardId = session.next.card.id as string;

    const graded = await client.post(`/api/flashcards/cards/${cardId}/grade`, { rating: "good" });
    expect(graded.status).toBe(200);
    expect(graded.body.dueAt).toBe(new Date(start.getTime() + 10 * minute).toISOString());
    expect(graded.body.session.counts.new).toBe(2);
    expect(graded.body.session.next.card.id).not.toBe(cardId);
    expect(graded.body.session.canUndo).toBe(true);

    app.clock.advance(10 * minute);
    const later = (await client.get(`/api/flashcards/decks/${deck.id}/review`)).body;
    expect(later.next.card.id).toBe(cardId);
    expect(later.counts.learning).toBe(1);

    const undone = await client.post(`/api/flashcards/decks/${deck.id}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body.counts).toEqual({ new: 3, learning: 0, due: 0 });
    expect(undone.body.next.card).toMatchObject({ id: cardId, state: "new" });
    expect(undone.body.canUndo).toBe(false);
    expect((await client.post(`/api/flashcards/decks/${deck.id}/undo`)).status).toBe(409);
  });

  test("the daily new-card limit comes from the settings and today's first ratings", async () => {
    const { client } = await app.member({ plan: "premium" });
    expect((await client.get("/api/flashcards/settings")).body).toEqual({
      desiredRetention: 0.9,
      newPerDay: 20,
    });
    expect(
      (await client.put("/api/flashcards/settings", { desiredRetention: 0.99, newPerDay: 2 })).status,
    ).toBe(422);
    expect(
      (await client.put("/api/flashcards/settings", { desiredRetention: 0.85, newPerDay: 2 })).body,
    ).toEqual({
      desiredRetention: 0.85,
      newPerDay: 2,
    });
    const deck = await newDeck(client);
    await importLines(client, deck.id, threeLines);
    let session = (await client.get(`/api/flashcards/decks/${deck.id}/review`)).body;
    expect(session.counts.new).toBe(2);
    for (let i = 0; i < 2; i += 1) {
      session = (await client.post(`/api/flashcards/cards/${session.next.card.id}/grade`, { rating: "easy" }))
        .body.session;
    }
    expect(session.counts.new).toBe(0);
    expect(session.next).toBeNull();
    expect(session.nextDueAt).not.toBeNull();
    app.clock.advance(24 * 60 * minute);
    expect((await client.get(`/api/flashcards/decks/${deck.id}/review`)).body.counts.new).toBe(1);
  });

  test("reset progress makes a card (or the deck) new again", async () => {
    const { client } = await app.member({ plan: "essential" });
    const deck = await newDeck(client);
    const cards = (await importLines(client, deck.id, threeLines)).body.deck.cards as { id: string }[];
    await client.post(`/api/flashcards/cards/${cards[0]!.id}/grade`, { rating: "easy" });
    await client.post(`/api/flashcards/cards/${cards[1]!.id}/grade`, { rating: "easy" });
    expect((await client.post(`/api/flashcards/cards/${cards[0]!.id}/reset`)).body.state).toBe("new");
    const reset = await client.post(`/api/flashcards/decks/${deck.id}/reset`);
    expect(reset.status).toBe(200);
    const after = (await client.get(`/api/flashcards/decks/${deck.id}`)).body.cards as { state: string }[];
    expect(after.every((card) => card.state === "new")).toBe(true);
  });

  test('generation offline: "Daniel 2" × 10 → exactly 10 cards, each with a Daniel 2 reference; nothing counted', async () => {
    const member = await app.member({ plan: "essential" });
    const result = await member.client.post("/api/flashcards/generate", {
      source: "passage",
      value: "Daniel 2",
      count: 10,
      kinds: ["qa", "cloze", "verse_ref"],
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ source: "offline", title: "Daniel 2 (AI)" });
    const cards = result.body.cards as { front: string; verseRef: string | null }[];
    expect(cards).toHaveLength(10);
    for (const card of cards) {
      const range = parseReference(card.verseRef ?? "")?.ranges[0];
      expect(range?.start, card.front).toMatchObject({ book: "Dan", chapter: 2 });
    }
    expect(new Set(cards.map((card) => card.front)).size).toBe(10);
    expect((await member.client.get("/api/ai/quota")).body.used).toBe(0);

    const saved = await member.client.post("/api/flashcards/decks/from-generation", {
      generationId: result.body.generationId,
      title: result.body.title,
      cards: cards.slice(0, 4),
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ source: "offline", cardCount: 4, newCount: 4 });
    const again = await member.client.post("/api/flashcards/decks/from-generation", {
      generationId: result.body.generationId,
      title: result.body.title,
      cards: cards.slice(0, 4),
    });
    expect(again.status).toBe(409);
  });

  test("generation: a passage over three chapters and an unknown passage are 422; a long topic is input_too_long", async () => {
    const { client } = await app.member({ plan: "essential" });
    const long = await client.post("/api/flashcards/generate", { source: "passage", value: "Genesis 1-4" });
    expect(long.status).toBe(422);
    expect(long.body.error.message).toMatch(/at most 3 chapters/);
    expect(
      (await client.post("/api/flashcards/generate", { source: "passage", value: "Hezekiah 2" })).status,
    ).toBe(422);
    const tooLong = await client.post("/api/flashcards/generate", {
      source: "topic",
      value: "x".repeat(201),
    });
    expect(tooLong.body.error.code).toBe("input_too_long");
    const palace = await client.post("/api/flashcards/generate", {
      source: "topic",
      value: "palace rooms",
      count: 6,
      kinds: ["room"],
    });
    expect(palace.body.cards).toHaveLength(6);
    expect(palace.body.cards[0]).toMatchObject({ kind: "room", front: "Which palace room has the code SR?" });
  });

  test("public decks: only approved ones are listed, owners by their public fields; a copy has its own schedule", async () => {
    const owner = await app.member({ plan: "essential", name: "Deck Owner" });
    const reader = await app.member({ plan: "premium" });
    const shared = await newDeck(owner.client, { title: "Shared Daniel deck", isPublic: true });
    await importLines(owner.client, shared.id, threeLines);
    const privateDeck = await newDeck(owner.client, { title: "My private deck" });
    const list = await reader.client.get("/api/flashcards/public?q=Shared%20Daniel");
    expect(list.status).toBe(200);
    expect(list.body.decks).toHaveLength(1);
    const listed = list.body.decks[0];
    expect(listed).toMatchObject({ id: shared.id, moderation: "approved", isMine: false, cardCount: 3 });
    expect(listed.owner).toEqual({ displayName: "Deck Owner", avatarUrl: null });
    expect(Object.keys(listed.owner)).toEqual(["displayName", "avatarUrl"]);
    expect((await reader.client.get(`/api/flashcards/decks/${privateDeck.id}`)).status).toBe(404);
    const preview = await reader.client.get(`/api/flashcards/decks/${shared.id}`);
    expect(preview.body.cards.every((card: { state: unknown }) => card.state === null)).toBe(true);

    await owner.client.post(`/api/flashcards/cards/${preview.body.cards[0].id}/grade`, { rating: "easy" });
    const copy = await reader.client.post(`/api/flashcards/decks/${shared.id}/copy`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      isMine: true,
      isPublic: false,
      copiedFromId: shared.id,
      cardCount: 3,
      newCount: 3,
    });
    const copyCards = await app.db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, reader.user.userId), eq(reviewCards.subjectType, "flashcard")));
    expect(copyCards).toHaveLength(3);
    expect(copyCards.every((row) => row.state === 0)).toBe(true);
    // A hidden (or pending) deck leaves the list and can't be read by others.
    await owner.client.patch(`/api/flashcards/decks/${shared.id}`, {
      title: "Shared Daniel deck",
      isPublic: false,
    });
    expect((await reader.client.get("/api/flashcards/public?q=Shared%20Daniel")).body.decks).toHaveLength(0);
    expect((await reader.client.get(`/api/flashcards/decks/${shared.id}`)).status).toBe(404);
  });

  test("profanity in a public deck is blocked with 422 content_blocked and nothing is saved", async () => {
    const { client } = await app.member({ plan: "essential" });
    const blocked = await client.post("/api/flashcards/decks", { title: "What the fuck", isPublic: true });
    expect(blocked.status).toBe(422);
    expect(blocked.body.error.code).toBe("content_blocked");
    expect((await client.get("/api/flashcards/decks")).body.decks).toHaveLength(0);
  });
});

describe("with the fake model", () => {
  const app = useTestApp({ aiEnv: { AI_PROVIDER: "fake" } });

  test('"parables" × 12 previews exactly 12 cards for one counted question; saving 11 gives 11 new cards', async () => {
    const member = await app.member({ plan: "essential" });
    const result = await member.client.post("/api/flashcards/generate", {
      source: "topic",
      value: "parables",
      count: 12,
    });
    expect(result.status).toBe(200);
    expect(result.body.source).toBe("ai");
    expect(result.body.title).toBe("parables (AI)");
    const cards = result.body.cards as { front: string; verseRef: string | null }[];
    expect(cards).toHaveLength(12);
    expect(new Set(cards.map((card) => card.front.toLowerCase())).size).toBe(12);
    // Every card is the model's, with the topic as plain text; its one invented reference is removed, and said so.
    expect(cards[11]?.front).toBe("Fake question 12: Topic: parables");
    expect(cards.every((card) => card.verseRef === null)).toBe(true);
    expect(result.body.notes).toEqual(["1 reference that doesn't exist was removed."]);
    expect((await member.client.get("/api/ai/quota")).body.used).toBe(1);
    const counted = await app.db.select().from(aiRequests).where(eq(aiRequests.userId, member.user.userId));
    expect(counted.filter((row) => row.counted)).toHaveLength(1);

    const saved = await member.client.post("/api/flashcards/decks/from-generation", {
      generationId: result.body.generationId,
      title: result.body.title,
      cards: cards.slice(1),
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ source: "ai", cardCount: 11, newCount: 11, title: "parables (AI)" });
    const session = (await member.client.get(`/api/flashcards/decks/${saved.body.id}/review`)).body;
    expect(session.counts.new).toBe(11);
  });

  test("a public deck the classification refuses is blocked; the review queue's grade refuses flashcards", async () => {
    const member = await app.member({ plan: "essential" });
    const blocked = await member.client.post("/api/flashcards/decks", {
      title: "Tagged deck #fake-unsafe",
      isPublic: true,
    });
    expect(blocked.status).toBe(422);
    expect(blocked.body.error.code).toBe("content_blocked");
    const approved = await member.client.post("/api/flashcards/decks", {
      title: "A fine public deck",
      isPublic: true,
    });
    expect(approved.body.moderation).toBe("approved");
    await importLines(member.client, approved.body.id, threeLines);
    const [row] = await app.db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, member.user.userId), eq(reviewCards.subjectType, "flashcard")));
    expect((await member.client.post(`/api/review/cards/${row!.id}/grade`, { rating: "good" })).status).toBe(
      409,
    );
    expect(
      await app.db.select().from(reviewLogs).where(eq(reviewLogs.userId, member.user.userId)),
    ).toHaveLength(0);
  });
});

describe("moderation fails closed", () => {
  // Model moderation configured, but no model answers: the check can't be made.
  const app = useTestApp({ aiEnv: { AI_MODERATION: "model" } });

  test("a deck made public is held as pending and stays out of the public list", async () => {
    const owner = await app.member({ plan: "essential" });
    const reader = await app.member({ plan: "essential" });
    const deck = await owner.client.post("/api/flashcards/decks", {
      title: "Held for review",
      isPublic: true,
    });
    expect(deck.status).toBe(201);
    expect(deck.body).toMatchObject({ isPublic: true, moderation: "pending" });
    expect(deckPendingMessage).toBe("We couldn't check this right now, so it's waiting for review.");
    expect((await reader.client.get("/api/flashcards/public")).body.decks).toHaveLength(0);
    expect((await reader.client.get(`/api/flashcards/decks/${deck.body.id}`)).status).toBe(404);
  });
});
