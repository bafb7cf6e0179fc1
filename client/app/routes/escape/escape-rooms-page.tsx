import { RetryAlert } from "@client/components/ui/retry-alert";
import { useEscapeRooms } from "@client/features/escape/api/get-escape-rooms";
import { EscapeListHeader } from "@client/features/escape/components/escape-list-header";
import { EscapeListSkeleton } from "@client/features/escape/components/escape-list-skeleton";
import { EscapeRoomList } from "@client/features/escape/components/escape-room-list";
import { clockOffset } from "@client/features/escape/lib/escape-clock";
import { useMyAccess } from "@client/lib/api/get-my-access";
import { useDocumentTitle } from "@client/lib/page-title";

/**
 * /escape-room (games.md §4.21): what an escape room is and its three modes, this week's six rooms with the member's
 * state on each, "Build a room" and the rooms the member built. Every member may browse; Start on a plan without
 * escape rooms shows the upgrade prompt.
 */
export function EscapeRoomsPage() {
  useDocumentTitle("Escape Rooms");
  const rooms = useEscapeRooms();
  const access = useMyAccess();
  const offsetMs = rooms.data ? clockOffset(rooms.data.serverNow, rooms.dataUpdatedAt) : 0;

  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <EscapeListHeader />
      {rooms.isPending && <EscapeListSkeleton />}
      {rooms.isError && !rooms.data && (
        <RetryAlert
          message="Couldn't load the escape rooms."
          onRetry={() => rooms.refetch()}
          busy={rooms.isFetching}
        />
      )}
      {rooms.data && (
        <EscapeRoomList list={rooms.data} offsetMs={offsetMs} trialUsed={access.data?.access.trialUsed} />
      )}
    </main>
  );
}
