// The study partners' query keys (screens §3.8). Kept in the feature, not client/lib/query-keys.ts: only this feature
// reads the data, and that shared file must stay small enough to inline into the shell.

export const partnerKeys = {
  all: ["partners"] as const,
  lists: () => [...partnerKeys.all, "lists"] as const,
  /** One look-up per username as typed (trimmed, lower-cased: the server matches case-insensitively). */
  lookup: (username: string) => [...partnerKeys.all, "lookup", username.trim().toLowerCase()] as const,
};
