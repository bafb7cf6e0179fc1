import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { partnerKeys } from "@client/features/partners/lib/partner-keys";

/** POST /api/partners/requests/:id/decline — declines it (the addressee only); the requester's list just loses it. */
export const declinePartnerRequest = (id: string) =>
  unwrap(api.partners.requests[":id"].decline.$post({ param: { id } }));

export function useDeclinePartnerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declinePartnerRequest,
    // A failure too: the request may have been answered or withdrawn meanwhile, and the lists should say so.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: partnerKeys.lists() }),
  });
}
