/*
 * The keys of the queries the app shell runs on every page, the landing page included (the top bar's plan and
 * roles, the online count). A module the shell imports ships whole in the landing page's JavaScript, every area's
 * keys with it, so these few live apart. Import them from query-keys.ts like every other key, except in code the
 * shell loads (client/lib/api/get-my-profile.ts, the presence feature's api/).
 */

export const profileKeys = {
  all: ["profile"] as const,
  /** GET /api/profile/me: the profile page, the plan (access) and the menus' roles select from this one query. */
  me: () => [...profileKeys.all, "me"] as const,
  sessions: () => [...profileKeys.all, "sessions"] as const,
};

export const presenceKeys = {
  all: ["presence"] as const,
  onlineCount: () => [...presenceKeys.all, "online-count"] as const,
};
