import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProfileDto } from "@common/schemas/profile";
import { apiRequest } from "@client/lib/api-request";
import { profileKeys } from "@client/lib/shell-query-keys";

/*
 * GET /api/profile/me as one shared query: the profile page, the plan (access, get-my-access.ts) and the roles
 * the menus need all read this endpoint, and under one key a page load asks the server once. Callers select the
 * part they need. The top bar reads it on the landing page, so it goes through apiRequest, not the typed Hono
 * client (the landing page's JavaScript budget).
 */

export const getMyProfile = () => apiRequest<ProfileDto>("/profile/me");

export const myProfileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.me(), queryFn: getMyProfile });

export const useMyProfile = () => useQuery(myProfileQueryOptions());
