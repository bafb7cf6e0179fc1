import { Lock } from "lucide-react";
import { DRILLS_PER_ROOM, type DrillRoomSummaryDto } from "@common/schemas/drills";
import { Button } from "@client/components/ui/button";

/** A room on the floor tab: name, code badge, the first line of its purpose, "{done}/10 drills" and Open. */
export function RoomCard({ room, onOpen }: { room: DrillRoomSummaryDto; onOpen: () => void }) {
  const headingId = `drill-room-${room.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-stone-900">
          <span aria-hidden="true" className="mr-1.5">
            {room.icon}
          </span>
          {room.name}
        </h3>
        <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {room.code}
        </span>
      </div>
      <p className="flex-1 text-sm text-stone-600">{room.purposeLine}</p>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-stone-700">
          {room.done}/{DRILLS_PER_ROOM} drills
          {room.lock && (
            <span className="ml-2 inline-flex items-center gap-1 text-amber-800">
              <Lock className="size-3.5" aria-hidden="true" />
              <span>Locked</span>
            </span>
          )}
        </p>
        <Button size="sm" variant="outline" onClick={onOpen} aria-label={`Open ${room.name}`}>
          Open
        </Button>
      </div>
    </article>
  );
}
