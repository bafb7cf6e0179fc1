import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { partnerKeys } from "@client/features/partners/lib/partner-keys";

/** POST /api/partners/requests/:id/cancel — withdraws the member's own request (the requester only). */
export const cancelPartnerRequest = (id: string) =>
  unwrap(api.partners.requests[":id"].cancel.$post({ param: { id } }));

export function useCancelPartnerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPartnerRequest,
    // A failure too: the request may have been answered or withdrawn meanwhile, and the lists should say so.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: partnerKeys.lists() }),
  });
}
