import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BuildEscapeRoomInput } from "@common/schemas/escape";
import { api, unwrap } from "@client/lib/api-client";
import { escapeKeys } from "@client/features/escape/lib/escape-keys";

/**
 * POST /api/escape/rooms (201): the server assembles an unranked room from the puzzle bank for a mode, a palace room
 * (Room-as-Room) or a category (Gauntlet), and a difficulty. Building starts no clock; Start on its page does.
 */
export const buildEscapeRoom = (input: BuildEscapeRoomInput) =>
  unwrap(api.escape.rooms.$post({ json: input }));

/** The new room joins "My rooms". */
export function useBuildEscapeRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buildEscapeRoom,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: escapeKeys.lists() }),
  });
}
