import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { adminUserKeys } from "../lib/admin-user-keys";

/** GET /api/admin/users/:userId: the drawer (profile summary, access sources, redemptions, referrals, roles, mute). */
export const getAdminUser = (userId: string) =>
  unwrap(api.admin.users[":userId"].$get({ param: { userId } }));

export const adminUserQueryOptions = (userId: string) =>
  queryOptions({ queryKey: adminUserKeys.detail(userId), queryFn: () => getAdminUser(userId) });

export const useAdminUser = (userId: string | null) =>
  useQuery({ ...adminUserQueryOptions(userId ?? ""), enabled: userId !== null });
