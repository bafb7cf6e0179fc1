import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { useFollowQuota } from "../lib/follow-quota";

/** POST /api/ai/verse/cross-references/explain: "Explain these links" — the model's reason for each (one question). */
export const explainLinks = (json: { reference: string; offline: boolean }) =>
  unwrap(api.ai.verse["cross-references"].explain.$post({ json }));

export function useExplainLinks() {
  const follow = useFollowQuota();
  return useMutation({ mutationFn: explainLinks, onSettled: follow });
}
