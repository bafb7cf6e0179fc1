import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { applyMemberChange } from "../lib/apply-member-change";

/** POST /api/admin/users/:userId/grants/:grantId/revoke — Revoke a manual or code grant; the member falls back to their other sources. */
export const revokeGrant = ({ userId, grantId }: { userId: string; grantId: string }) =>
  unwrap(api.admin.users[":userId"].grants[":grantId"].revoke.$post({ param: { userId, grantId } }));

export function useRevokeGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeGrant,
    onSuccess: (detail) => applyMemberChange(queryClient, detail),
  });
}
