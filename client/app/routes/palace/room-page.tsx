import * as Tabs from "@radix-ui/react-tabs";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { Link, Navigate, useNavigate, useParams, useSearchParams } from "react-router";
import { floorByNumber } from "@common/content/palace/floors";
import {
  nextRoomOverview,
  overviewOf,
  previousRoomOverview,
  resolveRoomId,
} from "@common/content/palace/overview";
import type { Room, RoomId, RoomOverview } from "@common/content/palace/types";
import type { RoomDetailDto } from "@common/schemas/palace";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { useDocumentTitle } from "@client/lib/page-title";
import { Skeleton } from "@client/components/ui/skeleton";
import { useRoom } from "@client/features/palace/api/get-room";
import { LearnTab } from "@client/features/palace/components/learn-tab";
import { LevelBadge } from "@client/features/palace/components/level-badge";
import { MasterTab } from "@client/features/palace/components/master-tab";
import { PracticeTab } from "@client/features/palace/components/practice-tab";
import { floorPath, roomPath } from "@client/features/palace/lib/status";

// The room assistant (ai.md §3.12) loads after the room: its chat and tools are not needed for the first paint.
const RoomAssistant = lazy(() => import("./room-assistant"));

const TABS = ["learn", "practice", "master"] as const;
type Tab = (typeof TABS)[number];
const tabTriggerClass =
  "rounded-md px-3 py-1.5 text-sm font-medium text-stone-600 data-[state=active]:bg-white data-[state=active]:text-night data-[state=active]:shadow-sm";
const timeLabel = { quick: "≈ 5 min", standard: "≈ 15 min", deep: "30+ min" } as const;

function RoomNotFound({ own }: { own?: RoomOverview }) {
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold text-night">Room not found</h1>
      {own ? (
        <p className="text-stone-600">
          {own.tag} · {own.name} is on floor {own.floor}.{" "}
          <Link to={roomPath(own.floor, own.id)} className="font-medium underline">
            Open it on its own floor
          </Link>
        </p>
      ) : (
        <p className="text-stone-600">The palace has no room with that name.</p>
      )}
      <Button asChild>
        <Link to="/palace">Back to palace</Link>
      </Button>
    </main>
  );
}

