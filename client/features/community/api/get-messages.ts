import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MessagesQuery } from "@common/schemas/community";
import { api, unwrap } from "@client/lib/api-client";
import { communityKeys } from "@client/features/community/lib/community-keys";
import {
  type ChannelStream,
  newestHeld,
  withNewer,
  withOlderPage,
} from "@client/features/community/lib/stream";

/** GET /api/community/channels/:id/messages — a page of 50, oldest → newest (before/after page from a message). */
export const getMessages = (channelId: string, query: MessagesQuery = {}) =>
  unwrap(
    api.community.channels[":id"].messages.$get({
      param: { id: encodeURIComponent(channelId) },
      query: {
        ...(query.before && { before: query.before }),
        ...(query.after && { after: query.after }),
        ...(query.limit !== undefined && { limit: query.limit }),
      },
    }),
  );

/** More than this many pages missed while away: start again from the newest page instead of catching up. */
const catchUpPages = 4;

/**
 * The first load takes the newest page. A later fetch of the same key (after a reconnect, or Retry) asks only for
 * what came after the newest message held, so the older pages the member scrolled through stay (screens.md §8.1).
 */
async function loadStream(client: QueryClient, channelId: string): Promise<ChannelStream> {
  const key = communityKeys.messages(channelId);
  const held = client.getQueryData<ChannelStream>(key);
  const newest = held && newestHeld(held.messages);
  if (held && newest) {
    let after = newest.id;
    const arrived = [];
    for (let page = 0; page < catchUpPages; page += 1) {
      const next = await getMessages(channelId, { after });
      arrived.push(...next.messages);
      const last = next.messages.at(-1);
      if (!next.hasNewer || !last) {
        // Events may have landed while we asked: merge into what the cache holds now.
        return withNewer(client.getQueryData<ChannelStream>(key) ?? held, arrived);
      }
      after = last.id;
    }
  }
  const page = await getMessages(channelId);
  return { messages: page.messages, hasOlder: page.hasOlder };
}

export const messagesQueryOptions = (channelId: string) =>
  queryOptions({
    queryKey: communityKeys.messages(channelId),
    queryFn: ({ client }) => loadStream(client, channelId),
    // Realtime events keep the stream current; refetches happen on reconnect (catch-up) and Retry only.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useMessages = (channelId: string) => useQuery(messagesQueryOptions(channelId));

/** Scrolling up: the 50 messages before the oldest one held, merged into the stream. */
export function useOlderMessages(channelId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const key = communityKeys.messages(channelId);
      const oldest = client.getQueryData<ChannelStream>(key)?.messages[0];
      if (!oldest) return;
      const page = await getMessages(channelId, { before: oldest.id });
      client.setQueryData<ChannelStream>(key, (stream) => (stream ? withOlderPage(stream, page) : stream));
    },
  });
}
