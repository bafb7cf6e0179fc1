export const presenceKeys = {
  all: ["presence"] as const,
  onlineCount: () => [...presenceKeys.all, "online-count"] as const,
};
