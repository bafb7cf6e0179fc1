import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { partnerKeys } from "@client/features/partners/lib/partner-keys";

/**
 * GET /api/partners/lookup?username= — the member a username names (exact, case-insensitive, only members who let
 * others find them). A miss is an ApiError whose message is the one to show ("No member found with that username.",
 * "You can't add yourself.").
 */
export const lookupPartner = (username: string) =>
  unwrap(api.partners.lookup.$get({ query: { username: username.trim() } }));

export const partnerLookupQueryOptions = (username: string) =>
  queryOptions({
    queryKey: partnerKeys.lookup(username),
    queryFn: () => lookupPartner(username),
    staleTime: 30_000,
  });

/** Looks the username up while `enabled` (the form asks once the member stops typing). */
export const usePartnerLookup = (username: string, enabled: boolean) =>
  useQuery({ ...partnerLookupQueryOptions(username), enabled });
