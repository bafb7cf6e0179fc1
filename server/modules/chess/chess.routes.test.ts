// Chain Chess (games.md §4.14) through the real app on a real database: the bot with no AI to the end of a match,
// two players (the atomic join, a third member refused, turns, baseVersion, a resent clientMoveId, rejected
// references), the Live and Correspondence clocks under the fast clock and the sweep, resign, cancel, chat, the
// lobby and "Your active games", the plans, and the points.
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { bookByOsis } from "@common/bible/books";
import type { ChessMatchViewDto } from "@common/schemas/chess";
import { createTestClock } from "@server/clock";
import { xpEvents } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";
import { createLogger } from "@server/logger";
import { sweepMatches } from "./chess.service";

const start = new Date("2026-03-04T10:00:00.000Z");
const clock = createTestClock(start);
const app = useTestApp({ clock });

const commentary =
  "This verse shows the steady love of God for His people in every age. It carries the chain forward from the verse before and keeps Christ at the centre of the story. Its own words of grace and truth still speak to every believer today.";

const setup = (overrides: Record<string, unknown> = {}) => ({
  opponent: "invite",
  level: "adults",
  categories: ["book"],
  movesPerSide: 4,
  firstPlayer: "me",
  pace: "live",
  ...overrides,
});

async function create(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post("/api/chain-chess/matches", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as ChessMatchViewDto;
}

const view = async (client: TestClient, id: string) =>
  (await client.get(`/api/chain-chess/matches/${id}`)).body as ChessMatchViewDto;

let verseNo = 0;
/** A fresh verse in the challenged book (or Genesis for the opening move). */
function verseFor(match: ChessMatchViewDto["match"]): string {
  verseNo += 1;
  const osis = match.openChallenge?.category === "book" ? match.openChallenge.item : "Gen";
  const name = bookByOsis(osis)?.name ?? osis;
  return `${name} 1:${(verseNo % 9) + 1}`;
}

function move(match: ChessMatchViewDto["match"], overrides: Record<string, unknown> = {}) {
  return {
    clientMoveId: crypto.randomUUID(),
    ref: verseFor(match),
    commentary,
    challenge: { category: "book", item: "Rom" },
    baseVersion: match.version,
    ...overrides,
  };
}

const post = (client: TestClient, id: string, action: string, body: unknown = {}) =>
  client.post(`/api/chain-chess/matches/${id}/${action}`, body);

describe("against the bot (no AI)", () => {
  test("acceptance 1: a 4-move match against the Normal bot; every bot move answers its challenge; the result", async () => {
    const { client, user } = await app.member({ plan: "premium" });
    let current = (
      await create(client, {
        opponent: "bot",
        level: "adults",
        categories: ["book"],
        movesPerSide: 4,
        firstPlayer: "me",
        botLevel: "normal",
      })
    ).match;
    expect(current).toMatchObject({
      status: "active",
      opponentKind: "bot",
      turn: { side: "p1", deadlineAt: null },
    });
    for (let turn = 0; turn < 4; turn += 1) {
      const res = await post(client, current.id, "moves", move(current));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      current = res.body.view.match;
      if (current.status === "active") {
        expect(current.turn?.side).toBe("p2");
        expect(current.botDueAt).not.toBeNull();
        clock.advance(3_100);
        current = (await view(client, current.id)).match;
      }
    }
    expect(current.status).toBe("completed");
    const botMoves = current.moves.filter((m) => m.side === "p2");
    expect(botMoves).toHaveLength(4);
    for (const botMove of botMoves) {
      expect(botMove.answeredOk).toBe(true);
      expect(botMove.answered?.category).toBe("book");
      expect(botMove.verseText).toBeTruthy();
    }
    // The judge scores the bot: its scores come from the table, not a constant.
    expect(botMoves.every((m) => m.score >= 0 && m.score <= 10 && m.judgement?.checks.length)).toBe(true);
    expect(current.result?.kind === "win" || current.result?.kind === "draw").toBe(true);
    const final = await view(client, current.id);
    expect(final.viewer.points).toBe(current.result?.winnerSide === "p1" ? 5 : 2);
    const ledger = await app.db
      .select()
      .from(xpEvents)
      .where(and(eq(xpEvents.userId, user.userId), eq(xpEvents.source, "game:chain-chess")));
    expect(ledger.map((row) => row.amount)).toEqual([final.viewer.points]);
  });

  test("the bot opens when it starts; Essential is refused the bot (Premium) with 402", async () => {
    const { client } = await app.member({ plan: "premium" });
    const created = await create(client, {
      opponent: "bot",
      level: "kids",
      categories: ["book"],
      movesPerSide: 4,
      firstPlayer: "opponent",
      botLevel: "easy",
    });
    expect(created.match.turn?.side).toBe("p2");
    clock.advance(3_100);
    const after = (await view(client, created.match.id)).match;
    expect(after.moves).toHaveLength(1);
    expect(after.moves[0]).toMatchObject({ side: "p2", answered: null });
    expect(after.openChallenge?.category).toBe("book");
    const essential = await app.member({ plan: "essential" });
    const refused = await essential.client.post("/api/chain-chess/matches", {
      opponent: "bot",
      level: "adults",
      categories: ["book"],
      movesPerSide: 4,
      firstPlayer: "me",
      botLevel: "normal",
    });
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toBe("Chain Chess is included in Premium.");
  });
});

describe("two players", () => {
  test("acceptance 2 and 5: join, alternate, not_your_turn, stale version, a resent move, a third member refused", async () => {
    const a = await app.member({ plan: "premium" });
    const b = await app.member({ plan: "premium" });
    const c = await app.member({ plan: "premium" });
    const created = await create(a.client, setup());
    expect(created.match.status).toBe("waiting");
    const seen = await view(b.client, created.match.id);
    expect(seen.viewer).toMatchObject({ side: null, canJoin: true });
    const joined = await post(b.client, created.match.id, "join");
    expect(joined.status).toBe(200);
    expect(joined.body.match).toMatchObject({ status: "active", turn: { side: "p1" } });
    expect(new Date(joined.body.match.turn.deadlineAt).getTime() - start.getTime()).toBe(5 * 60_000);
    expect((await post(b.client, created.match.id, "join")).status).toBe(200); // joining again is harmless

    const full = await post(c.client, created.match.id, "join");
    expect(full.status).toBe(409);
    expect(full.body.error).toMatchObject({ code: "match_full", message: "This match is full" });
    expect((await c.client.get(`/api/chain-chess/matches/${created.match.id}`)).status).toBe(409);

    let match = joined.body.match as ChessMatchViewDto["match"];
    const forged = await post(b.client, match.id, "moves", move(match));
    expect(forged.status).toBe(409);
    expect(forged.body.error.code).toBe("not_your_turn");
    const stale = await post(a.client, match.id, "moves", move(match, { baseVersion: match.version - 1 }));
    expect(stale.body.error.code).toBe("stale_version");
    const bad = await post(a.client, match.id, "moves", move(match, { ref: "John 22:1" }));
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe("invalid_reference");

    const first = move(match, { ref: "Romans 5:8" });
    const played = await post(a.client, match.id, "moves", first);
    expect(played.status).toBe(200);
    expect(played.body.move).toMatchObject({ ply: 1, side: "p1", ref: "Romans 5:8" });
    const resent = await post(a.client, match.id, "moves", first);
    expect(resent.status).toBe(200);
    expect(resent.body.move.ply).toBe(1);
    match = resent.body.view.match;
    expect(match.moves).toHaveLength(1);
    const reused = await post(b.client, match.id, "moves", move(match, { ref: "Rom 5:8" }));
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe("verse_used");

    // Play it out: 4 moves each, the last one setting no challenge.
    const players = { p1: a.client, p2: b.client };
    for (let guard = 0; guard < 10 && match.status === "active"; guard += 1) {
      const side = match.turn?.side ?? "p1";
      const res = await post(players[side], match.id, "moves", move(match));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      match = res.body.view.match;
    }
    expect(match.status).toBe("completed");
    expect(match.moves).toHaveLength(8);
    expect(match.moves.at(-1)?.challenge).toBeNull();
    const points = (await view(a.client, match.id)).viewer.points;
    expect([3, 6, 10]).toContain(points);
  });

  test("acceptance 7: a free member opening an invite gets the plan error; the lobby lists open challenges", async () => {
    const a = await app.member({ plan: "premium" });
    const invite = await create(a.client, setup());
    const open = await create(a.client, setup({ opponent: "open", pace: "correspondence" }));
    const free = await app.member({ plan: "free" });
    const refused = await free.client.get(`/api/chain-chess/matches/${invite.match.id}`);
    expect(refused.status).toBe(402);
    const b = await app.member({ plan: "premium" });
    const lobby = (await b.client.get("/api/chain-chess/open")).body;
    expect(lobby.open.map((m: { id: string }) => m.id)).toContain(open.match.id);
    expect(lobby.open.map((m: { id: string }) => m.id)).not.toContain(invite.match.id);
    const mine = (await a.client.get("/api/chain-chess/open")).body;
    expect(mine.open.map((m: { id: string }) => m.id)).not.toContain(open.match.id);
    expect(mine.mine.find((m: { id: string }) => m.id === invite.match.id)).toMatchObject({
      status: "waiting",
      yourTurn: false,
    });
    await post(b.client, invite.match.id, "join");
    const after = (await a.client.get("/api/chain-chess/open")).body;
    expect(after.mine.find((m: { id: string }) => m.id === invite.match.id)).toMatchObject({
      status: "active",
      yourTurn: true,
    });
    // Cancelling a waiting challenge; an unknown match is "Match not found".
    expect((await post(a.client, open.match.id, "cancel")).body.match.status).toBe("abandoned");
    const unknown = await a.client.get(`/api/chain-chess/matches/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("Match not found");
    expect((await a.client.get("/api/chain-chess/matches/nope")).status).toBe(404);
  });

  test("acceptance 4: Live timeouts pass the turn, the second in a row forfeits; the sweep applies them unread", async () => {
    const admin = await app.member({ plan: "premium", role: "admin" });
    const b = await app.member({ plan: "premium" });
    const created = await create(admin.client, setup({ options: { fastClock: true } }));
    await post(b.client, created.match.id, "join");
    clock.advance(5_000 + 2_100); // A's 5 s (5:00 ÷ 60) and the grace
    let match = (await view(b.client, created.match.id)).match;
    expect(match.moves[0]).toMatchObject({ side: "p1", timedOut: true, score: 0 });
    expect(match.turn?.side).toBe("p2");
    const res = await post(b.client, match.id, "moves", move(match));
    match = res.body.view.match;
    expect(match.turn?.side).toBe("p1");
    clock.advance(5_000 + 2_100);
    // Nobody reads: the scheduler's sweep forfeits the match on its own.
    const swept = await sweepMatches({
      db: app.db,
      clock,
      logger: createLogger("silent"),
      bible: app.built.bible,
      bus: app.bus,
    });
    expect(swept).toBe(1);
    match = (await view(b.client, match.id)).match;
    expect(match).toMatchObject({ status: "completed", result: { kind: "forfeit", winnerSide: "p2" } });
    const member = await app.member({ plan: "premium" });
    const refusedClock = await member.client.post(
      "/api/chain-chess/matches",
      setup({ options: { fastClock: true } }),
    );
    expect(refusedClock.status).toBe(422);
  });

  test("Correspondence: a 24-hour timeout forfeits; resign is a loss; chat is the players' own", async () => {
    const a = await app.member({ plan: "premium" });
    const b = await app.member({ plan: "premium" });
    const slow = await create(a.client, setup({ pace: "correspondence" }));
    await post(b.client, slow.match.id, "join");
    clock.advance(24 * 60 * 60_000 + 3_000);
    expect((await view(a.client, slow.match.id)).match.result).toEqual({ kind: "forfeit", winnerSide: "p2" });

    const live = await create(a.client, setup());
    await post(b.client, live.match.id, "join");
    const chat = await post(a.client, live.match.id, "chat", { text: "Good luck!" });
    expect(chat.status).toBe(201);
    expect((await post(a.client, live.match.id, "chat", { text: "again" })).status).toBe(429);
    expect((await post(a.client, live.match.id, "chat", { text: "x".repeat(301) })).status).toBe(422);
    expect((await view(b.client, live.match.id)).match.chat.map((m) => m.text)).toEqual(["Good luck!"]);
    const resigned = await post(b.client, live.match.id, "resign");
    expect(resigned.body.match.result).toEqual({ kind: "resign", winnerSide: "p1" });
    expect((await post(a.client, live.match.id, "moves", move(resigned.body.match))).status).toBe(409);
  });
});

describe("leaderboards", () => {
  test("against players: wins this week and all time; against the bot: the best winning margin at Hard", async () => {
    const a = await app.member({ plan: "premium", name: "Winner" });
    const b = await app.member({ plan: "premium", name: "Resigner" });
    for (let i = 0; i < 2; i += 1) {
      const created = await create(a.client, setup());
      await post(b.client, created.match.id, "join");
      await post(b.client, created.match.id, "resign");
    }
    const board = (await a.client.get("/api/games/chain-chess/leaderboard?period=week&mode=pvp")).body;
    const mine = board.entries.find((entry: { isMe: boolean }) => entry.isMe);
    expect(mine).toMatchObject({ metric: 2, displayName: "Winner" });
    expect(board.me).toMatchObject({ best: 2 });
    expect(Object.keys(mine).sort()).toEqual(
      ["achievedAt", "avatarUrl", "displayName", "isMe", "level", "metric", "rank"].sort(),
    );
    const bots = (await a.client.get("/api/games/chain-chess/leaderboard?period=all&mode=bot")).body;
    expect(bots).toMatchObject({ metric: "score", mode: "bot" });
    expect(bots.entries.some((entry: { isMe: boolean }) => entry.isMe)).toBe(false);
  });
});
