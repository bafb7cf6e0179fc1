// A room's title and the words for its target, from the palace data (games.md §4.21 cards).
import { roomOverviews } from "@common/content/palace/overview";
import { ESCAPE_ROOM, type EscapeDifficultyId } from "@common/games/rules";
import type { EscapeRoomTarget } from "@server/db/schema";

export const roomNameOf = (tag: string) => roomOverviews.find((room) => room.tag === tag)?.name ?? tag;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function escapeRoomTitle(target: EscapeRoomTarget, difficulty: EscapeDifficultyId): string {
  if (target.mode === "room") return `${roomNameOf(target.roomTag)} Escape`;
  if (target.mode === "gauntlet") return `${capitalised(target.category)} Gauntlet`;
  return `Floor Race: floors 1–${ESCAPE_ROOM.modes["floor-race"].locks[difficulty]}`;
}
