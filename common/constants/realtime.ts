/** Limits of the realtime WebSocket (/api/realtime), shared by the hub and the browser client. */
export const realtimeLimits = {
  /** Largest frame a client may send; ours are tiny JSON commands. Bigger frames close the socket (1009). */
  maxClientMessageBytes: 4096,
  /** Topics one socket may hold at once; a page needs a handful, the cap stops a runaway client. */
  maxSubscriptionsPerSocket: 50,
  /** Longest topic name. */
  maxTopicLength: 200,
  /** Reconnect back-off (screens §1.7): 1 s, 2 s, 4 s … capped at 30 s. */
  reconnectBaseMs: 1_000,
  reconnectMaxMs: 30_000,
  /** The browser pings this often so proxies don't close an idle socket (most cut at 60 s). */
  clientPingIntervalMs: 25_000,
} as const;
