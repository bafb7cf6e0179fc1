// Daily challenges and the growth journal (screens.md §6.1–§6.2) through the real app on PGlite: today's card from
// the rotation (DC-1, including a rotation of length 1), one submission per local day (DC-2, also under a race), the
// free plan's 3 per Monday–Sunday week (DC-3), the journal (DC-4, GJ-1, GJ-2), points once, the documented 422s and
// the 401 without a session.
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import {
  CHALLENGE_TIME_MAX_S,
  challengeMessages,
  type ChallengeCardDto,
  FOLLOW_UP_MAX,
  type GenreId,
} from "@common/schemas/challenges";
import { createTestClock } from "@server/clock";
import { challengeSubmissions, profiles, xpEvents } from "@server/db/schema";
import type { AppEnv } from "@server/http/app-env";
import { AppError, errorBody } from "@server/http/errors";
import { createLogger } from "@server/logger";
import { useTestApp } from "@server/test/kit";
import { type TestClient, withJar } from "@server/test/test-app";
import { challengeRoutes } from "./challenges.routes";
import { rotationPosition } from "./rotation";
import { challengeTemplates, rotation } from "./templates";

const day = 24 * 60 * 60 * 1000;
/** A Monday, noon UTC (members' profiles are in UTC unless a test moves them). */
const monday = new Date("2026-04-06T12:00:00.000Z");
const clock = createTestClock(monday);
const app = useTestApp({ clock });

/** A verse of each genre by the palace genre map. */
const verseOf: Record<GenreId, string> = {
  epistle: "Romans 4:3",
  prophecy: "Isaiah 53:7",
  poetry: "Psalm 23:1",
  parable: "Luke 15:4",
  history: "Genesis 22:8",
  gospel: "John 1:29",
};

/** A passing answer for any card: long enough, and naming what each rubric looks for. */
const topic =
  "faith trust righteous lamb blood sacrifice veil access shepherd sheep servant wound seek lost provide place";
function answerFor(card: ChallengeCardDto): Record<string, string> {
  const long = `${topic} ${Array.from({ length: 40 }, () => "word").join(" ")}`;
  switch (card.form.subtype) {
    case "dimension-drill":
      return { dimension: "christ", answer: long };
    case "connect-6":
      return { connectedVerse: verseOf[card.form.targetGenre.id], explanation: long };
    case "sanctuary-map":
      return { article: "altar", explanation: long };
    case "christ-chapter":
      return { reflection: long };
    case "fruit-check":
      return { action: long, growthArea: "patience with my family" };
  }
}

async function submitToday(client: TestClient, timeSpentS = 300) {
  const today = await client.get("/api/challenges/today");
  expect(today.status).toBe(200);
  return client.post("/api/challenges/today", { answer: answerFor(today.body.challenge), timeSpentS });
}

/** Moves the clock to the next day (from now, noon UTC) whose template is `id`. */
function goToDayOf(id: string) {
  const target = challengeTemplates.find((each) => each.id === id)!.position;
  for (let step = 0; step < rotation.length; step += 1) {
    const date = clock.now().toISOString().slice(0, 10);
    if (rotationPosition(date, rotation.length) === target) return;
    clock.advance(day);
  }
  throw new Error(`no day for ${id}`);
}

async function challengePoints(userId: string) {
  const rows = await app.db
    .select({ amount: xpEvents.amount })
    .from(xpEvents)
    .where(and(eq(xpEvents.userId, userId), eq(xpEvents.source, "challenge")));
  return rows.map((row) => row.amount);
}

/** The challenge routes mounted as app.ts mounts them, but with the rotation cut to one template (the DC-1 hook). */
function appWithRotationOfOne() {
  const logger = createLogger("silent");
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("logger", logger);
      await next();
    })
    .onError((error, c) =>
      error instanceof AppError
        ? c.json(errorBody(error), error.status)
        : c.json({ error: String(error) }, 500),
    )
    .route(
      "/api/challenges",
      challengeRoutes({ db: app.db, clock: app.clock, auth: app.auth, rotationLength: 1 }),
    );
}

