import { useSearchParams } from "react-router";
import { drillFrom, drillParams, floorFrom, floorParams, roomFrom, roomParams } from "../lib/drill-address";
import { ActiveDrill } from "./active-drill";
import { DrillsOverview } from "./drills-overview";
import { RoomView } from "./room-view";

/**
 * Palace Training Drills (screens.md §6.4): the floor tabs with a card per room, a room's ten drills, and the drill
 * being worked on. Where the member is lives in the address (`?floor=`, `?room=`, `&drill=`), so a reload keeps it.
 */
export function DrillsScreen() {
  const [params, setParams] = useSearchParams();
  const room = roomFrom(params);
  const drill = drillFrom(params);
  const go = (next: URLSearchParams) => {
    setParams(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-stone-900">Palace Training Drills</h1>
        <p className="text-stone-600">
          Ten written drills for every room of the palace, from beginner to advanced. Each response is checked
          at once: pass with 6 out of 10, and see our example answer afterwards.
        </p>
      </header>
      {room && drill ? (
        <ActiveDrill
          key={drill}
          drillId={drill}
          onBackToRoom={() => go(roomParams(room))}
          onOpenDrill={(next) => go(drillParams(room, next))}
        />
      ) : room ? (
        <RoomView
          roomId={room}
          onBack={(floor) => go(floor ? floorParams(floor) : new URLSearchParams())}
          onStart={(drillId) => go(drillParams(room, drillId))}
        />
      ) : (
        <DrillsOverview
          floor={floorFrom(params) ?? 1}
          onFloor={(floor) => setParams(floorParams(floor), { replace: true })}
          onOpenRoom={(roomId) => go(roomParams(roomId))}
        />
      )}
    </main>
  );
}
