import { beforeAll, describe, expect, test } from "vitest";
import { useTestApp } from "@server/test/kit";
import type { TestMember } from "@server/test/members";
import type { TestClient } from "@server/test/test-app";

const app = useTestApp();

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
    ["PUT /api/onboarding", (client: TestClient) => client.put("/api/onboarding", answers)],
    ["POST /api/onboarding/skip", (client: TestClient) => client.post("/api/onboarding/skip")],
  ])("%s → 401 unauthorized", async (_name, send) => {
    const response = await send(app.client());
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: { code: "unauthorized", message: "Please sign in to continue." },
    });
  });
});

describe("GET /api/onboarding", () => {
  test("a new member has no answers and has neither completed nor skipped", async () => {
    const { client } = await app.member();
    const response = await client.get("/api/onboarding");
    expect(response.status).toBe(200);
    expect(response.body).toEqual(empty);
  });
});

describe("PUT /api/onboarding refuses bad answers and changes nothing", () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await app.member({ name: "Refused Answers" });
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
    const response = await member.client.put("/api/onboarding", body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "validation_failed", message });
    expect((await member.client.get("/api/onboarding")).body).toEqual(empty);
    const profile = (await member.client.get("/api/profile/me")).body;
    expect(profile.trialEndsAt).toBeNull();
  });
});

describe("saving and skipping", () => {
  test("all three answers are saved in one request and read back (ONB-2)", async () => {
    const { client } = await app.member();
    const at = new Date("2026-05-04T09:30:00.000Z");
    app.clock.set(at);
    const saved = await client.put("/api/onboarding", answers);
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
    const { client } = await app.member();
    const response = await client.put("/api/onboarding", body);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject(body);
  });

  test("retaking onboarding overwrites the answers and moves the completion time", async () => {
    const { client } = await app.member();
    app.clock.set(new Date("2026-05-04T09:30:00.000Z"));
    await client.put("/api/onboarding", answers);
    app.clock.advance(60_000);
    const again = await client.put("/api/onboarding", {
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
    const { client } = await app.member();
    const at = new Date("2026-06-01T08:00:00.000Z");
    app.clock.set(at);
    const skipped = await client.post("/api/onboarding/skip");
    expect(skipped.status).toBe(200);
    expect(skipped.body).toEqual({ ...empty, skippedAt: at.toISOString() });
    expect((await client.get("/api/onboarding")).body).toEqual({ ...empty, skippedAt: at.toISOString() });
  });

  test("finishing after a skip completes onboarding; the skip stays on record", async () => {
    const { client } = await app.member();
    app.clock.set(new Date("2026-06-01T08:00:00.000Z"));
    await client.post("/api/onboarding/skip");
    app.clock.set(new Date("2026-06-02T08:00:00.000Z"));
    const saved = await client.put("/api/onboarding", answers);
    expect(saved.body).toEqual({
      ...answers,
      completedAt: "2026-06-02T08:00:00.000Z",
      skippedAt: "2026-06-01T08:00:00.000Z",
    });
  });

  test("one member's answers never touch another's", async () => {
    const first = await app.member({ name: "First Member" });
    const second = await app.member({ name: "Second Member" });
    await first.client.put("/api/onboarding", answers);
    await second.client.post("/api/onboarding/skip");
    expect((await first.client.get("/api/onboarding")).body).toMatchObject({ ...answers, skippedAt: null });
    expect((await second.client.get("/api/onboarding")).body).toMatchObject({
      learningStyle: null,
      completedAt: null,
    });
  });
});
