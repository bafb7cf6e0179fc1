import { Hono } from "hono";
import { saveOnboardingInput } from "@common/schemas/onboarding";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import { getMyOnboarding, saveMyOnboarding, skipMyOnboarding } from "./onboarding.service";

/** /api/onboarding — the member's onboarding answers (screens §3.1). */
export function onboardingRoutes(deps: ServiceContext & { auth: Auth }) {
  const ctx = (actor: AppEnv["Variables"]["actor"], logger: AppEnv["Variables"]["logger"]) => ({
    db: deps.db,
    clock: deps.clock,
    logger,
    actor,
  });
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/", async (c) => c.json(await getMyOnboarding(ctx(c.var.actor, c.var.logger))))
    .put("/", validate("json", saveOnboardingInput), async (c) =>
      c.json(await saveMyOnboarding(ctx(c.var.actor, c.var.logger), c.req.valid("json"))),
    )
    .post("/skip", async (c) => c.json(await skipMyOnboarding(ctx(c.var.actor, c.var.logger))));
}
