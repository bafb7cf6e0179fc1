import { useQuery } from "@tanstack/react-query";
import { myProfileQueryOptions } from "@client/lib/api/get-my-profile";

/**
 * The signed-in member's roles (from GET /api/profile/me, the one profile query the top bar, the plan and
 * the profile page share, so a page load asks once). Only for showing or hiding admin links and pages: every
 * admin endpoint checks the role on the server regardless.
 */
export const useMyRoles = (options: { enabled: boolean }) =>
  useQuery({
    ...myProfileQueryOptions(),
    select: (profile) => profile.roles,
    staleTime: 5 * 60_000,
    enabled: options.enabled,
  });

export const useIsAdmin = (options: { enabled: boolean }) => {
  const roles = useMyRoles(options);
  return {
    ...roles,
    isAdmin: roles.data?.includes("admin") ?? false,
    isModerator: roles.data?.includes("moderator") ?? false,
  };
};
