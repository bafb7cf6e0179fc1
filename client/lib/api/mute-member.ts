import { useMutation } from "@tanstack/react-query";
import type { MuteMemberInput } from "@common/schemas/mutes";
import { api, unwrap } from "@client/lib/api-client";

/**
 * POST /api/admin/mutes (screens §4.3): staff — admins and moderators — mute a member for 1 hour, 24 hours or 7 days;
 * a new mute replaces a running one. Shared by /admin/users and the moderation queue's "Mute author". The muted
 * member's own composers learn it over realtime (`mute.changed`); callers refresh their views of the member (the
 * users drawer, the queue) in `mutate`'s callbacks.
 */
export const muteMember = (input: MuteMemberInput) =>
  unwrap(api.admin.mutes.$post({ json: { ...input, reason: input.reason ?? "" } }));

export const useMuteMember = () => useMutation({ mutationFn: muteMember });
