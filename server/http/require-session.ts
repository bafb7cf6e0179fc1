import { createMiddleware } from "hono/factory";
import type { Auth } from "../auth/auth";
import type { AppEnv } from "./app-env";
import { unauthorized } from "./errors";

/** Resolves the session cookie to an actor, or answers 401. */
export function requireSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw unauthorized();
    c.set("actor", { userId: session.user.id, email: session.user.email, sessionId: session.session.id });
    await next();
  });
}
