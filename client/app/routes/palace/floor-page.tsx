import { ChevronLeft, ChevronRight, Lock } from "lucide-react";
import { Link, useParams } from "react-router";
import { floorByNumber } from "@common/content/palace/floors";
import { overviewsOnFloor } from "@common/content/palace/overview";
import { usePalaceHome } from "@client/lib/api/get-palace-home";
import { LevelPips } from "@client/features/palace/components/level-badge";
import { ProgressBar } from "@client/features/palace/components/progress-bar";
import { floorPath, roomPath, statusLabel } from "@client/features/palace/lib/status";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";

/** /palace/floor/:floorNumber — a floor's purpose and its rooms (palace.md §4.1). */
export function FloorPage() {
  const { floorNumber = "" } = useParams();
  const floor = /^[1-8]$/.test(floorNumber) ? floorByNumber(Number(floorNumber)) : undefined;
  const home = usePalaceHome();

  if (!floor) {
    return (
      <main className="mx-auto max-w-3xl space-y-4 px-4 py-16 text-center">
        <h1 className="text-3xl font-semibold text-night">Floor not found</h1>
        <p className="text-stone-600">The palace has eight floors, numbered 1 to 8.</p>
        <Button asChild>
          <Link to="/palace">Back to palace</Link>
        </Button>
      </main>
    );
  }

  const rooms = overviewsOnFloor(floor.number);
  const progress = home.data?.floors.find((f) => f.number === floor.number);
  const stateById = new Map(home.data?.rooms.map((room) => [room.id, room]) ?? []);

  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
        <Link to="/palace" className="hover:underline">
          Palace
        </Link>{" "}
        › Floor {floor.number}
      </nav>
      <header className="space-y-2">
        <p className="text-sm font-medium text-gold-dark">Floor {floor.number}</p>
        <h1 className="font-serif text-3xl font-semibold text-night">{floor.name}</h1>
        <p className="text-stone-700">
          {floor.subtitle} · {floor.dimension}
        </p>
        <p className="max-w-3xl text-stone-700">{floor.purpose}</p>
        <p className="text-sm text-stone-600">{rooms.length} rooms</p>
        {progress && (
          <div className="flex max-w-md items-center gap-3 text-sm text-stone-600">
            <ProgressBar
              value={progress.roomsCompleted}
              max={progress.roomsTotal}
              label={`Floor ${floor.number} rooms completed`}
            />
            <span className="whitespace-nowrap">
              {progress.roomsCompleted}/{progress.roomsTotal} · average level{" "}
              {progress.averageLevel.toFixed(1)}
            </span>
          </div>
        )}
      </header>
      {home.isError && (
        <RetryAlert
          message="Couldn't load your progress."
          onRetry={() => home.refetch()}
          busy={home.isFetching}
        />
      )}
      {progress?.overviewOnly && (
        <UpgradePrompt
          feature="palace.advanced"
          trialUsed={home.data ? !home.data.trialAvailable : undefined}
        />
      )}
      <ul className="grid gap-3 md:grid-cols-2">
        {rooms.map((room) => {
          const state = stateById.get(room.id);
          return (
            <li key={room.id}>
              <Link
                to={roomPath(floor.number, room.id)}
                className="flex h-full flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-gold-dark"
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="font-semibold text-night">
                    <span aria-hidden="true">{room.icon}</span>{" "}
                    <span className="font-mono text-night-light">{room.tag}</span> · {room.name}
                  </span>
                  {state?.status === "plan-locked" && (
                    <Lock className="size-4 text-stone-500" aria-label="Locked by plan" />
                  )}
                </span>
                <span className="text-sm font-medium text-stone-800">{room.coreQuestion}</span>
                <span className="line-clamp-3 text-sm text-stone-600">{room.purpose}</span>
                <span className="mt-auto flex items-center justify-between text-xs text-stone-500">
                  {state ? statusLabel[state.status] : "…"}
                  {state && <LevelPips level={state.level} />}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <nav aria-label="Other floors" className="flex justify-between text-sm">
        {floor.number > 1 ? (
          <Link to={floorPath(floor.number - 1)} className="inline-flex items-center gap-1 hover:underline">
            <ChevronLeft className="size-4" aria-hidden="true" /> Floor {floor.number - 1}
          </Link>
        ) : (
          <span />
        )}
        {floor.number < 8 && (
          <Link to={floorPath(floor.number + 1)} className="inline-flex items-center gap-1 hover:underline">
            Floor {floor.number + 1} <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </nav>
    </main>
  );
}
