import { Hono } from "hono";
import type { Auth } from "../../auth/auth";
import type { AppEnv } from "../../http/app-env";
import { requireSession } from "../../http/require-session";
import { type CheckoutUrls, getCheckoutLinks } from "./plans.service";

/** /api/plans — the member's checkout links (screens §2.3 "Get Essential / Get Premium"). */
export function planRoutes(deps: { auth: Auth; checkoutUrls: CheckoutUrls | undefined }) {
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/checkout", (c) => {
      // The links carry the member's e-mail: never let a shared cache keep them.
      c.header("Cache-Control", "no-store");
      return c.json(getCheckoutLinks({ actor: c.var.actor }, deps.checkoutUrls));
    });
}
