import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { isPlanRequired } from "@client/lib/plan-required";
import { drillKeys } from "@client/features/drills/lib/drill-keys";

/** GET /api/drills/:drillId: instructions and prompt; the example answer only comes with a result. */
export const getDrill = (drillId: string) => unwrap(api.drills[":drillId"].$get({ param: { drillId } }));

export const drillQueryOptions = (drillId: string) =>
  queryOptions({ queryKey: drillKeys.drill(drillId), queryFn: () => getDrill(drillId) });

export const useDrill = (drillId: string | null) =>
  useQuery({
    ...drillQueryOptions(drillId ?? ""),
    enabled: drillId !== null,
    retry: (count, error) => !isPlanRequired(error) && count < 2,
  });
