import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { prophecyKeys } from "@client/lib/query-keys";

/** GET /api/prophecy/signals/:id: a public signal, or one of the member's own (with their pasted report). */
export const getSignal = (id: string) =>
  unwrap(api.prophecy.signals[":id"].$get({ param: { id: encodeURIComponent(id) } }));

export const useSignal = (id: string | null) =>
  useQuery({
    queryKey: prophecyKeys.signal(id ?? ""),
    queryFn: () => getSignal(id ?? ""),
    enabled: id !== null,
  });
