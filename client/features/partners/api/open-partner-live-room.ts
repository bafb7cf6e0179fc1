import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";

/**
 * POST /api/partners/:id/live-room (screens §8.4): a private live study room hosted by the member, with the partner
 * invited by a bell notification; answers the room's invite link, which the caller opens.
 */
export const openPartnerLiveRoom = (id: string) =>
  unwrap(api.partners[":id"]["live-room"].$post({ param: { id } }));

export const useOpenPartnerLiveRoom = () => useMutation({ mutationFn: openPartnerLiveRoom });
