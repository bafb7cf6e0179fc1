import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../lib/api-client";

export const adminKeys = {
  all: ["admin"] as const,
  myRoles: () => [...adminKeys.all, "my-roles"] as const,
};

/**
 * The signed-in member's roles (from GET /api/profile/me). Only for showing or hiding admin
 * links and pages: every admin endpoint checks the role on the server regardless.
 */
export const getMyRoles = async () => (await unwrap(api.profile.me.$get())).roles;

export const myRolesQueryOptions = () => queryOptions({ queryKey: adminKeys.myRoles(), queryFn: getMyRoles, staleTime: 5 * 60_000 });

export const useMyRoles = (options: { enabled: boolean }) => useQuery({ ...myRolesQueryOptions(), enabled: options.enabled });

export const useIsAdmin = (options: { enabled: boolean }) => {
  const roles = useMyRoles(options);
  return { ...roles, isAdmin: roles.data?.includes("admin") ?? false };
};
