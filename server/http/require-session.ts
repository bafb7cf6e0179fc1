import { createMiddleware } from "hono/factory";
import type { Auth } from "../auth/auth";
import { sessionCookieValue } from "../auth/session-cache";
import type { AppEnv } from "./app-env";
import type { Actor } from "./context";
import { unauthorized } from "./errors";

/**
 * The signed-in actor of a request, or null. A session resolved in the last few seconds comes from the
 * in-process cache (auth/session-cache.ts); otherwise better-auth reads it from the database, and the answer
 * is cached under the exact signed cookie it was read for.
 */
export async function resolveActor(auth: Auth, headers: Headers): Promise<Actor | null> {
  const { sessionCache } = auth;
  const cookieName = (await auth.$context).authCookies.sessionToken.name;
  const cookie = sessionCookieValue(headers.get("cookie"), cookieName);
  if (cookie === undefined) {
    // No session cookie, no session (no bearer or API-key plugin is installed): no database work for visitors.
    // An unreadable or doubled one is better-auth's to judge, and never cached.
    return headers.get("cookie")?.includes(cookieName) ? lookUp(auth, headers, undefined) : null;
  }
  const cached = sessionCache.get(cookie);
  if (cached) return { ...cached };
  const actor = await sessionCache.lookUpOnce(cookie, () => lookUp(auth, headers, cookie));
  return actor ? { ...actor } : null;
}

async function lookUp(auth: Auth, headers: Headers, cookie: string | undefined): Promise<Actor | null> {
  const { sessionCache } = auth;
  const generation = sessionCache.generation;
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const actor: Actor = { userId: session.user.id, email: session.user.email, sessionId: session.session.id };
  // Only when the cookie is the signed form of the very token better-auth resolved ("<token>.<signature>").
  if (cookie?.startsWith(`${session.session.token}.`)) {
    sessionCache.set(cookie, actor, new Date(session.session.expiresAt), generation);
  }
  return actor;
}

/** Resolves the session cookie to an actor, or answers 401. */
export function requireSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const actor = await resolveActor(auth, c.req.raw.headers);
    if (!actor) throw unauthorized();
    c.set("actor", actor);
    await next();
  });
}
