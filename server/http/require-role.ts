import { createMiddleware } from "hono/factory";
import type { Db } from "../db/client";
import { findRoles, hasRole, type AppRole } from "../modules/roles/roles.queries";
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

/**
 * As requireRole, for routes any of several roles may use (the moderation queue: admins and moderators).
 */
export function requireAnyRole(roles: readonly AppRole[], db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const actor = c.get("actor") as AppEnv["Variables"]["actor"] | undefined;
    if (!actor) throw unauthorized();
    const held = await findRoles(db, actor.userId);
    if (!held.some((role) => roles.includes(role))) throw forbidden();
    await next();
  });
}
