import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { partnerKeys } from "@client/features/partners/lib/partner-keys";

/** POST /api/partners/:id/remove — ends an active partnership (either member); it is kept as history. */
export const removePartner = (id: string) => unwrap(api.partners[":id"].remove.$post({ param: { id } }));

export function useRemovePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePartner,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: partnerKeys.lists() }),
  });
}
