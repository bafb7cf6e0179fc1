import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminRole } from "@common/schemas/admin-users";
import { api, unwrap } from "@client/lib/api-client";
import { applyMemberChange } from "../lib/apply-member-change";

/** POST /api/admin/users/:userId/roles — Grant admin / Grant moderator. Answers with the updated drawer. */
export const grantRole = ({ userId, role }: { userId: string; role: AdminRole }) =>
  unwrap(api.admin.users[":userId"].roles.$post({ param: { userId }, json: { role } }));

export function useGrantRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantRole,
    onSuccess: (detail) => applyMemberChange(queryClient, detail),
  });
}
