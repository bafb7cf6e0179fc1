import type { QueryClient } from "@tanstack/react-query";
import type { AdminUserDetailDto } from "@common/schemas/admin-users";
import { adminUserKeys } from "./admin-user-keys";

/**
 * What every write of the drawer refreshes: the drawer takes the member as the server now has them (each write answers
 * with the whole drawer), and the search pages re-read, since plan, source and roles show in the table too.
 */
export function applyMemberChange(queryClient: QueryClient, detail: AdminUserDetailDto): void {
  queryClient.setQueryData(adminUserKeys.detail(detail.profile.userId), detail);
  void queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() });
}

/** For writes that answer with less than the drawer (mute, unmute, sign out everywhere): re-read both. */
export function refreshMember(queryClient: QueryClient, userId: string): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() });
  return queryClient.invalidateQueries({ queryKey: adminUserKeys.detail(userId) });
}
