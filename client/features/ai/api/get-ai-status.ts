import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { aiKeys } from "@client/lib/query-keys";

/** GET /api/ai/status: model, offline or fake mode, and whether AI is paused (degradedUntil). */
export const getAiStatus = () => unwrap(api.ai.status.$get());

export const aiStatusQueryOptions = () =>
  queryOptions({ queryKey: aiKeys.status(), queryFn: getAiStatus, refetchInterval: 60_000 });

/** `enabled: false` on a locked assistant's page, which shows no answers. */
export const useAiStatus = ({ enabled = true } = {}) => useQuery({ ...aiStatusQueryOptions(), enabled });
