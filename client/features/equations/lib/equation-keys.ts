// The Equations Challenge's query keys (screens §6.3). Kept in the feature, not client/lib/query-keys.ts: no other
// feature reads this data, and that shared file must stay small enough to inline into the shell.

/**
 * Asking for the next puzzle deals one, so each deal has its own key: the screen bumps `deal` for New equation /
 * Next equation, and never refetches a deal it already holds.
 */
export const equationKeys = {
  all: ["equations"] as const,
  deals: () => [...equationKeys.all, "deal"] as const,
  deal: (difficulty: string, deal: number) => [...equationKeys.deals(), difficulty, deal] as const,
  stats: () => [...equationKeys.all, "stats"] as const,
};
