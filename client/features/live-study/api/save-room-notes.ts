import type { NotesInput } from "@common/schemas/live-study";
import { api, unwrap } from "@client/lib/api-client";

/**
 * PUT /api/live-study/rooms/:id/notes — the pad's text with the text the edit started from; the server merges by
 * paragraph and answers the stored notes. Sent by the notes autosave (use-room-notes), which keeps what it sent.
 */
export const saveRoomNotes = (roomId: string, json: NotesInput) =>
  unwrap(api["live-study"].rooms[":id"].notes.$put({ param: { id: encodeURIComponent(roomId) }, json }));
