import { roomOverviews } from "@common/content/palace/overview";
import type { RoomOverview } from "@common/content/palace/types";

const byCode = new Map<string, RoomOverview>();
for (const room of roomOverviews) {
  byCode.set(room.tag.toLowerCase(), room);
  byCode.set(room.id.toLowerCase(), room);
}

/** A room named in a `Rooms:` line, by its code ("BL", "3A", "CEC") or id, in any case; undefined for no room. */
export const roomByCode = (code: string): RoomOverview | undefined => byCode.get(code.trim().toLowerCase());

/** The 38 rooms in palace order, for the Focus room picker. */
export const roomsInOrder = [...roomOverviews].sort((a, b) => a.floor - b.floor || a.position - b.position);
