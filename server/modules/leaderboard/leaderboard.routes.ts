import { Hono } from "hono";
import { leaderboardQuery } from "@common/schemas/leaderboard";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import { getLeaderboard } from "./leaderboard.service";

/** /api/leaderboard — every plan (§1.3 `account.*`); a session is all it needs. */
export function leaderboardRoutes(deps: ServiceContext & { auth: Auth }) {
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/", validate("query", leaderboardQuery), async (c) =>
      c.json(
        await getLeaderboard(
          { db: deps.db, clock: deps.clock, logger: c.var.logger, actor: c.var.actor },
          c.req.valid("query"),
        ),
      ),
    );
}
