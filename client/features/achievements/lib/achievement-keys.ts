// The achievements page's query keys (screens §3.10). Kept in the feature, not client/lib/query-keys.ts: only this
// feature reads the data (the shell's unlock listener, in this feature too, refreshes it).
export const achievementKeys = {
  all: ["achievements"] as const,
  mine: () => [...achievementKeys.all, "mine"] as const,
};
