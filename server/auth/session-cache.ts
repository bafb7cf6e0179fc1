import type { Actor } from "../http/context";
import type { Logger } from "../logger";
import type { Bus } from "../realtime/bus";

/**
 * A short-lived, in-process cache of resolved sessions (docs/decisions.md, "Session cache"): the signed
 * session cookie → the actor it resolved to, so a burst of API requests doesn't ask the database for the
 * same session each time. An entry lives at most `ttlMs` (10 s) and never past the session's own
 * `expiresAt`; the least recently used entry goes first when `maxEntries` (10,000) are held.
 *
 * It must never let a revoked session through: auth.ts drops a member's entries whenever better-auth deletes
 * one of their sessions or changes their user row (sign-out, revoke-session(s), revoke-other-sessions,
 * change-password, password reset, two-factor on/off, delete-user), and the account deletion of
 * /api/profile/me does the same. Each drop is published on the realtime bus so other instances drop theirs.
 * A look-up that started before a drop never stores its (possibly stale) answer: see `generation`.
 */
export type SessionCacheOptions = {
  ttlMs?: number;
  maxEntries?: number;
  /** Milliseconds since the epoch (better-auth's `expiresAt` is wall-clock time, so is this). */
  now?: () => number;
};

type Entry = { actor: Actor; expiresAt: number };

/** The bus topic of invalidations (the realtime policy refuses it to clients: an unknown topic). */
export const sessionInvalidationTopic = "server:session-cache";

export const sessionCacheDefaults = { ttlMs: 10_000, maxEntries: 10_000 } as const;

export type SessionCache = ReturnType<typeof createSessionCache>;

export function createSessionCache(options: SessionCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? sessionCacheDefaults.ttlMs;
  const maxEntries = options.maxEntries ?? sessionCacheDefaults.maxEntries;
  const now = options.now ?? Date.now;
  /** Insertion order = recency order: a hit moves its entry to the end, eviction takes the first. */
  const entries = new Map<string, Entry>();
  /** Database look-ups under way, by the exact signed cookie they were started for. */
  const inFlight = new Map<string, Promise<Actor | null>>();
  let generation = 0;

  return {
    /**
     * Bumped by every drop. A caller notes it before asking the database and stores the answer only if it
     * hasn't moved, so a session deleted while its look-up was in flight is not cached afterwards.
     */
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    get(cookie: string): Actor | undefined {
      const entry = entries.get(cookie);
      if (!entry) return undefined;
      entries.delete(cookie);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(cookie, entry);
      return entry.actor;
    },
    /** Stores `actor` for `cookie` unless a drop happened since `seenGeneration` was read. */
    set(cookie: string, actor: Actor, sessionExpiresAt: Date, seenGeneration: number): void {
      if (seenGeneration !== generation) return;
      const expiresAt = Math.min(now() + ttlMs, sessionExpiresAt.getTime());
      if (expiresAt <= now()) return;
      entries.delete(cookie);
      entries.set(cookie, { actor, expiresAt });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    /**
     * Runs `load` for `cookie` unless a look-up of the same cookie is already under way, whose answer is then
     * shared: when an entry expires under a burst of requests, they wait for one database read, not fifty.
     */
    lookUpOnce(cookie: string, load: () => Promise<Actor | null>): Promise<Actor | null> {
      let pending = inFlight.get(cookie);
      if (!pending) {
        pending = load().finally(() => inFlight.delete(cookie));
        inFlight.set(cookie, pending);
      }
      return pending;
    },
    /** Forgets every cached session of `userId` (invalidations are rare; a scan of ≤ maxEntries is fine). */
    dropUser(userId: string): void {
      generation += 1;
      for (const [cookie, entry] of entries) if (entry.actor.userId === userId) entries.delete(cookie);
    },
    clear(): void {
      generation += 1;
      entries.clear();
    },
  };
}

/**
 * Drops `userId`'s cached sessions here and tells the other instances through the bus. The local drop is
 * synchronous, so the request that revoked a session answers only after this instance forgot it.
 */
export async function invalidateUserSessions(
  deps: { cache: SessionCache; bus?: Bus; logger?: Logger },
  userId: string,
): Promise<void> {
  deps.cache.dropUser(userId);
  if (!deps.bus) return;
  await deps.bus.publish(sessionInvalidationTopic, { userId }).catch((error: unknown) => {
    // Other instances then hold the session until their entry's TTL (≤ 10 s) runs out.
    deps.logger?.error({ err: error, userId }, "session invalidation not published");
  });
}

/** Applies invalidations published by any instance (this one included: dropping twice is harmless). */
export function listenForSessionInvalidations(cache: SessionCache, bus: Bus): () => void {
  return bus.subscribe(({ topic, event }) => {
    if (topic !== sessionInvalidationTopic) return;
    const userId =
      typeof event === "object" && event !== null && "userId" in event ? event.userId : undefined;
    if (typeof userId === "string") cache.dropUser(userId);
    else cache.clear(); // an unreadable notice: forget everything rather than guess
  });
}

/**
 * The value of the one session cookie named `name` in a Cookie header, decoded as better-call decodes it;
 * `undefined` when it is absent or sent more than once (better-auth would read the first, and an ambiguous
 * header is not worth caching).
 */
export function sessionCookieValue(
  cookieHeader: string | null | undefined,
  name: string,
): string | undefined {
  if (!cookieHeader) return undefined;
  let found: string | undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    if (found !== undefined) return undefined;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      found = value.includes("%") ? decodeURIComponent(value) : value;
    } catch {
      return undefined;
    }
  }
  return found;
}
