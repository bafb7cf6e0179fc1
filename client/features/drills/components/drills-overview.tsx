import * as Tabs from "@radix-ui/react-tabs";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useDrills } from "@client/features/drills/api/get-drills";
import { RoomCard } from "./room-card";

const tabTriggerClass =
  "shrink-0 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow";

function RoomCardsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading the rooms">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-44 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** Floor tabs Floor 1 … Floor 8, each with its name and one line, and a card per room of the floor. */
export function DrillsOverview({
  floor,
  onFloor,
  onOpenRoom,
}: {
  floor: number;
  onFloor: (floor: number) => void;
  onOpenRoom: (roomId: string) => void;
}) {
  const overview = useDrills();
  const floors = overview.data?.floors;
  return (
    <Tabs.Root value={String(floor)} onValueChange={(value) => onFloor(Number(value))}>
      <Tabs.List className="mb-5 flex gap-1 overflow-x-auto rounded-lg bg-stone-100 p-1" aria-label="Floors">
        {Array.from({ length: 8 }, (_, i) => (
          <Tabs.Trigger key={i + 1} value={String(i + 1)} className={tabTriggerClass}>
            Floor {i + 1}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {overview.isPending && <RoomCardsSkeleton />}
      {overview.isError && (
        <RetryAlert
          message="Couldn't load the drills."
          onRetry={() => overview.refetch()}
          busy={overview.isFetching}
        />
      )}
      {floors?.map((each) => (
        <Tabs.Content key={each.number} value={String(each.number)} className="space-y-4">
          <div>
            <h2 className="text-xl font-semibold text-stone-900">
              Floor {each.number}: {each.name}
            </h2>
            <p className="text-stone-600">{each.tagline}</p>
          </div>
          {each.rooms.length === 0 ? (
            <p className="text-stone-600">No rooms on this floor yet.</p>
          ) : (
            <ul
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
              aria-label={`Rooms on floor ${each.number}`}
            >
              {each.rooms.map((room) => (
                <li key={room.id} className="flex">
                  <RoomCard room={room} onOpen={() => onOpenRoom(room.id)} />
                </li>
              ))}
            </ul>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
