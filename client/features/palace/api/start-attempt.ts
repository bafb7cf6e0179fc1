import { useMutation } from "@tanstack/react-query";
import type { StartAttemptInput } from "@common/schemas/palace";
import { api, unwrap } from "@client/lib/api-client";

/** POST /api/palace/rooms/:id/attempts: a drill or the master test, its questions drawn by the server. */
export const startAttempt = (roomId: string, input: StartAttemptInput) =>
  unwrap(api.palace.rooms[":id"].attempts.$post({ param: { id: encodeURIComponent(roomId) }, json: input }));

// Nothing cached changes until the attempt is submitted.
export const useStartAttempt = (roomId: string) =>
  useMutation({ mutationFn: (input: StartAttemptInput) => startAttempt(roomId, input) });
