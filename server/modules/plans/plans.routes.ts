import { Hono } from "hono";
import { checkoutSessionInput } from "@common/schemas/billing";
import type { Auth } from "@server/auth/auth";
import type { Clock } from "@server/clock";
import type { Db } from "@server/db/client";
import type { AppEnv } from "@server/http/app-env";
import { AppError } from "@server/http/errors";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import { createCheckoutSession, type PaymentsDeps } from "../billing/billing.service";
import { type CheckoutUrls, getCheckoutLinks } from "./plans.service";

/** /api/plans — how the member pays for a plan (screens §2.3 "Get Essential / Get Premium"). */
export function planRoutes(deps: {
  db: Db;
  clock: Clock;
  auth: Auth;
  checkoutUrls: CheckoutUrls | undefined;
  payments?: PaymentsDeps | undefined;
}) {
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/checkout", (c) => {
      // The links carry the member's e-mail: never let a shared cache keep them.
      c.header("Cache-Control", "no-store");
      return c.json(getCheckoutLinks({ actor: c.var.actor }, deps.checkoutUrls, deps.payments?.provider));
    })
    .post("/checkout-session", validate("json", checkoutSessionInput), async (c) => {
      if (!deps.payments) throw new AppError(404, "not_found", "Online checkout is not set up.");
      const ctx = { db: deps.db, clock: deps.clock, logger: c.var.logger, actor: c.var.actor };
      c.header("Cache-Control", "no-store");
      return c.json(await createCheckoutSession(ctx, deps.payments, c.req.valid("json").plan));
    });
}
