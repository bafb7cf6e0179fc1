export const profileKeys = {
  all: ["profile"] as const,
  me: () => [...profileKeys.all, "me"] as const,
  sessions: () => [...profileKeys.all, "sessions"] as const,
};
