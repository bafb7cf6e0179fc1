import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";

/**
 * DELETE /api/admin/mutes/:userId (screens §4.3): staff lift a member's running mute at once. Shared by /admin/users
 * and the moderation queue; callers refresh their own views of the member in `mutate`'s callbacks.
 */
export const unmuteMember = (userId: string) =>
  unwrap(api.admin.mutes[":userId"].$delete({ param: { userId } }));

export const useUnmuteMember = () => useMutation({ mutationFn: unmuteMember });
