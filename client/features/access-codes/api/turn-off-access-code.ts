import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { accessCodeKeys } from "@client/lib/query-keys";

export const turnOffAccessCode = (id: string) =>
  unwrap(api.admin["access-codes"][":id"]["turn-off"].$post({ param: { id } }));

export function useTurnOffAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffAccessCode,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accessCodeKeys.lists() }),
  });
}
