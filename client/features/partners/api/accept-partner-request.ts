import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { partnerKeys } from "@client/features/partners/lib/partner-keys";

/** POST /api/partners/requests/:id/accept — accepts a request sent to the member (the addressee only). */
export const acceptPartnerRequest = (id: string) =>
  unwrap(api.partners.requests[":id"].accept.$post({ param: { id } }));

export function useAcceptPartnerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPartnerRequest,
    // A failure too: the request may have been answered or withdrawn meanwhile, and the lists should say so.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: partnerKeys.lists() }),
  });
}
