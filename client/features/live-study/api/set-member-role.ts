import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MemberRoleInput } from "@common/schemas/live-study";
import { api, unwrap } from "@client/lib/api-client";
import { liveStudyKeys } from "@client/features/live-study/lib/live-study-keys";

/** POST /api/live-study/rooms/:id/members/:userId/role — the host makes someone co-leader (or member again). */
export const setMemberRole = ({
  roomId,
  userId,
  role,
}: { roomId: string; userId: string } & MemberRoleInput) =>
  unwrap(
    api["live-study"].rooms[":id"].members[":userId"].role.$post({
      param: { id: encodeURIComponent(roomId), userId: encodeURIComponent(userId) },
      json: { role },
    }),
  );

export function useSetMemberRole(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string } & MemberRoleInput) => setMemberRole({ roomId, ...input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: liveStudyKeys.room(roomId) }),
  });
}
