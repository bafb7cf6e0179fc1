import { Check, Lock } from "lucide-react";
import { Link } from "react-router";
import { floors } from "@common/content/palace/floors";
import { overviewsOnFloor } from "@common/content/palace/overview";
import type { PalaceHomeDto } from "@common/schemas/palace";
import { cn } from "@client/lib/cn";
import { floorPath, roomPath, statusLabel } from "../lib/status";
import { LevelPips } from "./level-badge";
import { ProgressBar } from "./progress-bar";

/** The palace as a building: floor 1 at the bottom, every room a door (palace.md §4.1). */
export function PalaceBuilding({ home }: { home: PalaceHomeDto }) {
  const stateById = new Map(home.rooms.map((room) => [room.id, room]));
  const topDown = [...floors].reverse();
  return (
    <ol className="space-y-3" aria-label="Floors of the palace, top floor first">
      {topDown.map((floor) => {
        const progress = home.floors.find((f) => f.number === floor.number);
        return (
          <li key={floor.number} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-lg font-semibold text-night">
                <Link to={floorPath(floor.number)} className="hover:underline">
                  Floor {floor.number} · {floor.name}
                </Link>
              </h3>
              <div className="flex items-center gap-2 text-xs">
                {progress?.overviewOnly && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900">
                    <Lock className="size-3" aria-hidden="true" /> Overview only
                  </span>
                )}
                {progress?.completed && (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-medium text-emerald-800">
                    Floor complete
                  </span>
                )}
              </div>
            </div>
            <p className="text-sm text-stone-600">
              {floor.subtitle} — {floor.tagline}
            </p>
            {progress && (
              <div className="mt-2 flex items-center gap-3 text-xs text-stone-600">
                <ProgressBar
                  value={progress.roomsCompleted}
                  max={progress.roomsTotal}
                  label={`Floor ${floor.number} rooms completed`}
                  className="max-w-48"
                />
                <span>
                  {progress.roomsCompleted}/{progress.roomsTotal} completed
                </span>
              </div>
            )}
            <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
              {overviewsOnFloor(floor.number).map((room) => {
                const state = stateById.get(room.id);
                const status = state?.status ?? "not-started";
                return (
                  <li key={room.id}>
                    <Link
                      to={roomPath(floor.number, room.id)}
                      className={cn(
                        "flex h-full flex-col gap-1 rounded-t-2xl border-2 px-3 py-2 text-sm transition-colors hover:border-gold-dark focus-visible:border-gold-dark",
                        status === "completed"
                          ? "border-emerald-300 bg-emerald-50"
                          : status === "plan-locked"
                            ? "border-stone-200 bg-stone-50 text-stone-500"
                            : "border-stone-200 bg-parchment",
                      )}
                      aria-label={`${room.tag} · ${room.name} — ${statusLabel[status]}${state ? `, level ${state.level}` : ""}`}
                    >
                      <span className="flex items-center justify-between gap-1">
                        <span aria-hidden="true">{room.icon}</span>
                        {status === "plan-locked" && <Lock className="size-3.5" aria-hidden="true" />}
                        {status === "completed" && (
                          <Check className="size-4 text-emerald-700" aria-hidden="true" />
                        )}
                      </span>
                      <span className="font-mono text-xs font-semibold text-night-light">{room.tag}</span>
                      <span className="leading-tight font-medium">{room.name}</span>
                      <span className="mt-auto flex items-center justify-between gap-1 text-[11px] text-stone-500">
                        {statusLabel[status]}
                        {state && <LevelPips level={state.level} />}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
