import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { invalidatePalace } from "../lib/invalidate-palace";

/** POST /api/palace/rooms/:id/lesson-read: the lesson's XP (once) and the room's new progress. */
export const markLessonRead = (roomId: string) =>
  unwrap(api.palace.rooms[":id"]["lesson-read"].$post({ param: { id: encodeURIComponent(roomId) } }));

export function useMarkLessonRead(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markLessonRead(roomId),
    onSettled: () => invalidatePalace(queryClient),
  });
}
