import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { prophecyKeys } from "@client/lib/query-keys";

/** GET /api/prophecy/analyses: the member's analyses, newest first. */
export const listAnalyses = () => unwrap(api.prophecy.analyses.$get());

/** `enabled: false` while the plan gate is unknown or locked: the server would answer 402. */
export const useAnalyses = ({ enabled = true } = {}) =>
  useQuery({ queryKey: prophecyKeys.analyses(), queryFn: listAnalyses, enabled });
