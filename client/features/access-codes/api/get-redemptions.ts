import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { accessCodeKeys } from "@client/lib/query-keys";

export const getRedemptions = (id: string) =>
  unwrap(api.admin["access-codes"][":id"].redemptions.$get({ param: { id } }));

export const redemptionsQueryOptions = (id: string) =>
  queryOptions({ queryKey: accessCodeKeys.redemptions(id), queryFn: () => getRedemptions(id) });

export const useRedemptions = (id: string | null) =>
  useQuery({ ...redemptionsQueryOptions(id ?? ""), enabled: id !== null });
