import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { updateChannels } from "@client/features/community/lib/cache";

/** POST /api/community/guidelines/accept — once per member, before the first message. */
export const acceptGuidelines = () => unwrap(api.community.guidelines.accept.$post());

export function useAcceptGuidelines() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptGuidelines,
    onSuccess: () =>
      updateChannels(client, (data) => ({ ...data, viewer: { ...data.viewer, guidelinesAccepted: true } })),
  });
}
