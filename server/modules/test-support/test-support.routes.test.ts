// /api/test (the e2e suite's server clock, plan and role seeding) exists only on a server started with
// ENABLE_TEST_ROUTES=true: anywhere else each of its routes is the API's 404 and changes nothing.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";
import { startTestServer, type TestServer } from "@server/test/test-server";
import { buildUser } from "@server/test/factories";
import { trialLengthMessage } from "./test-support.routes";

type TestRoute = [method: "GET" | "POST", path: string, body: (email: string) => unknown];

const testRoutes: TestRoute[] = [
  ["POST", "/api/test/clock", () => ({ offsetMs: 86_400_000 })],
  [
    "POST",
    "/api/test/entitlements",
    (email) => ({ email, subscriptionStatus: "active", subscriptionPlan: "premium" }),
  ],
  ["POST", "/api/test/roles", (email) => ({ email, role: "admin" })],
  ["GET", "/api/test/palace/attempts/00000000-0000-4000-8000-000000000000/key", () => undefined],
];

const notFound = { error: { code: "not_found", message: "That API endpoint was not found." } };

function send(client: TestClient, [method, path, body]: TestRoute, email: string) {
  return method === "GET" ? client.get(path) : client.post(path, body(email));
}

/** A member's plan and roles, to show a refused seeding changed nothing. */
async function standing(client: TestClient) {
  const { access, roles } = (await client.get("/api/profile/me")).body;
  return { plan: access.plan, roles };
}

describe("the test app (built without the flag, like every route test)", () => {
  const app = useTestApp();

  test.each(testRoutes)("%s %s → 404, nothing seeded", async (...route) => {
    const { client, user } = await app.member();
    const response = await send(client, route, user.email);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(notFound);
    expect(await standing(client)).toEqual({ plan: "free", roles: [] });
  });
});

describe("a server started from the environment with NODE_ENV=test but no ENABLE_TEST_ROUTES", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("every /api/test route → 404, nothing seeded", async () => {
    const client = server.createClient();
    const user = await buildUser(client);
    for (const route of testRoutes) {
      const response = await send(client, route, user.email);
      expect(response.status, route[1]).toBe(404);
      expect(response.body).toEqual(notFound);
    }
    expect(await standing(client)).toEqual({ plan: "free", roles: [] });
  });
});

describe("the same server with ENABLE_TEST_ROUTES=true (the e2e server)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ENABLE_TEST_ROUTES: "true" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("the same requests reach the routes: the clock moves, the plan and the role are seeded", async () => {
    const client = server.createClient();
    const user = await buildUser(client);
    const [clock, entitlements, roles, palaceKey] = testRoutes;
    const moved = await send(client, clock!, user.email);
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.now) - Date.now()).toBeGreaterThan(86_000_000);
    expect((await send(client, entitlements!, user.email)).status).toBe(200);
    expect((await send(client, roles!, user.email)).status).toBe(200);
    // No such attempt: the route's own 404, not the API's.
    expect((await send(client, palaceKey!, user.email)).body).toEqual({
      error: { code: "not_found", message: "That attempt was not found." },
    });
    expect(await standing(client)).toEqual({ plan: "premium", roles: ["admin"] });
  });

  test("a seeded trial that is not 168 hours long is refused with the reason, and nothing changes", async () => {
    const client = server.createClient();
    const user = await buildUser(client);
    const started = Date.now();
    const response = await client.post("/api/test/entitlements", {
      email: user.email,
      trialStartedAt: new Date(started).toISOString(),
      trialEndsAt: new Date(started + 168 * 60 * 60 * 1000 + 1).toISOString(),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(trialLengthMessage);
    expect(await standing(client)).toEqual({ plan: "free", roles: [] });
  });
});
