import { queryOptions } from "@tanstack/react-query";
import type { ProfileDto } from "@common/schemas/profile";
import { apiRequest } from "./api-request";

/**
 * GET /api/profile/me as one shared query: the profile page, the plan (access) and the roles the menus
 * need all read this endpoint, and under one key a page load asks the server once. Features select the part
 * they need (features don't import each other, so the query lives here).
 */
export const myProfileQueryKey = ["profile", "me"] as const;

export const getMyProfile = () => apiRequest<ProfileDto>("/profile/me");

export const myProfileQueryOptions = () =>
  queryOptions({ queryKey: myProfileQueryKey, queryFn: getMyProfile });
