import type { HeartbeatDto, OnlineCountDto } from "@common/schemas/presence";

/** The online count leaves the server as a number only: no one sees who is online. */
export function presentOnlineCount(count: number): OnlineCountDto {
  return { count };
}

export function presentHeartbeat(onlineCount: number): HeartbeatDto {
  return { onlineCount };
}
