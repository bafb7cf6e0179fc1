import type { QueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { communityKeys } from "@client/features/community/lib/community-keys";
import { type ChannelStream, mergeMessages } from "@client/features/community/lib/stream";

/** GET /api/community/messages/:id — one message, for a realtime event too large to carry it. */
export const getMessage = (id: string) => unwrap(api.community.messages[":id"].$get({ param: { id } }));

/** Loads a message an event named and puts it into its channel's stream (if that stream is held). */
export async function fetchMessageInto(client: QueryClient, id: string): Promise<void> {
  const message = await getMessage(id);
  client.setQueryData<ChannelStream>(communityKeys.messages(message.channelId), (stream) =>
    stream ? { ...stream, messages: mergeMessages(stream.messages, [message]) } : stream,
  );
}
