import { myProfileQueryKey } from "@client/lib/my-profile-query";

export const profileKeys = {
  all: ["profile"] as const,
  me: () => myProfileQueryKey,
  sessions: () => [...profileKeys.all, "sessions"] as const,
};
