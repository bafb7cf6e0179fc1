import { Hono } from "hono";
import { updateSettingsInput } from "@common/schemas/settings";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import { getMySettings, updateMySettings } from "./settings.service";

/** /api/settings — the member's preferences (screens §3.5 Preferences tab). */
export function settingsRoutes(deps: ServiceContext & { auth: Auth }) {
  const ctx = (actor: AppEnv["Variables"]["actor"], logger: AppEnv["Variables"]["logger"]) => ({
    db: deps.db,
    clock: deps.clock,
    logger,
    actor,
  });
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/", async (c) => c.json(await getMySettings(ctx(c.var.actor, c.var.logger))))
    .patch("/", validate("json", updateSettingsInput), async (c) =>
      c.json(await updateMySettings(ctx(c.var.actor, c.var.logger), c.req.valid("json"))),
    );
}
