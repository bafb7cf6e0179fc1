// The training drills' query keys (only this feature reads them).

/** Training drills (screens §6.4): the floors with each room's progress, a room's drill cards, one drill. */
export const drillKeys = {
  all: ["drills"] as const,
  overview: () => [...drillKeys.all, "overview"] as const,
  room: (roomId: string) => [...drillKeys.all, "room", roomId] as const,
  drill: (drillId: string) => [...drillKeys.all, "drill", drillId] as const,
};