function RoomNav({ id, placement }: { id: RoomId; placement: "header" | "footer" }) {
  const prev = previousRoomOverview(id);
  const next = nextRoomOverview(id);
  const current = overviewOf(id);
  const describe = (room: RoomOverview) =>
    `${room.tag} · ${room.name}${room.floor !== current.floor ? ` (Floor ${room.floor})` : ""}`;
  return (
    <nav
      aria-label={placement === "header" ? "Previous and next room" : "Room navigation"}
      className="flex items-center justify-between gap-2 text-sm"
    >
      {prev ? (
        <Link
          to={roomPath(prev.floor, prev.id)}
          className="inline-flex items-center gap-1 hover:underline"
          rel="prev"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          {placement === "footer" ? (
            describe(prev)
          ) : (
            // The label is always seen; the room's name joins it where there is room for it.
            <span>
              Previous room<span className="sr-only sm:not-sr-only">: {describe(prev)}</span>
            </span>
          )}
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link
          to={roomPath(next.floor, next.id)}
          className="inline-flex items-center gap-1 hover:underline"
          rel="next"
        >
          {placement === "footer" ? (
            `Next: ${describe(next)}`
          ) : (
            <span>
              Next room<span className="sr-only sm:not-sr-only">: {describe(next)}</span>
            </span>
          )}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}

/** `[` and `]` move to the previous and next room (palace.md §4.1), except while typing. */
function useRoomKeys(id: RoomId) {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (
        target?.closest("input, textarea, select, [contenteditable=true]") ||
        event.metaKey ||
        event.ctrlKey ||
        event.altKey
      )
        return;
      const room =
        event.key === "[" ? previousRoomOverview(id) : event.key === "]" ? nextRoomOverview(id) : undefined;
      if (room) void navigate(roomPath(room.floor, room.id));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [id, navigate]);
}

function PrerequisiteGate({ missing }: { missing: RoomId[] }) {
  const rooms = missing.map(overviewOf);
  return (
    <div
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="prerequisite-gate"
    >
      <p className="font-semibold">Complete {rooms.map((r) => r.name).join(" and ")} first</p>
      <ul className="mt-2 flex flex-wrap gap-3 text-sm">
        {rooms.map((r) => (
          <li key={r.id}>
            <Link to={roomPath(r.floor, r.id)} className="underline">
              {r.tag} · {r.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function RoomBody({
  detail,
  tab,
  onTab,
  passage,
}: {
  detail: RoomDetailDto;
  tab: Tab;
  onTab: (tab: Tab) => void;
  passage: string | null;
}) {
  const overview = detail.room;
  if (detail.lock?.reason === "plan" || !detail.full) {
    return (
      <div className="space-y-4">
        <section className="space-y-2 rounded-xl border border-stone-200 bg-white p-4">
          <h2 className="text-lg font-semibold text-night">Overview</h2>
          <p>{overview.purpose}</p>
          <p className="font-medium text-night">Core question: {overview.coreQuestion}</p>
        </section>
        <UpgradePrompt feature="palace.advanced" trialUsed={!detail.trialAvailable} />
      </div>
    );
  }
  const room = detail.room as Room;
  const missing = detail.lock?.reason === "prerequisite" ? detail.lock.missing : null;
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTab(value as Tab)}>
      <Tabs.List className="mb-4 inline-flex gap-1 rounded-lg bg-stone-100 p-1" aria-label="Room sections">
        <Tabs.Trigger value="learn" className={tabTriggerClass}>
          Learn
        </Tabs.Trigger>
        <Tabs.Trigger value="practice" className={tabTriggerClass}>
          Practice
        </Tabs.Trigger>
        <Tabs.Trigger value="master" className={tabTriggerClass}>
          Master
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="learn">
        <LearnTab detail={detail} room={room} />
      </Tabs.Content>
      <Tabs.Content value="practice">
        {missing ? (
          <PrerequisiteGate missing={missing} />
        ) : (
          <PracticeTab detail={detail} room={room} passage={passage} />
        )}
      </Tabs.Content>
      <Tabs.Content value="master">
        {missing ? <PrerequisiteGate missing={missing} /> : <MasterTab detail={detail} room={room} />}
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** /palace/floor/:floorNumber/room/:roomId?tab=learn|practice|master (palace.md §4.1). */
export function RoomPage() {
  const { floorNumber = "", roomId = "" } = useParams();
  const id = resolveRoomId(roomId);
  if (!id) return <RoomNotFound />;
  if (id !== roomId) return <Navigate to={roomPath(overviewOf(id).floor, id)} replace />;
  const own = overviewOf(id);
  if (String(own.floor) !== floorNumber) return <RoomNotFound own={own} />;
  return <RoomScreen id={id} />;
}

function RoomScreen({ id }: { id: RoomId }) {
  const overview = overviewOf(id);
  const floor = floorByNumber(overview.floor)!;
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : "learn";
  // "Study in the palace" from the Bible reader sends the verse along (?ref=John 3:16).
  const passage = params.get("ref")?.slice(0, 200) ?? null;
  const detail = useRoom(id);
  useRoomKeys(id);
  useDocumentTitle(`${overview.tag} · ${overview.name}`);

  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
        <Link to="/palace" className="hover:underline">
          Palace
        </Link>{" "}
        ›{" "}
        <Link to={floorPath(floor.number)} className="hover:underline">
          Floor {floor.number} · {floor.name}
        </Link>{" "}
        › {overview.name}
      </nav>
      <RoomNav id={id} placement="header" />
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold text-night">
          <span aria-hidden="true">{overview.icon}</span> <span className="font-mono">{overview.tag}</span> ·{" "}
          {overview.name}
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-night px-2 py-0.5 font-medium text-white">
            Floor {floor.number}
          </span>
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-700">
            {timeLabel[overview.time]}
          </span>
          {detail.data && <LevelBadge level={detail.data.progress.level} />}
          {detail.data?.progress.completedAt && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-medium text-emerald-800">
              Completed
            </span>
          )}
        </div>
      </header>
      {detail.isPending && (
        <div className="space-y-3" aria-busy="true" aria-label="Loading the room">
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-48 w-full" />
        </div>
      )}
      {detail.isError && (
        <RetryAlert
          message="Couldn't load this room."
          onRetry={() => detail.refetch()}
          busy={detail.isFetching}
        />
      )}
      {detail.data && (
        <RoomBody
          detail={detail.data}
          passage={passage}
          tab={tab}
          onTab={(next) =>
            setParams(
              (prev) => {
                const copy = new URLSearchParams(prev);
                copy.set("tab", next);
                return copy;
              },
              { replace: true },
            )
          }
        />
      )}
      {detail.data?.full && detail.data.lock?.reason !== "plan" && (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <RoomAssistant room={overview} />
        </Suspense>
      )}
      <div className="border-t border-stone-200 pt-4">
        <RoomNav id={id} placement="footer" />
      </div>
    </main>
  );
}
