import { Hono } from "hono";
import { z } from "zod";
import { limits } from "@common/constants/limits";
import type { Db } from "@server/db/client";
import type { AppEnv } from "@server/http/app-env";
import { notFound } from "@server/http/errors";
import { validate } from "@server/http/validate";
import { attemptKey } from "../palace/attempt-key";
import { banks as defaultBanks } from "../palace/banks/index";
import type { BankSource } from "../palace/palace.access";
import { runKey } from "../games/test-key";
import { grantRoleByEmail } from "../roles/roles.service";
import { setEntitlementsByEmail } from "./test-support.service";

const trialMs = limits.trialDays * 24 * 60 * 60 * 1000;
export const trialLengthMessage = `A trial ends exactly ${limits.trialDays * 24} hours after it starts.`;

const clockInput = z.strictObject({ offsetMs: z.number().int() });
const entitlementsInput = z
  .strictObject({
    email: z.string().email(),
    trialStartedAt: z.iso.datetime().nullable().optional(),
    trialEndsAt: z.iso.datetime().nullable().optional(),
    isStudent: z.boolean().optional(),
    studentExpiresAt: z.iso.datetime().nullable().optional(),
    subscriptionStatus: z.enum(["none", "active", "past_due", "cancelled", "expired"]).optional(),
    subscriptionPlan: z.enum(["essential", "premium"]).nullable().optional(),
    subscriptionPeriodEnd: z.iso.datetime().nullable().optional(),
    subscriptionCancelAtPeriodEnd: z.boolean().optional(),
  })
  .refine(
    // The database holds a trial to exactly 168 hours (profiles_trial_is_seven_days): say so instead of a 500.
    ({ trialStartedAt, trialEndsAt }) =>
      !trialStartedAt || !trialEndsAt || Date.parse(trialEndsAt) - Date.parse(trialStartedAt) === trialMs,
    { message: trialLengthMessage, path: ["trialEndsAt"] },
  );
export type TestEntitlementsInput = z.output<typeof entitlementsInput>;
const roleInput = z.strictObject({ email: z.string().email(), role: z.enum(["admin", "moderator"]) });

/**
 * Routes for the end-to-end suite only: mounted when ENABLE_TEST_ROUTES=true, which env.ts
 * accepts only with NODE_ENV=test. They move the server clock and seed plan states that the
 * product flows for them (payments, student codes) would take minutes to reach.
 */
export function testSupportRoutes(deps: {
  db: Db;
  clock: { setOffset(ms: number): void; now(): Date };
  palaceBanks?: BankSource;
}) {
  return (
    new Hono<AppEnv>()
      .post("/clock", validate("json", clockInput), (c) => {
        deps.clock.setOffset(c.req.valid("json").offsetMs);
        return c.json({ now: deps.clock.now().toISOString() });
      })
      .post("/entitlements", validate("json", entitlementsInput), async (c) => {
        await setEntitlementsByEmail(deps.db, c.req.valid("json"));
        return c.json({ ok: true });
      })
      // There is no screen that makes the first admin (that is `npm run admin:grant`): the e2e suite uses this.
      .post("/roles", validate("json", roleInput), async (c) => {
        const { email, role } = c.req.valid("json");
        return c.json(
          await grantRoleByEmail({ db: deps.db, clock: deps.clock }, { email, role, grantedBy: null }),
        );
      })
      // The right answers of a palace attempt in the submit format, so a browser test can pass a quiz.
      .get("/palace/attempts/:id/key", validate("param", z.strictObject({ id: z.uuid() })), async (c) => {
        const key = await attemptKey(deps.db, deps.palaceBanks ?? defaultBanks, c.req.valid("param").id);
        if (!key) throw notFound("attempt");
        return c.json(key);
      })
      // A game run's server-only state (games.md §3.13 test hooks): the keys of a seeded run.
      .get("/games/runs/:id/key", validate("param", z.strictObject({ id: z.uuid() })), async (c) => {
        const key = await runKey(deps.db, c.req.valid("param").id);
        if (!key) throw notFound("run");
        return c.json(key);
      })
  );
}
