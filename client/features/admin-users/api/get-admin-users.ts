import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { adminUserKeys } from "../lib/admin-user-keys";

/** GET /api/admin/users?q=&offset=: members matching the search (e-mail, display name, username), 50 a page. */
export const getAdminUsers = (q: string, offset: number) =>
  unwrap(api.admin.users.$get({ query: { offset: String(offset), ...(q ? { q } : {}) } }));

export const adminUsersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: adminUserKeys.list(q),
    queryFn: ({ pageParam }) => getAdminUsers(q, pageParam),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset,
    // While a new search loads, the previous results stay (dimmed) instead of flashing to skeletons.
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (q: string) => useInfiniteQuery(adminUsersQueryOptions(q));
