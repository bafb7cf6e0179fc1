import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateAccessCodeBody } from "@common/schemas/access-codes";
import { api, unwrap } from "@client/lib/api-client";
import { accessCodeKeys } from "@client/lib/query-keys";

export const createAccessCode = (input: CreateAccessCodeBody) =>
  unwrap(api.admin["access-codes"].$post({ json: input }));

export function useCreateAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessCode,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accessCodeKeys.lists() }),
  });
}
