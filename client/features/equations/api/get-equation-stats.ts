import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { equationKeys } from "@client/features/equations/lib/equation-keys";

/** GET /api/equations/stats — lifetime solved, attempts and runs of passes. */
export const getEquationStats = () => unwrap(api.equations.stats.$get());

export const equationStatsQueryOptions = () =>
  queryOptions({ queryKey: equationKeys.stats(), queryFn: getEquationStats });

export const useEquationStats = (enabled = true) => useQuery({ ...equationStatsQueryOptions(), enabled });
