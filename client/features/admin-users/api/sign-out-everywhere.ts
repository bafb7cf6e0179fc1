import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { refreshMember } from "../lib/apply-member-change";

/** POST /api/admin/users/:userId/sign-out-everywhere — ends every session of the member (their next request is 401). */
export const signOutEverywhere = (userId: string) =>
  unwrap(api.admin.users[":userId"]["sign-out-everywhere"].$post({ param: { userId } }));

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: (result) => refreshMember(queryClient, result.userId),
  });
}
