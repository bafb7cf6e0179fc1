import { type APIRequestContext, expect } from "@playwright/test";

/**
 * The e2e server's test-only routes (server/modules/test-support, mounted with ENABLE_TEST_ROUTES):
 * they seed plan states and move the server clock, which the real flows would take days to reach.
 * A refusal fails the spec with the server's status and answer, not a bare "expected true".
 */
async function expectOk(response: Awaited<ReturnType<APIRequestContext["post"]>>) {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true);
}

const dayMs = 24 * 60 * 60 * 1000;

/** Sets plan fields of the member with this e-mail (ISO dates; null clears one). */
export async function seedEntitlements(
  request: APIRequestContext,
  body: { email: string } & Record<string, unknown>,
): Promise<void> {
  await expectOk(await request.post("/api/test/entitlements", { data: body }));
}

/** An active paid plan for the next 30 days. */
export async function seedPaidPlan(
  request: APIRequestContext,
  email: string,
  plan: "essential" | "premium",
): Promise<void> {
  await seedEntitlements(request, {
    email,
    subscriptionStatus: "active",
    subscriptionPlan: plan,
    subscriptionPeriodEnd: new Date(Date.now() + 30 * dayMs).toISOString(),
  });
}

/** Moves the server clock this far from real time (0 puts it back). */
export async function moveServerClock(request: APIRequestContext, offsetMs: number): Promise<void> {
  await expectOk(await request.post("/api/test/clock", { data: { offsetMs } }));
}

/** Grants a role; the first admin has no screen of its own (that is `npm run admin:grant`). */
export async function grantRole(
  request: APIRequestContext,
  email: string,
  role: "admin" | "moderator",
): Promise<void> {
  await expectOk(await request.post("/api/test/roles", { data: { email, role } }));
}

/** The right answers of a palace attempt, in the format the submit form sends. */
export async function palaceAttemptKey<T>(request: APIRequestContext, attemptId: string): Promise<T> {
  const response = await request.get(`/api/test/palace/attempts/${attemptId}/key`);
  await expectOk(response);
  return (await response.json()) as T;
}

/** A game run's server-only state (its keys), so a spec can play a run to a chosen score. */
export async function gameRunKey<T>(
  request: APIRequestContext,
  runId: string,
): Promise<{ roundNo: number | null; state: T }> {
  const response = await request.get(`/api/test/games/runs/${runId}/key`);
  await expectOk(response);
  return (await response.json()) as { roundNo: number | null; state: T };
}
