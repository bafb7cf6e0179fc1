import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildUser } from "@server/test/factories";
import {
  buildTestApp,
  type TestApp,
  type TestClient,
  type TestResponse,
  testPublicUrl,
} from "@server/test/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** The shared test client has no PUT; this sends one with the client's cookies and address. */
async function put(client: TestClient, path: string, body: unknown): Promise<TestResponse> {
  const headers = new Headers({ origin: testPublicUrl, "content-type": "application/json" });
  if (client.cookies.size > 0)
    headers.set("cookie", [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
  const response = await t.request(
    path,
    { method: "PUT", headers, body: JSON.stringify(body) },
    { ip: client.ip },
  );
  const text = await response.text();
  return { status: response.status, body: text === "" ? text : JSON.parse(text), headers: response.headers };
}

async function signedInMember(name = "Onboarding Member") {
  const client = t.createClient();
  const user = await buildUser(client, { name });
  return { client, user };
}

const empty = {
  learningStyle: null,
  experienceLevel: null,
  dailyGoalMinutes: null,
  completedAt: null,
  skippedAt: null,
};
const answers = { learningStyle: "games", experienceLevel: "advanced", dailyGoalMinutes: 45 } as const;

describe("without a session", () => {
  test.each([
    ["GET /api/onboarding", (client: TestClient) => client.get("/api/onboarding")],
    ["PUT /api/onboarding", (client: TestClient) => put(client, "/api/onboarding", answers)],
    ["POST /api/onboarding/skip", (client: TestClient) => client.post("/api/onboarding/skip")],
  ])("%s → 401 unauthorized", async (_name, send) => {
    const response = await send(t.createClient());
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: { code: "unauthorized", message: "Please sign in to continue." },
    });
  });
});

describe("GET /api/onboarding", () => {
  test("a new member has no answers and has neither completed nor skipped", async () => {
    const { client } = await signedInMember();
    const response = await client.get("/api/onboarding");
    expect(response.status).toBe(200);
    expect(response.body).toEqual(empty);
  });
});

describe("PUT /api/onboarding refuses bad answers and changes nothing", () => {
  let member: Awaited<ReturnType<typeof signedInMember>>;
  beforeAll(async () => {
    member = await signedInMember("Refused Answers");
  });

  test.each<[string, unknown, string]>([
    ["unknown style", { ...answers, learningStyle: "audio" }, "Choose how you learn best."],
    ["unknown level", { ...answers, experienceLevel: "expert" }, "Choose your Bible study experience."],
    [
      "minutes not offered",
      { ...answers, dailyGoalMinutes: 15 },
      "Choose how much time you can give each day.",
    ],
    [
      "minutes as a string",
      { ...answers, dailyGoalMinutes: "45" },
      "Choose how much time you can give each day.",
    ],
    ["missing style", { experienceLevel: "beginner", dailyGoalMinutes: 10 }, "Choose how you learn best."],
    ["empty body", {}, "Choose how you learn best."],
    [
      "an unknown key (strict)",
      { ...answers, onboardingCompletedAt: "2020-01-01T00:00:00.000Z" },
      'Unrecognized key: "onboardingCompletedAt"',
    ],
    [
      "an entitlement field",
      { ...answers, trialEndsAt: "2099-01-01T00:00:00.000Z" },
      'Unrecognized key: "trialEndsAt"',
    ],
  ])("%s → 400 validation_failed", async (_case, body, message) => {
    const response = await put(member.client, "/api/onboarding", body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "validation_failed", message });
    expect((await member.client.get("/api/onboarding")).body).toEqual(empty);
    const profile = (await member.client.get("/api/profile/me")).body;
    expect(profile.trialEndsAt).toBeNull();
  });
});

describe("saving and skipping", () => {
  test("all three answers are saved in one request and read back (ONB-2)", async () => {
    const { client } = await signedInMember();
    const at = new Date("2026-05-04T09:30:00.000Z");
    t.clock.set(at);
    const saved = await put(client, "/api/onboarding", answers);
    expect(saved.status).toBe(200);
    const expected = { ...answers, completedAt: at.toISOString(), skippedAt: null };
    expect(saved.body).toEqual(expected);
    expect((await client.get("/api/onboarding")).body).toEqual(expected);
  });

  test.each([
    { learningStyle: "visual", experienceLevel: "beginner", dailyGoalMinutes: 10 },
    { learningStyle: "reading", experienceLevel: "intermediate", dailyGoalMinutes: 20 },
    { learningStyle: "social", experienceLevel: "advanced", dailyGoalMinutes: 45 },
  ])("every offered value is accepted: %j", async (body) => {
    const { client } = await signedInMember();
    const response = await put(client, "/api/onboarding", body);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject(body);
  });

  test("retaking onboarding overwrites the answers and moves the completion time", async () => {
    const { client } = await signedInMember();
    t.clock.set(new Date("2026-05-04T09:30:00.000Z"));
    await put(client, "/api/onboarding", answers);
    t.clock.advance(60_000);
    const again = await put(client, "/api/onboarding", {
      learningStyle: "reading",
      experienceLevel: "beginner",
      dailyGoalMinutes: 10,
    });
    expect(again.body).toEqual({
      learningStyle: "reading",
      experienceLevel: "beginner",
      dailyGoalMinutes: 10,
      completedAt: "2026-05-04T09:31:00.000Z",
      skippedAt: null,
    });
  });

  test("skip records the time and leaves onboarding incomplete (ONB-3)", async () => {
    const { client } = await signedInMember();
    const at = new Date("2026-06-01T08:00:00.000Z");
    t.clock.set(at);
    const skipped = await client.post("/api/onboarding/skip");
    expect(skipped.status).toBe(200);
    expect(skipped.body).toEqual({ ...empty, skippedAt: at.toISOString() });
    expect((await client.get("/api/onboarding")).body).toEqual({ ...empty, skippedAt: at.toISOString() });
  });

  test("finishing after a skip completes onboarding; the skip stays on record", async () => {
    const { client } = await signedInMember();
    t.clock.set(new Date("2026-06-01T08:00:00.000Z"));
    await client.post("/api/onboarding/skip");
    t.clock.set(new Date("2026-06-02T08:00:00.000Z"));
    const saved = await put(client, "/api/onboarding", answers);
    expect(saved.body).toEqual({
      ...answers,
      completedAt: "2026-06-02T08:00:00.000Z",
      skippedAt: "2026-06-01T08:00:00.000Z",
    });
  });

  test("one member's answers never touch another's", async () => {
    const first = await signedInMember("First Member");
    const second = await signedInMember("Second Member");
    await put(first.client, "/api/onboarding", answers);
    await second.client.post("/api/onboarding/skip");
    expect((await first.client.get("/api/onboarding")).body).toMatchObject({ ...answers, skippedAt: null });
    expect((await second.client.get("/api/onboarding")).body).toMatchObject({
      learningStyle: null,
      completedAt: null,
    });
  });
});
