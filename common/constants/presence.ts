/**
 * Online-count rules (screens §2.1 "Online count", §10 constants). The server and the browser
 * read the same numbers, so the polling, the window and the push throttle never drift apart.
 */
export const presence = {
  /** A member counts as online when their last heartbeat is at most this old. */
  onlineWindowMs: 5 * 60_000,
  /** A signed-in browser sends a heartbeat on load and then this often. */
  heartbeatIntervalMs: 60_000,
  /** Everyone (visitors too) re-fetches the count this often. */
  countRefreshIntervalMs: 60_000,
  /** After this many failures in a row, polling stops and the count hides until a page reload. */
  maxConsecutiveFailures: 3,
  /** One server instance pushes a changed count at most this often. */
  pushMinIntervalMs: 10_000,
} as const;

/** The realtime topic carrying `{ count }` whenever the online count changes. */
export const onlineCountTopic = "stats:online";
