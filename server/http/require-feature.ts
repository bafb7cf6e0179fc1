import { createMiddleware } from "hono/factory";
import { type EntitlementKey, everyPlanIncludes } from "@common/policies/entitlements";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { requireActorFeature } from "../modules/access/access.service";
import type { AppEnv } from "./app-env";
import { unauthorized } from "./errors";

/**
 * Lets the request through only when the actor's plan includes `feature`; otherwise 402
 * `plan_required` with `{ feature, plans }` (screens §1.2). Mount it after requireSession. Access
 * is computed on every request from the database and the clock, so a trial or grant that ends
 * locks the feature at that moment, without a restart. A feature every plan includes (e.g.
 * `bible.read`) is let through without that look-up: the answer would be yes for anyone signed in.
 *
 * For a check that depends on the request (e.g. only when a switch is turned on), call
 * `requireActorFeature(ctx, feature)` from the service instead.
 */
export function requireFeature(feature: EntitlementKey, deps: { db: Db; clock: Clock }) {
  const includedEverywhere = everyPlanIncludes(feature);
  return createMiddleware<AppEnv>(async (c, next) => {
    const actor = c.get("actor") as AppEnv["Variables"]["actor"] | undefined;
    if (!actor) throw unauthorized();
    if (includedEverywhere) return next();
    await requireActorFeature({ db: deps.db, clock: deps.clock, logger: c.var.logger, actor }, feature);
    await next();
  });
}
