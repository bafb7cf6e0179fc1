import { Hono } from "hono";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { requireSession } from "@server/http/require-session";
import { getAchievements } from "./achievements.service";

/** /api/achievements — the member's badges (screens.md §3.10); every plan, a session only. */
export function achievementRoutes(deps: ServiceContext & { auth: Auth }) {
  const ctx = (c: { var: AppEnv["Variables"] }): ActorContext => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/", async (c) => c.json(await getAchievements(ctx(c))));
}
