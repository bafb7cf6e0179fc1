import { Hono } from "hono";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireSession } from "@server/http/require-session";
import { getMyReferrals } from "./referrals.service";

/** /api/referrals — the member's referral code, link, tiles and list (screens §3.6). */
export function referralRoutes(deps: ServiceContext & { auth: Auth }) {
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/", async (c) =>
      c.json(
        await getMyReferrals({ db: deps.db, clock: deps.clock, logger: c.var.logger, actor: c.var.actor }),
      ),
    );
}
