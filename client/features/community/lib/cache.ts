import type { QueryClient } from "@tanstack/react-query";
import type { ChannelsResponseDto, ChatMessageDto } from "@common/schemas/community";
import { communityKeys } from "./community-keys";
import { type ChannelStream, mergeMessages } from "./stream";

/** Puts the server's copy of a message (answering the member's own write) into its channel's stream. */
export function putMessage(client: QueryClient, message: ChatMessageDto): void {
  client.setQueryData<ChannelStream>(communityKeys.messages(message.channelId), (stream) =>
    stream ? { ...stream, messages: mergeMessages(stream.messages, [message]) } : stream,
  );
  // A pinned message shown above the stream changes with it.
  client.setQueryData<ChannelsResponseDto>(communityKeys.channels(), (data) =>
    data
      ? {
          ...data,
          channels: data.channels.map((channel) =>
            channel.pinned.some((pinned) => pinned.id === message.id)
              ? {
                  ...channel,
                  pinned: message.pinnedAt
                    ? channel.pinned.map((pinned) => (pinned.id === message.id ? message : pinned))
                    : channel.pinned.filter((pinned) => pinned.id !== message.id),
                }
              : channel,
          ),
        }
      : data,
  );
}

/** Changes the channel list (badges, pins, the member's standing) in place. */
export function updateChannels(
  client: QueryClient,
  change: (data: ChannelsResponseDto) => ChannelsResponseDto,
) {
  client.setQueryData<ChannelsResponseDto>(communityKeys.channels(), (data) => (data ? change(data) : data));
}

/** Changes one channel's stream in place (nothing when it isn't held). */
export function updateStream(
  client: QueryClient,
  channelId: string,
  change: (stream: ChannelStream) => ChannelStream,
) {
  client.setQueryData<ChannelStream>(communityKeys.messages(channelId), (stream) =>
    stream ? change(stream) : stream,
  );
}
