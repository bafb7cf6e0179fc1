import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { useFollowQuota } from "../lib/follow-quota";

/** POST /api/ai/verse/explain: Meaning, Setting, Christ in this verse, Living it (one question with a model). */
export const explainVerse = (json: { reference: string; offline: boolean }) =>
  unwrap(api.ai.verse.explain.$post({ json }));

export function useExplainVerse() {
  const follow = useFollowQuota();
  return useMutation({ mutationFn: explainVerse, onSettled: follow });
}
