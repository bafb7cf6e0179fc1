import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { useFollowQuota } from "../lib/follow-quota";

/** POST /api/ai/verse/find-christ: one NAME • ACT • CROSSLINK line (one question with a model). */
export const findChrist = (json: { reference: string; offline: boolean }) =>
  unwrap(api.ai.verse["find-christ"].$post({ json }));

export function useFindChrist() {
  const follow = useFollowQuota();
  return useMutation({ mutationFn: findChrist, onSettled: follow });
}
