import { createMiddleware } from "hono/factory";
import type { Db } from "../db/client";
import { hasRole, type AppRole } from "../modules/roles/roles.queries";
import type { AppEnv } from "./app-env";
import { forbidden, unauthorized } from "./errors";

/**
 * Lets the request through only when the signed-in actor holds `role` (read from the database
 * on every request, so a removed role stops working at once); 403 otherwise. Mount it after
 * requireSession, which sets the actor.
 */
export function requireRole(role: AppRole, db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const actor = c.get("actor") as AppEnv["Variables"]["actor"] | undefined;
    if (!actor) throw unauthorized();
    if (!(await hasRole(db, actor.userId, role))) throw forbidden();
    await next();
  });
}
