// This week's escape rooms (games.md §4.21): six rooms, two per mode, assembled from the bank with the week's seed
// and published Monday 00:00 UTC. The plan is a pure function of the week, so every instance proposes the same set
// and the unique (week, slot) index keeps the first one written.
import { roomOverviews } from "@common/content/palace/overview";
import { ESCAPE_ROOM, escapeDifficulties, type EscapeDifficultyId } from "@common/games/rules";
import { createRng } from "@server/modules/games/rng";
import { isoWeekStart } from "@server/modules/games/finish.service";
import type { EscapeRoomTarget } from "@server/db/schema";
import type { EscapePuzzle } from "@server/modules/games/content/adventure-types";
import { assembleRoom, type AssembledRoom } from "./assemble";
import { escapeRoomTitle } from "./titles";

export interface PlannedRoom extends AssembledRoom {
  title: string;
  slot: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function weekOf(now: Date): { weekStart: string; startsAt: Date; endsAt: Date } {
  const startsAt = isoWeekStart(now);
  return {
    weekStart: startsAt.toISOString().slice(0, 10),
    startsAt,
    endsAt: new Date(startsAt.getTime() + ESCAPE_ROOM.weeklyDays * DAY_MS),
  };
}

/** `bank`: the puzzles to assemble from (the curated ones by default; the service adds approved drafts). */
export function planWeek(weekStart: string, bank?: readonly EscapePuzzle[]): PlannedRoom[] {
  const rng = createRng(`escape-week:${weekStart}`);
  const two = <T>(items: readonly T[]) => rng.pick(items, ESCAPE_ROOM.weeklyPerMode);
  const difficulty = (): EscapeDifficultyId =>
    escapeDifficulties[rng.int(escapeDifficulties.length)] ?? "easy";
  const targets: Array<{ target: EscapeRoomTarget; difficulty: EscapeDifficultyId }> = [
    ...two(roomOverviews).map((room) => ({
      target: { mode: "room" as const, roomTag: room.tag },
      difficulty: difficulty(),
    })),
    ...two(ESCAPE_ROOM.gauntletCategories).map((category) => ({
      target: { mode: "gauntlet" as const, category },
      difficulty: difficulty(),
    })),
    ...two(escapeDifficulties).map((chosen) => ({
      target: { mode: "floor-race" as const },
      difficulty: chosen,
    })),
  ];
  return targets.map(({ target, difficulty: level }, slot) => {
    const room = assembleRoom(target, level, rng, bank);
    return { ...room, slot, title: escapeRoomTitle(target, level) };
  });
}
