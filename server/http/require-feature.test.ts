import { Hono } from "hono";
import { beforeAll, expect, test } from "vitest";
import { createTestClock } from "../clock";
import type { Db } from "../db/client";
import { useTestApp } from "../test/kit";
import type { TestClient } from "../test/test-app";
import type { AppEnv } from "./app-env";
import { AppError, errorBody } from "./errors";
import { requireFeature } from "./require-feature";
import { requireSession } from "./require-session";

const start = new Date("2026-03-02T10:00:00.000Z");
const clock = createTestClock(start);
const app = useTestApp({ clock });
/** A premium-only and an essential endpoint behind the middleware, on the real auth and database. */
let gated: Hono<AppEnv>;
const noQueries = new Proxy({} as Db, {
  get: (_target, property) => {
    throw new Error(`the access look-up used the database (${String(property)})`);
  },
});

beforeAll(() => {
  gated = new Hono<AppEnv>()
    .use(requireSession(app.auth))
    .get("/premium", requireFeature("ai.culture_controversy", { db: app.db, clock }), (c) =>
      c.json({ ok: true }),
    )
    .get("/essential", requireFeature("memory.hall", { db: app.db, clock }), (c) => c.json({ ok: true }))
    // A feature every plan includes is checked without reading the member's access: this gate's database
    // fails any use, so a 200 here means no query was made.
    .get("/everyone", requireFeature("bible.read", { db: noQueries, clock }), (c) => c.json({ ok: true }));
  gated.onError((error, c) =>
    error instanceof AppError ? c.json(errorBody(error), error.status) : c.json({}, 500),
  );
});

async function call(client: TestClient | null, path: string) {
  const headers = new Headers();
  if (client)
    headers.set("cookie", [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
  const response = await gated.request(path, { headers });
  return { status: response.status, body: (await response.json()) as unknown };
}

test("no session → 401", async () => {
  expect((await call(null, "/premium")).status).toBe(401);
  expect((await call(null, "/everyone")).status).toBe(401);
});

test("a feature every plan includes lets any member through without looking up their access", async () => {
  const { client } = await app.member();
  expect(await call(client, "/everyone")).toEqual({ status: 200, body: { ok: true } });
});

test("a free member → 402 plan_required naming the feature and the plans that include it", async () => {
  const { client } = await app.member();
  expect(await call(client, "/premium")).toEqual({
    status: 402,
    body: {
      error: {
        code: "plan_required",
        message: "Culture & Controversy is included in Premium.",
        details: { feature: "ai.culture_controversy", plans: ["premium"] },
      },
    },
  });
  expect(await call(client, "/essential")).toEqual({
    status: 402,
    body: {
      error: {
        code: "plan_required",
        message: "Verse Memory Hall is included in Essential.",
        details: { feature: "memory.hall", plans: ["essential", "premium"] },
      },
    },
  });
});

test("a trial member passes, until the trial ends (same app, moved clock)", async () => {
  const { client } = await app.member();
  const trial = await client.post("/api/trial/start");
  expect((await call(client, "/premium")).status).toBe(200);
  expect((await call(client, "/essential")).status).toBe(200);
  clock.set(new Date(new Date(trial.body.trialEndsAt as string).getTime() + 1));
  expect((await call(client, "/premium")).status).toBe(402);
});
