import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { outboxKeys } from "@client/lib/query-keys";

export const getOutbox = (q: string) => unwrap(api.admin.outbox.$get({ query: q ? { q } : {} }));

export const outboxQueryOptions = (q: string) =>
  queryOptions({
    queryKey: outboxKeys.list(q),
    queryFn: () => getOutbox(q),
    placeholderData: keepPreviousData,
  });

export const useOutbox = (q: string) => useQuery(outboxQueryOptions(q));
