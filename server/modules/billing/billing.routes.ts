import { Hono } from "hono";
import type { Auth } from "@server/auth/auth";
import type { Clock } from "@server/clock";
import type { Db } from "@server/db/client";
import type { AppEnv } from "@server/http/app-env";
import { notFound } from "@server/http/errors";
import { requireSession } from "@server/http/require-session";
import { createPortalSession, handleWebhook, type PaymentsDeps } from "./billing.service";

type Deps = { db: Db; clock: Clock; auth: Auth; payments: PaymentsDeps | undefined };

/** /api/billing — the member's billing portal (screens §3.5 "Manage billing"). */
export function billingRoutes(deps: Deps) {
  return new Hono<AppEnv>().use(requireSession(deps.auth)).post("/portal", async (c) => {
    if (!deps.payments) throw notFound("billing portal");
    const ctx = { db: deps.db, clock: deps.clock, logger: c.var.logger, actor: c.var.actor };
    c.header("Cache-Control", "no-store");
    return c.json(await createPortalSession(ctx, deps.payments));
  });
}

/** /api/webhooks — the payment provider's signed events; no session, the signature is the proof. */
export function webhookRoutes(deps: Omit<Deps, "auth">) {
  return new Hono<AppEnv>().post("/stripe", async (c) => {
    if (!deps.payments) throw notFound("API endpoint");
    // The signature covers the exact bytes sent: read the raw text, never re-serialised JSON.
    const rawBody = await c.req.text();
    const ctx = { db: deps.db, clock: deps.clock, logger: c.var.logger };
    return c.json(
      await handleWebhook(ctx, deps.payments.provider, rawBody, c.req.header("stripe-signature")),
    );
  });
}
