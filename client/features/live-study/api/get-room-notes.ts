import { api, unwrap } from "@client/lib/api-client";

/** GET /api/live-study/rooms/:id/notes — the stored notes, when a change arrives without its text. */
export const getRoomNotes = (roomId: string) =>
  unwrap(api["live-study"].rooms[":id"].notes.$get({ param: { id: encodeURIComponent(roomId) } }));
