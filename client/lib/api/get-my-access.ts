import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProfileDto } from "@common/schemas/profile";
import { myProfileQueryOptions } from "./get-my-profile";

/*
 * The member's plan as the server computed it, and the time zone to show its dates in. The plan travels with the
 * profile (GET /api/profile/me → access), so this is a selection of the shared profile query rather than a request
 * of its own: a page that shows both asks once. Shared by the access and pricing features.
 */

const selectAccess = (profile: ProfileDto) => ({ access: profile.access, timeZone: profile.timeZone });

export type MyAccess = ReturnType<typeof selectAccess>;

export const myAccessQueryOptions = () => queryOptions({ ...myProfileQueryOptions(), select: selectAccess });

export const useMyAccess = (options: { enabled?: boolean; refetchOnWindowFocus?: boolean | "always" } = {}) =>
  useQuery({ ...myAccessQueryOptions(), ...options });
