import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateFeedback, FeedbackDto } from "@common/schemas/feedback";
import { api, unwrap } from "@client/lib/api-client";
import { feedbackKeys } from "../lib/feedback-keys";

/** POST /api/feedback — the new item, as "Received". */
export const sendFeedback = (input: CreateFeedback) => unwrap(api.feedback.$post({ json: input }));

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: (item) => {
      // The new item tops My feedback at once; the list is then re-read to stay in step with the server.
      queryClient.setQueryData<FeedbackDto[]>(feedbackKeys.mine(), (items) => [
        item,
        ...(items ?? []).filter((each) => each.id !== item.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.mine() });
    },
  });
}
