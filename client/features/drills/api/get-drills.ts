import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { drillKeys } from "@client/features/drills/lib/drill-keys";

/** GET /api/drills: floors 1–8, each room with "{done}/10" and whether the member's plan opens it. */
export const getDrills = () => unwrap(api.drills.$get());

export const drillsQueryOptions = () => queryOptions({ queryKey: drillKeys.overview(), queryFn: getDrills });

export const useDrills = () => useQuery(drillsQueryOptions());
