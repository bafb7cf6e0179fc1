import { useQuery } from "@tanstack/react-query";
import type { ProfileDto } from "@common/schemas/profile";
import { myProfileQueryOptions } from "@client/lib/my-profile-query";

/**
 * The member's plan as the server computed it (GET /api/profile/me → access), plus the time zone
 * its dates are shown in: a selection of the shared profile query (client/lib/my-profile-query.ts).
 */
const selectAccess = (profile: ProfileDto) => ({ access: profile.access, timeZone: profile.timeZone });

export type MyAccess = ReturnType<typeof selectAccess>;

export const useMyAccess = (options: { enabled: boolean }) =>
  useQuery({
    ...myProfileQueryOptions(),
    select: selectAccess,
    // A member who paid in the checkout tab comes back to this one: show the new plan at once.
    refetchOnWindowFocus: "always",
    enabled: options.enabled,
  });
