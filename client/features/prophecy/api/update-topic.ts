import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { updateWatchTopicInput } from "@common/schemas/prophecy";
import { api, unwrap } from "@client/lib/api-client";
import { prophecyKeys } from "@client/lib/query-keys";

/** PATCH /api/prophecy/topics/:id: edit or switch on and off. */
export const updateTopic = ({ id, ...json }: { id: string } & z.output<typeof updateWatchTopicInput>) =>
  unwrap(api.prophecy.topics[":id"].$patch({ param: { id: encodeURIComponent(id) }, json }));

export function useUpdateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTopic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prophecyKeys.topics() }),
  });
}
