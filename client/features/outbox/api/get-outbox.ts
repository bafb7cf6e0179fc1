import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";

export const outboxKeys = {
  all: ["outbox"] as const,
  list: (q: string) => [...outboxKeys.all, "list", q] as const,
};

export const getOutbox = (q: string) => unwrap(api.admin.outbox.$get({ query: q ? { q } : {} }));

export const outboxQueryOptions = (q: string) =>
  queryOptions({
    queryKey: outboxKeys.list(q),
    queryFn: () => getOutbox(q),
    placeholderData: keepPreviousData,
  });

export const useOutbox = (q: string) => useQuery(outboxQueryOptions(q));
