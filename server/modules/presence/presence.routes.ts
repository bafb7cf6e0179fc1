import { Hono } from "hono";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireSession } from "@server/http/require-session";
import { getOnlineCount, type OnlineCountPusher, recordHeartbeat } from "./presence.service";

export function presenceRoutes(deps: ServiceContext & { auth: Auth; onlineCount: OnlineCountPusher }) {
  const { db, clock, onlineCount } = deps;
  return new Hono<AppEnv>()
    .get("/online", async (c) => c.json(await getOnlineCount({ db, clock, logger: c.var.logger })))
    .post("/heartbeat", requireSession(deps.auth), async (c) =>
      c.json(await recordHeartbeat({ db, clock, logger: c.var.logger, actor: c.var.actor, onlineCount })),
    );
}
