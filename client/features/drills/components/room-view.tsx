import { ArrowLeft, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useDrillRoom } from "@client/features/drills/api/get-drill-room";
import { useMyAccess } from "@client/lib/api/get-my-access";
import { ApiError } from "@client/lib/api-client";
import { useDocumentTitle } from "@client/lib/page-title";
import { planRequiredOf } from "@client/lib/plan-required";
import { palaceRoomPath } from "../lib/drill-address";
import { DrillCard } from "./drill-card";

function RoomSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading the room's drills">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-24 w-full" />
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-24 w-full rounded-xl" />
      ))}
    </div>
  );
}

/**
 * One room's drills: its purpose and method (with a link to the room page), then the drill cards with ✓ and the best
 * score once passed. A room the plan doesn't open shows the upgrade prompt.
 */
export function RoomView({
  roomId,
  onBack,
  onStart,
}: {
  roomId: string;
  /** Back to the floor tabs (the room's floor once known). */
  onBack: (floor: number | null) => void;
  onStart: (drillId: string) => void;
}) {
  const room = useDrillRoom(roomId);
  const access = useMyAccess();
  const locked = planRequiredOf(room.error);
  const data = room.data;
  useDocumentTitle(data ? `${data.room.name} drills` : "Training Drills");

  return (
    <section className="space-y-5" aria-labelledby="drill-room-title">
      <Button variant="ghost" size="sm" onClick={() => onBack(data?.room.floor ?? null)}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        All rooms
      </Button>
      {room.isPending && <RoomSkeleton />}
      {locked && (
        <>
          <h2 id="drill-room-title" className="text-2xl font-semibold text-stone-900">
            This room's drills are locked
          </h2>
          <UpgradePrompt feature={locked.feature} trialUsed={access.data?.access.trialUsed} />
        </>
      )}
      {room.isError && !locked && (
        <RetryAlert
          message={
            room.error instanceof ApiError && room.error.status === 404
              ? "That room was not found."
              : "Couldn't load this room's drills."
          }
          onRetry={() => room.refetch()}
          busy={room.isFetching}
        />
      )}
      {data && (
        <>
          <header className="space-y-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="drill-room-title" className="text-2xl font-semibold text-stone-900">
                <span aria-hidden="true" className="mr-2">
                  {data.room.icon}
                </span>
                {data.room.name}
              </h2>
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {data.room.code}
              </span>
              <span className="text-sm text-stone-500">Floor {data.room.floor}</span>
            </div>
            <p className="leading-relaxed text-stone-700">{data.room.purpose}</p>
            {data.room.method.length > 0 && (
              <div>
                <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-500">Method</h3>
                <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-stone-700">
                  {data.room.method.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </div>
            )}
            <Link
              to={palaceRoomPath(data.room.floor, data.room.id)}
              className="inline-flex items-center gap-1 text-sm font-medium text-night-light underline-offset-4 hover:underline"
            >
              Open the {data.room.name} page
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </Link>
          </header>
          {/* Every room has its ten drills: the content test holds the bank to it. */}
          <ol className="space-y-3" aria-label={`${data.room.name} drills`}>
            {data.drills.map((drill) => (
              <li key={drill.id}>
                <DrillCard drill={drill} maxScore={data.maxScore} onStart={() => onStart(drill.id)} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
