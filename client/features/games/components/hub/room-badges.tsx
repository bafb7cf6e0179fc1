import { Link } from "react-router";
import { roomBadges } from "@client/features/games/lib/hub-rooms";

/** A card's related rooms as `TAG · Floor N` links to the palace (games.md §2.3). */
export function RoomBadges({ rooms }: { rooms: readonly string[] }) {
  const badges = roomBadges(rooms);
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Related palace rooms">
      {badges.map((badge) => (
        <li key={badge.key}>
          <Link
            to={badge.href}
            title={badge.title}
            aria-label={`${badge.label}: ${badge.title}`}
            className="inline-block rounded-md border border-indigo-200 bg-indigo-50 px-2 py-0.5 text-xs font-medium text-night-light hover:border-night-light focus-visible:outline-2 focus-visible:outline-night"
          >
            {badge.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
