import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { createWatchTopicInput } from "@common/schemas/prophecy";
import { api, unwrap } from "@client/lib/api-client";
import { prophecyKeys } from "@client/lib/query-keys";

/** POST /api/prophecy/topics (422 `topic_limit` at the 21st). */
export const createTopic = (input: z.output<typeof createWatchTopicInput>) =>
  unwrap(api.prophecy.topics.$post({ json: input }));

export function useCreateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTopic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prophecyKeys.topics() }),
  });
}
