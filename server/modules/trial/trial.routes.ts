import { Hono } from "hono";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireSession } from "@server/http/require-session";
import { presentTrialOutcome } from "./trial.presenter";
import { startTrial } from "./trial.service";

/** /api/trial — the 7-day free trial (spec §4, screens §2.3). The request has no body. */
export function trialRoutes(deps: ServiceContext & { auth: Auth }) {
  return new Hono<AppEnv>().use(requireSession(deps.auth)).post("/start", async (c) => {
    const outcome = await startTrial({
      db: deps.db,
      clock: deps.clock,
      logger: c.var.logger,
      actor: c.var.actor,
    });
    return c.json(presentTrialOutcome(outcome));
  });
}
