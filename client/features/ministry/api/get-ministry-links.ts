import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { ministryKeys } from "@client/features/ministry/lib/ministry-keys";

/** GET /api/ministry/power-of-the-lamb: the ministry's configured addresses (Premium; others 402). */
export const getMinistryLinks = () => unwrap(api.ministry["power-of-the-lamb"].$get());

export const ministryLinksQueryOptions = () =>
  queryOptions({ queryKey: ministryKeys.powerOfTheLamb(), queryFn: getMinistryLinks, retry: false });

export const useMinistryLinks = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...ministryLinksQueryOptions(), enabled });
