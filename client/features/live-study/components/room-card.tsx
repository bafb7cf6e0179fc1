import { Lock, Users } from "lucide-react";
import { Link } from "react-router";
import { type LobbyRoomDto, liveStudyMessages } from "@common/schemas/live-study";
import { Button } from "@client/components/ui/button";
import { translationAbbreviation } from "@client/lib/bible";

/**
 * One room of the lobby (screens §8.2): name, host's public name, passage, "{present}/{max} here" (live), a Private
 * badge, and Join — "Full" and disabled at capacity. A member whose plan can't join gets `onLockedJoin` instead of the
 * room (the page shows the upgrade prompt; the server would refuse the join).
 */
export function RoomCard({
  room,
  canJoin,
  onLockedJoin,
}: {
  room: LobbyRoomDto;
  canJoin: boolean;
  onLockedJoin: () => void;
}) {
  const full = room.present >= room.max;
  const headingId = `room-${room.id}-name`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="live-room-card"
      data-room-id={room.id}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words text-night">
          {room.name}
        </h3>
        {room.private && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
            <Lock className="size-3" aria-hidden="true" />
            {liveStudyMessages.privateBadge}
          </span>
        )}
      </div>
      <dl className="space-y-1 text-sm text-stone-700">
        <div className="flex gap-1">
          <dt className="text-stone-500">Host:</dt>
          <dd>{room.host?.displayName ?? "No host right now"}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-stone-500">Passage:</dt>
          <dd>
            {room.passage
              ? `${room.passage.reference} (${translationAbbreviation(room.translation)})`
              : "Not chosen yet"}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex items-center justify-between gap-2">
        <span
          className="inline-flex items-center gap-1.5 text-sm font-medium text-stone-700"
          data-testid="room-present"
        >
          <Users className="size-4" aria-hidden="true" />
          {liveStudyMessages.here(room.present, room.max)}
        </span>
        {full ? (
          <Button size="sm" variant="outline" disabled>
            {liveStudyMessages.full}
          </Button>
        ) : canJoin ? (
          <Button size="sm" asChild>
            <Link to={`/live-study/${room.id}`} aria-label={`Join ${room.name}`}>
              Join
            </Link>
          </Button>
        ) : (
          <Button size="sm" onClick={onLockedJoin} aria-label={`Join ${room.name}`}>
            Join
          </Button>
        )}
      </div>
    </li>
  );
}
