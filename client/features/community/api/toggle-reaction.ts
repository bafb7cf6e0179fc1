import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChatReaction, ChatReactionDto } from "@common/schemas/community";
import { api, unwrap } from "@client/lib/api-client";
import { updateStream } from "@client/features/community/lib/cache";
import { toggledReactions } from "@client/features/community/lib/stream";

export type ToggleReactionVariables = {
  channelId: string;
  messageId: string;
  emoji: ChatReaction;
  on: boolean;
};

/** PUT (add) / DELETE (remove) /api/community/messages/:id/reactions/:emoji — the member's own reaction. */
export const toggleReaction = ({ messageId, emoji, on }: ToggleReactionVariables) => {
  const param = { id: messageId, emoji };
  return unwrap(
    on
      ? api.community.messages[":id"].reactions[":emoji"].$put({ param })
      : api.community.messages[":id"].reactions[":emoji"].$delete({ param }),
  );
};

/** The chip changes at once; the server's counts replace it, and a refusal puts back what was there. */
export function useToggleReaction() {
  const client = useQueryClient();
  const setReactions = (
    channelId: string,
    messageId: string,
    change: (held: ChatReactionDto[]) => ChatReactionDto[],
  ) => {
    let before: ChatReactionDto[] = [];
    updateStream(client, channelId, (stream) => ({
      ...stream,
      messages: stream.messages.map((message) => {
        if (message.id !== messageId) return message;
        before = message.reactions;
        return { ...message, reactions: change(message.reactions) };
      }),
    }));
    return before;
  };
  return useMutation({
    mutationFn: toggleReaction,
    onMutate: ({ channelId, messageId, emoji }) => ({
      before: setReactions(channelId, messageId, (held) => toggledReactions(held, emoji)),
    }),
    onSuccess: (result, { channelId }) => setReactions(channelId, result.messageId, () => result.reactions),
    onError: (_error, { channelId, messageId }, context) => {
      if (context) setReactions(channelId, messageId, () => context.before);
    },
  });
}
