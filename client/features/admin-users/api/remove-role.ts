import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminRole } from "@common/schemas/admin-users";
import { api, unwrap } from "@client/lib/api-client";
import { applyMemberChange } from "../lib/apply-member-change";

/**
 * DELETE /api/admin/users/:userId/roles/:role — Remove. The last admin removing their own admin role gets 409
 * "There must be at least one admin." (an ApiError with that message).
 */
export const removeRole = ({ userId, role }: { userId: string; role: AdminRole }) =>
  unwrap(api.admin.users[":userId"].roles[":role"].$delete({ param: { userId, role } }));

export function useRemoveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRole,
    onSuccess: (detail) => applyMemberChange(queryClient, detail),
  });
}
