import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { partnerKeys } from "@client/features/partners/lib/partner-keys";

/** GET /api/partners — incoming and outgoing requests and active partners, each with the other's public profile. */
export const getPartners = () => unwrap(api.partners.$get());

export const partnersQueryOptions = () =>
  queryOptions({ queryKey: partnerKeys.lists(), queryFn: getPartners });

export const usePartners = () => useQuery(partnersQueryOptions());