describe("sessions", () => {
  test("every route needs a session", async () => {
    const visitor = app.client();
    expect((await visitor.get("/api/challenges/today")).status).toBe(401);
    expect((await visitor.post("/api/challenges/today", { answer: {}, timeSpentS: 1 })).status).toBe(401);
    expect((await visitor.get("/api/challenges/journal")).status).toBe(401);
    expect(
      (await visitor.put(`/api/challenges/journal/${crypto.randomUUID()}/follow-up`, { note: "x" })).status,
    ).toBe(401);
  });
});

describe("today's challenge", () => {
  test("the card: tier, Day k of n, title, instructions, verses, form — and no rubric", async () => {
    const { client } = await app.member({ plan: "essential" });
    const { status, body } = await client.get("/api/challenges/today");
    expect(status).toBe(200);
    const position = rotationPosition("2026-04-06", rotation.length);
    const template = rotation[position]!;
    expect(body).toMatchObject({
      date: "2026-04-06",
      submission: null,
      weekly: null,
      challenge: {
        templateId: template.id,
        day: position + 1,
        rotationLength: rotation.length,
        tier: template.tier,
        subtype: template.subtype,
        title: template.title,
        instructions: template.instructions,
        verses: template.verses,
        principle: template.principle,
        roomCodes: template.roomCodes,
        form: { subtype: template.subtype },
      },
    });
    expect(JSON.stringify(body)).not.toContain(template.rubric.praise);
    expect(JSON.stringify(body)).not.toContain("minWords");
  });

  test("each subtype's form carries its palace data", async () => {
    const { client } = await app.member({ plan: "essential" });
    const forms = new Map<string, ChallengeCardDto["form"]>();
    for (let step = 0; step < rotation.length; step += 1) {
      const card = (await client.get("/api/challenges/today")).body.challenge as ChallengeCardDto;
      forms.set(card.subtype, card.form);
      clock.advance(day);
    }
    expect(forms.get("dimension-drill")).toMatchObject({
      dimensions: [
        { id: "literal", code: "1D" },
        { id: "christ" },
        { id: "me" },
        { id: "church" },
        { id: "heaven" },
      ],
    });
    const sanctuary = forms.get("sanctuary-map");
    expect(sanctuary?.subtype === "sanctuary-map" && sanctuary.articles.map((each) => each.id)).toEqual([
      "gate",
      "altar",
      "laver",
      "lampstand",
      "table",
      "incense",
      "veil",
      "ark",
    ]);
    expect(forms.get("connect-6")).toMatchObject({
      targetGenre: { id: expect.any(String), name: expect.any(String) },
    });
    expect(forms.get("christ-chapter")).toMatchObject({
      chapter: { label: expect.any(String), bookName: expect.any(String), chapter: expect.any(Number) },
      hints: expect.any(Array),
    });
  });

  test("DC-1: a member completes the challenges of two consecutive days", async () => {
    const { client } = await app.member({ plan: "essential" });
    const first = await submitToday(client);
    expect(first.status).toBe(200);
    expect(first.body.submission).toMatchObject({ date: "2026-04-06", verdict: "pass" });
    clock.advance(day);
    const next = await client.get("/api/challenges/today");
    expect(next.body).toMatchObject({ date: "2026-04-07", submission: null });
    expect(next.body.challenge.templateId).not.toBe(first.body.challenge.templateId);
    const second = await submitToday(client);
    expect(second.status).toBe(200);
    expect(second.body.submission.date).toBe("2026-04-07");
  });

  test("DC-1: with a rotation of length 1 the same template comes back and the second day still succeeds", async () => {
    const { client, user } = await app.member({ plan: "essential" });
    const hono = appWithRotationOfOne();
    const call = async (method: "GET" | "POST", body?: unknown) => {
      const headers = withJar(body ? { "content-type": "application/json" } : undefined, client.cookies);
      const response = await hono.request("/api/challenges/today", {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json() };
    };
    const answerDay = async () => {
      const today = await call("GET");
      expect(today.status).toBe(200);
      expect(today.body).toMatchObject({
        challenge: { templateId: rotation[0]!.id, day: 1, rotationLength: 1 },
      });
      return call("POST", { answer: answerFor(today.body.challenge), timeSpentS: 60 });
    };
    const first = await answerDay();
    expect(first.status).toBe(200);
    clock.advance(day);
    const second = await answerDay();
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const rows = await app.db
      .select({ templateId: challengeSubmissions.templateId, date: challengeSubmissions.challengeDate })
      .from(challengeSubmissions)
      .where(eq(challengeSubmissions.userId, user.userId));
    expect(rows.sort((a, b) => a.date.localeCompare(b.date))).toEqual([
      { templateId: rotation[0]!.id, date: "2026-04-06" },
      { templateId: rotation[0]!.id, date: "2026-04-07" },
    ]);
  });

  test("the day is the member's local day", async () => {
    const { client, user } = await app.member({ plan: "essential" });
    await app.db
      .update(profiles)
      .set({ timeZone: "America/New_York" })
      .where(eq(profiles.userId, user.userId));
    // Tuesday 02:00 UTC is still Monday evening in New York.
    clock.set(new Date("2026-04-07T02:00:00.000Z"));
    const late = await submitToday(client);
    expect(late.body.submission.date).toBe("2026-04-06");
    clock.set(new Date("2026-04-07T05:00:00.000Z"));
    const next = await submitToday(client);
    expect(next.status).toBe(200);
    expect(next.body.submission.date).toBe("2026-04-07");
  });

  test("the submission shows with its labelled answer, verdict and feedback; time spent is capped", async () => {
    const { client } = await app.member({ plan: "essential" });
    goToDayOf("c6-faith-counted");
    const posted = await client.post("/api/challenges/today", {
      answer: { connectedVerse: "rom 4:3", explanation: "Abram trusted the promise." },
      timeSpentS: 1_000_000,
    });
    expect(posted.status).toBe(200);
    expect(posted.body.submission).toMatchObject({
      answer: { connectedVerse: "Romans 4:3", explanation: "Abram trusted the promise." },
      fields: [
        { label: "Connected verse", value: "Romans 4:3" },
        { label: "Explanation", value: "Abram trusted the promise." },
      ],
      verdict: "partial",
      timeSpentS: CHALLENGE_TIME_MAX_S,
    });
    expect(posted.body.submission.feedback).toMatch(/^A good start\./);
    const reloaded = (await client.get("/api/challenges/today")).body;
    expect(reloaded.submission).toEqual(posted.body.submission);
  });
});

describe("one a day (DC-2) and points", () => {
  test("a second submission the same day is a 409 and earns nothing", async () => {
    const { client, user } = await app.member({ plan: "essential" });
    const first = await submitToday(client);
    expect(first.status).toBe(200);
    expect(first.body.pointsAwarded).toBe(10);
    const again = await submitToday(client);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: "challenge_already_submitted",
      message: challengeMessages.alreadyDone,
    });
    expect(await challengePoints(user.userId)).toEqual([10]);
  });

  test("two racing submissions: exactly one is saved", async () => {
    const { client, user } = await app.member({ plan: "essential" });
    const card = (await client.get("/api/challenges/today")).body.challenge;
    const body = { answer: answerFor(card), timeSpentS: 30 };
    const results = await Promise.all([
      client.post("/api/challenges/today", body),
      client.post("/api/challenges/today", body),
    ]);
    expect(results.map((each) => each.status).sort()).toEqual([200, 409]);
    const rows = await app.db
      .select()
      .from(challengeSubmissions)
      .where(eq(challengeSubmissions.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(await challengePoints(user.userId)).toEqual([10]);
  });

  test("+10 points once for each day's challenge", async () => {
    const { client, user } = await app.member({ plan: "essential" });
    await submitToday(client);
    clock.advance(day);
    await submitToday(client);
    expect(await challengePoints(user.userId)).toEqual([10, 10]);
  });
});

describe("the free plan's week (DC-3)", () => {
  test("3 in a week; the 4th is a 429 with the allowance; next Monday the counter is back to 3", async () => {
    const { client } = await app.member({ plan: "free" });
    const start = (await client.get("/api/challenges/today")).body;
    expect(start.weekly).toEqual({ limit: 3, used: 0, remaining: 3, resetsAt: "2026-04-13T00:00:00.000Z" });
    for (const left of [2, 1, 0]) {
      const posted = await submitToday(client);
      expect(posted.status).toBe(200);
      expect(posted.body.weekly.remaining).toBe(left);
      clock.advance(day);
    }
    // Thursday: the card is still readable, the allowance is spent.
    const thursday = (await client.get("/api/challenges/today")).body;
    expect(thursday.challenge.title).toEqual(expect.any(String));
    expect(thursday.weekly).toMatchObject({ remaining: 0 });
    const fourth = await submitToday(client);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toEqual({
      code: "quota_exceeded",
      message: challengeMessages.quotaExceeded,
      details: { limit: 3, remaining: 0, resetsAt: "2026-04-13T00:00:00.000Z" },
    });
    clock.set(new Date("2026-04-13T00:30:00.000Z"));
    const nextWeek = (await client.get("/api/challenges/today")).body;
    expect(nextWeek.weekly).toEqual({
      limit: 3,
      used: 0,
      remaining: 3,
      resetsAt: "2026-04-20T00:00:00.000Z",
    });
    expect((await submitToday(client)).status).toBe(200);
  });

  test("paid plans have no weekly limit", async () => {
    const { client } = await app.member({ plan: "essential" });
    for (let n = 0; n < 4; n += 1) {
      const posted = await submitToday(client);
      expect(posted.status).toBe(200);
      expect(posted.body.weekly).toBeNull();
      clock.advance(day);
    }
  });
});

describe("bad input is a 422 with the documented message, never a 500", () => {
  test.each([
    [
      "a too-short answer",
      "dd-light-of-the-world",
      { dimension: "christ", answer: "Too short." },
      challengeMessages.tooShort,
    ],
    ["a missing answer", "dd-light-of-the-world", { dimension: "christ" }, challengeMessages.tooShort],
    [
      "no dimension",
      "dd-light-of-the-world",
      { answer: "A whole sentence about it." },
      challengeMessages.chooseDimension,
    ],
    [
      "an unknown article",
      "sm-behold-the-lamb",
      { article: "throne", explanation: "A whole sentence about it." },
      challengeMessages.chooseArticle,
    ],
    [
      "an invalid reference",
      "c6-faith-counted",
      { connectedVerse: "Hezekiah 3:16", explanation: "A whole sentence about it." },
      challengeMessages.invalidReference,
    ],
    [
      "a verse outside the target genre",
      "c6-faith-counted",
      { connectedVerse: "Genesis 15:6", explanation: "A whole sentence about it." },
      challengeMessages.wrongGenre("Genesis 15:6", "Epistle"),
    ],
    [
      "a verse outside the listed parables",
      "c6-the-seeking-shepherd",
      { connectedVerse: "John 10:11", explanation: "A whole sentence about it." },
      challengeMessages.wrongGenre("John 10:11", "Parable"),
    ],
    [
      "a too-short reflection",
      "cec-word-made-flesh",
      { reflection: "He is there." },
      challengeMessages.tooShort,
    ],
    [
      "no growth area",
      "fc-patience-under-pressure",
      { action: "Call my brother and listen.", growthArea: "" },
      challengeMessages.growthAreaRequired,
    ],
  ])("%s", async (_, templateId, answer, message) => {
    const { client, user } = await app.member({ plan: "essential" });
    goToDayOf(templateId);
    const posted = await client.post("/api/challenges/today", { answer, timeSpentS: 10 });
    expect(posted.status).toBe(422);
    expect(posted.body.error).toMatchObject({ code: "validation_failed", message });
    expect(await challengePoints(user.userId)).toEqual([]);
    // The form stays usable: a good answer afterwards is accepted.
    expect((await submitToday(client)).status).toBe(200);
  });

  test("a Parable verse inside a listed parable is accepted", async () => {
    const { client } = await app.member({ plan: "essential" });
    goToDayOf("c6-the-seeking-shepherd");
    const posted = await client.post("/api/challenges/today", {
      answer: {
        connectedVerse: "Luke 15:4",
        explanation: "The shepherd goes looking for the one lost sheep.",
      },
      timeSpentS: 10,
    });
    expect(posted.status).toBe(200);
  });

  test.each([
    ["no body fields", {}],
    ["a negative time", { answer: {}, timeSpentS: -1 }],
    ["a fractional time", { answer: {}, timeSpentS: 1.5 }],
    ["an answer that isn't an object", { answer: "text", timeSpentS: 1 }],
  ])("the envelope: %s", async (_, body) => {
    const { client } = await app.member({ plan: "essential" });
    expect((await client.post("/api/challenges/today", body)).status).toBe(422);
  });

  test("journal filters are validated", async () => {
    const { client } = await app.member();
    expect((await client.get("/api/challenges/journal?tier=epic")).status).toBe(422);
    expect((await client.get("/api/challenges/journal?from=yesterday")).status).toBe(422);
  });
});

describe("the growth journal", () => {
  test("an empty journal", async () => {
    const { client } = await app.member();
    expect((await client.get("/api/challenges/journal")).body).toEqual({
      entries: [],
      stats: { entries: 0, quick: 0, core: 0, advance: 0, minutes: 0, streak: 0 },
      tierCounts: { all: 0, quick: 0, core: 0, advance: 0 },
    });
  });

  test("DC-4: the submission is at the top of the journal at once", async () => {
    const { client } = await app.member({ plan: "essential" });
    await submitToday(client);
    clock.advance(day);
    const latest = await submitToday(client);
    const journal = (await client.get("/api/challenges/journal")).body;
    expect(journal.entries).toHaveLength(2);
    expect(journal.entries[0]).toMatchObject({
      id: latest.body.submission.id,
      title: latest.body.challenge.title,
      tier: latest.body.challenge.tier,
      principle: latest.body.challenge.principle,
      date: "2026-04-07",
      timeSpentS: 300,
      fields: latest.body.submission.fields,
      feedback: latest.body.submission.feedback,
      followUp: null,
    });
  });

  test("GJ-1: the Core filter shows only Core entries and the tab count matches; stats over all", async () => {
    const { client } = await app.member({ plan: "essential" });
    const tiers: string[] = [];
    for (let n = 0; n < 7; n += 1) {
      const posted = await submitToday(client, 90);
      expect(posted.status).toBe(200);
      tiers.push(posted.body.challenge.tier);
      clock.advance(day);
    }
    const count = (tier: string) => tiers.filter((each) => each === tier).length;
    expect(count("core")).toBeGreaterThan(0);
    const core = (await client.get("/api/challenges/journal?tier=core")).body;
    expect(core.entries.length).toBe(count("core"));
    expect(core.entries.every((entry: { tier: string }) => entry.tier === "core")).toBe(true);
    expect(core.tierCounts).toEqual({
      all: 7,
      quick: count("quick"),
      core: count("core"),
      advance: count("advance"),
    });
    // 7 × 90 s = 10.5 minutes → 10; the last submission was yesterday, so the streak still counts.
    expect(core.stats).toEqual({
      entries: 7,
      quick: count("quick"),
      core: count("core"),
      advance: count("advance"),
      minutes: 10,
      streak: 7,
    });
    clock.advance(day);
    expect((await client.get("/api/challenges/journal")).body.stats.streak).toBe(0);
  });

  test("subtype, date range and text search filter the entries and the tab counts", async () => {
    const { client } = await app.member({ plan: "essential" });
    const posted: { subtype: string; date: string }[] = [];
    for (let n = 0; n < 5; n += 1) {
      const result = await submitToday(client);
      posted.push({ subtype: result.body.challenge.subtype, date: result.body.date });
      clock.advance(day);
    }
    const subtype = posted[0]!.subtype;
    const bySubtype = (await client.get(`/api/challenges/journal?subtype=${subtype}`)).body;
    expect(bySubtype.entries.length).toBe(posted.filter((each) => each.subtype === subtype).length);
    expect(bySubtype.tierCounts.all).toBe(bySubtype.entries.length);
    const ranged = (await client.get("/api/challenges/journal?from=2026-04-07&to=2026-04-08")).body;
    expect(ranged.entries.map((entry: { date: string }) => entry.date)).toEqual(["2026-04-08", "2026-04-07"]);
    expect(ranged.stats.entries).toBe(5);
    expect((await client.get("/api/challenges/journal?q=SHEPHERD")).body.entries).toHaveLength(5);
    expect((await client.get("/api/challenges/journal?q=zebra")).body.entries).toHaveLength(0);
  });

  test("GJ-2: a follow-up note persists; the answer cannot be edited; only the owner may write it", async () => {
    const { client } = await app.member({ plan: "essential" });
    const posted = await submitToday(client);
    const id = posted.body.submission.id as string;
    const saved = await client.put(`/api/challenges/journal/${id}/follow-up`, {
      note: "  Later I saw the same picture in Hebrews.  ",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id, followUp: "Later I saw the same picture in Hebrews." });
    expect(saved.body.followUpAt).toEqual(expect.any(String));

    // The answer rides along with no route to change it: an extra field is refused, other verbs don't exist.
    const sneaky = await client.put(`/api/challenges/journal/${id}/follow-up`, {
      note: "ok",
      answer: { reflection: "rewritten" },
    });
    expect(sneaky.status).toBe(422);
    expect((await client.put(`/api/challenges/journal/${id}`, { answer: {} })).status).toBe(404);
    expect((await client.patch(`/api/challenges/journal/${id}`, { answer: {} })).status).toBe(404);
    expect((await submitToday(client)).status).toBe(409);

    const reloaded = (await client.get("/api/challenges/journal")).body.entries[0];
    expect(reloaded.followUp).toBe("Later I saw the same picture in Hebrews.");
    expect(reloaded.fields).toEqual(posted.body.submission.fields);

    const other = await app.member({ plan: "essential" });
    expect((await other.client.put(`/api/challenges/journal/${id}/follow-up`, { note: "mine" })).status).toBe(
      404,
    );
    expect((await client.put("/api/challenges/journal/not-a-uuid/follow-up", { note: "x" })).status).toBe(
      404,
    );

    const cleared = await client.put(`/api/challenges/journal/${id}/follow-up`, { note: "" });
    expect(cleared.body).toMatchObject({ followUp: null, followUpAt: null });
  });

  test("a follow-up of 2,001 characters is a 422 with the documented message", async () => {
    const { client } = await app.member({ plan: "essential" });
    const id = (await submitToday(client)).body.submission.id as string;
    const tooLong = await client.put(`/api/challenges/journal/${id}/follow-up`, {
      note: "a".repeat(FOLLOW_UP_MAX + 1),
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error).toMatchObject({
      code: "validation_failed",
      message: challengeMessages.followUpTooLong,
    });
    const longest = await client.put(`/api/challenges/journal/${id}/follow-up`, {
      note: "a".repeat(FOLLOW_UP_MAX),
    });
    expect(longest.status).toBe(200);
  });
});
