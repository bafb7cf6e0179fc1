// Palace rooms for an answer (ai.md §2.3 step 4): keyword overlap with the question (three times the weight) and
// with the verses found, at most three, ties in palace order. Rooms are named by their code as the palace writes it.
import { roomById, rooms } from "@common/content/palace";
import type { Room, RoomId } from "@common/content/palace/types";
import { roomKeywords } from "./tables/room-keywords";
import { keywordHits, keywordScore, phraseOf } from "./text";

export type PickRooms = {
  question: string;
  /** The text of the verses the answer quotes. */
  verses: string;
  max: number;
  /** Only these rooms (e.g. PR, BL, 3A and MATH for the Daniel-Revelation GPT); every room when omitted. */
  among?: readonly RoomId[];
  /** Rooms that lead whatever the overlap (the member's focus room). */
  first?: readonly RoomId[];
  /** Extra points for rooms the engine already knows fit (e.g. a Christ in Every Chapter entry exists). */
  bonus?: Partial<Record<RoomId, number>>;
  /** Used when nothing overlaps, in this order. */
  fallback: readonly RoomId[];
  /**
   * How many of a room's keywords the verses alone must share to suggest it (default 2: one shared word among all
   * 38 rooms is chance; among a short list of candidates one is enough).
   */
  verseHits?: number;
};

export function pickRooms(pick: PickRooms): Room[] {
  const question = phraseOf(pick.question);
  const verses = phraseOf(pick.verses);
  const allowed = new Set<RoomId>(pick.among ?? rooms.map((room) => room.id));
  const scored = rooms
    .filter((room) => allowed.has(room.id))
    .map((room) => {
      const keywords = roomKeywords[room.id];
      const asked = keywordScore(question, keywords);
      const read =
        keywordHits(verses, keywords) >= (pick.verseHits ?? 2) ? keywordScore(verses, keywords) : 0;
      return { room, score: 3 * asked + read + (pick.bonus?.[room.id] ?? 0) };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.room.position - b.room.position)
    .map(({ room }) => room);
  const chosen: Room[] = [];
  const add = (room: Room) => {
    if (chosen.length < pick.max && !chosen.some((taken) => taken.id === room.id)) chosen.push(room);
  };
  for (const id of pick.first ?? []) add(roomById(id));
  scored.forEach(add);
  if (chosen.length === 0) pick.fallback.forEach((id) => add(roomById(id)));
  return chosen;
}
