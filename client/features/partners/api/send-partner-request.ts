import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SendPartnerRequest } from "@common/schemas/partners";
import { api, unwrap } from "@client/lib/api-client";
import { partnerKeys } from "@client/features/partners/lib/partner-keys";

/**
 * POST /api/partners/requests — sends a request (or, when that member already asked, accepts theirs). The answer's
 * `notice` is the line to show ("Request sent to {name}").
 */
export const sendPartnerRequest = (json: SendPartnerRequest) => unwrap(api.partners.requests.$post({ json }));

export function useSendPartnerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPartnerRequest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: partnerKeys.lists() }),
  });
}
