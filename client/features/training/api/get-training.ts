import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { trainingKeys } from "@client/lib/study-query-keys";

/**
 * GET /api/training: today's victory thought and, with `courses.core`, the 16 scenarios — their options in a new
 * random order on every read (ST-1), without the answer key — and the member's progress.
 */
export const getTraining = () => unwrap(api.training.$get());

export const trainingQueryOptions = () =>
  queryOptions({ queryKey: trainingKeys.mine(), queryFn: getTraining });

/** Not refetched on focus: a fresh read reshuffles the options under the member's eyes. */
export const useTraining = () => useQuery({ ...trainingQueryOptions(), refetchOnWindowFocus: false });
