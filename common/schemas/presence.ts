import { z } from "zod";

/** GET /api/presence/online and the `stats:online` event: an aggregate only, never who. */
export const onlineCountDto = z.object({ count: z.number().int().nonnegative() });
export type OnlineCountDto = z.infer<typeof onlineCountDto>;

/** POST /api/presence/heartbeat answers the fresh count, so the member's pill updates at once. */
export const heartbeatDto = z.object({ onlineCount: z.number().int().nonnegative() });
export type HeartbeatDto = z.infer<typeof heartbeatDto>;
