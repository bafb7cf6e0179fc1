import { Hono } from "hono";
import { moderationActionParams, moderationQueueQuery, reportInput } from "@common/schemas/moderation";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireAnyRole } from "@server/http/require-role";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import type { ModerationServices } from "./moderation.registry";
import { getQueue, moderateItem, reportItem } from "./moderation.service";
import { jsonInput } from "@server/http/json-input";

type Deps = ServiceContext & { auth: Auth; services: ModerationServices };

const context = (deps: Deps, vars: AppEnv["Variables"]) => ({
  db: deps.db,
  clock: deps.clock,
  logger: vars.logger,
  actor: vars.actor,
});

/** /api/reports — any signed-in member reports a public item (ai.md §1.7): 201 stored, 200 when already reported. */
export function reportRoutes(deps: Deps) {
  return new Hono<AppEnv>().use(requireSession(deps.auth)).post("/", jsonInput(reportInput), async (c) => {
    const result = await reportItem(context(deps, c.var), deps.services, c.req.valid("json"));
    return result.alreadyReported ? c.json(result, 200) : c.json(result, 201);
  });
}

/** /api/admin/moderation — the queue and its decisions, for admins and moderators (screens §4.3); 403 otherwise. */
export function moderationAdminRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .use(requireAnyRole(["admin", "moderator"], deps.db))
    .get("/", validate("query", moderationQueueQuery), async (c) =>
      c.json(await getQueue(context(deps, c.var), c.req.valid("query"))),
    )
    .post("/:subjectType/:subjectId/:action", validate("param", moderationActionParams), async (c) =>
      c.json(await moderateItem(context(deps, c.var), deps.services, c.req.valid("param"))),
    );
}
