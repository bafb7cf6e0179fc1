/** A game card's related-room badges (games.md §2.3): `TAG · Floor N`, each linking to its palace room. */
import { roomOverviews } from "@common/content/palace/overview";

export interface RoomBadge {
  key: string;
  label: string;
  href: string;
  /** The room's name, for the link's accessible name. */
  title: string;
}

const byTag = new Map(roomOverviews.map((room) => [room.tag, room]));

/** "all" → one "All rooms" badge to the palace; a tag the palace does not know is left out. */
export function roomBadges(rooms: readonly string[]): RoomBadge[] {
  if (rooms.includes("all"))
    return [{ key: "all", label: "All rooms", href: "/palace", title: "Every palace room" }];
  return rooms.flatMap((tag) => {
    const room = byTag.get(tag);
    return room
      ? [
          {
            key: room.id,
            label: `${room.tag} · Floor ${room.floor}`,
            href: `/palace/floor/${room.floor}/room/${encodeURIComponent(room.id)}`,
            title: room.name,
          },
        ]
      : [];
  });
}
