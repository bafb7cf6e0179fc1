import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { applyMemberChange } from "../lib/apply-member-change";

/** POST /api/admin/users/:userId/grants — Premium from now for `days` (null: lifetime), with the required reason. */
export const grantPremium = ({
  userId,
  days,
  reason,
}: {
  userId: string;
  days: number | null;
  reason: string;
}) => unwrap(api.admin.users[":userId"].grants.$post({ param: { userId }, json: { days, reason } }));

export function useGrantPremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantPremium,
    onSuccess: (detail) => applyMemberChange(queryClient, detail),
  });
}
