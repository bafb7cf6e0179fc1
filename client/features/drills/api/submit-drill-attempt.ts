import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DrillAttemptInput } from "@common/schemas/drills";
import { api, unwrap } from "@client/lib/api-client";
import { profileKeys } from "@client/lib/query-keys";
import { drillKeys } from "@client/features/drills/lib/drill-keys";

/** POST /api/drills/:drillId/attempts — judged on the server; the result carries the feedback and example answer. */
export const submitDrillAttempt = ({ drillId, ...json }: DrillAttemptInput & { drillId: string }) =>
  unwrap(api.drills[":drillId"].attempts.$post({ param: { drillId }, json }));

export function useSubmitDrillAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDrillAttempt,
    onSuccess: (result) => {
      // The cards, the rooms' "{done}/10" and the drill's own best all change; points change the profile.
      void queryClient.invalidateQueries({ queryKey: drillKeys.all });
      if (result.pointsAwarded > 0) void queryClient.invalidateQueries({ queryKey: profileKeys.me() });
    },
  });
}
