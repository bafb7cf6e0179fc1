// The live study rooms' query keys (screens §8.2–8.3). Kept in the feature, not client/lib/query-keys.ts: no other
// feature reads this data, and that shared file must stay small enough to inline into the shell.

export const liveStudyKeys = {
  all: ["live-study"] as const,
  lobby: () => [...liveStudyKeys.all, "lobby"] as const,
  rooms: () => [...liveStudyKeys.all, "room"] as const,
  /** One room's state as the member sees it (the invite token is part of the read, not of the key). */
  room: (roomId: string) => [...liveStudyKeys.rooms(), roomId] as const,
};
