import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ListAccessCodesQuery } from "@common/schemas/access-codes";
import { api, unwrap } from "@client/lib/api-client";
import { accessCodeKeys } from "@client/lib/query-keys";

export const getAccessCodes = (filters: ListAccessCodesQuery) =>
  unwrap(
    api.admin["access-codes"].$get({
      query: {
        ...(filters.status ? { status: filters.status } : {}),
        ...(filters.q ? { q: filters.q } : {}),
      },
    }),
  );

export const accessCodesQueryOptions = (filters: ListAccessCodesQuery) =>
  queryOptions({
    queryKey: accessCodeKeys.list(filters),
    queryFn: () => getAccessCodes(filters),
    placeholderData: keepPreviousData,
  });

export const useAccessCodes = (filters: ListAccessCodesQuery) => useQuery(accessCodesQueryOptions(filters));
