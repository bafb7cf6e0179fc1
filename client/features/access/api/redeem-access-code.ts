import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";

export const redeemAccessCode = (code: string) => unwrap(api.access.redeem.$post({ json: { code } }));

export function useRedeemAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemAccessCode,
    // The plan changed, and with it what every screen may show.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
