import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { messageFeedbackInput } from "@common/schemas/ai";
import { api, unwrap } from "@client/lib/api-client";

export type FeedbackBody = z.input<typeof messageFeedbackInput>;

/** POST /api/ai/messages/:id/feedback { rating, reason? }: thumbs up or down, stored for admins (ai.md §1.3). */
export const sendFeedback = (messageId: string, body: FeedbackBody) =>
  unwrap(api.ai.messages[":id"].feedback.$post({ param: { id: encodeURIComponent(messageId) }, json: body }));

export const useSendFeedback = () =>
  useMutation({
    mutationFn: ({ messageId, ...body }: FeedbackBody & { messageId: string }) =>
      sendFeedback(messageId, body),
  });
