// The community chat's query keys (screens.md §8.1). Kept in the feature, not client/lib/query-keys.ts: no other
// feature reads chat data, and that shared file must stay small enough to ship with the shell.

export const communityKeys = {
  all: ["community"] as const,
  /** The channel list with unread counts and pins, and the member's own standing (viewer). */
  channels: () => [...communityKeys.all, "channels"] as const,
  /** One channel's stream: the messages held so far, oldest → newest (lib/stream.ts). */
  messages: (channelId: string) => [...communityKeys.all, "messages", channelId] as const,
  /** Admins' channel list, archived ones included (GET /api/admin/community/channels). */
  adminChannels: () => [...communityKeys.all, "admin-channels"] as const,
};
