import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { liveStudyMessages, type RoomStateDto } from "@common/schemas/live-study";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Spinner } from "@client/components/ui/spinner";
import { useMyProfile } from "@client/lib/api/get-my-profile";
import { cn } from "@client/lib/cn";
import { useDocumentTitle } from "@client/lib/page-title";
import { useEntitlement } from "@client/lib/use-entitlement";
import { useJoinRoom } from "../api/join-room";
import { useRoomState } from "../api/get-room-state";
import { liveStudyKeys } from "../lib/live-study-keys";
import { type RoomBlock, roomBlockOf } from "../lib/room-errors";
import { PassagePanel } from "./passage-panel";
import { PeoplePanel } from "./people-panel";
import { RoomChat } from "./room-chat";
import { RoomHeader } from "./room-header";
import { RoomNotes } from "./room-notes";
import { useLiveRoom } from "./use-live-room";

function Joining() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3" data-testid="room-joining">
      <Spinner className="size-8" label={liveStudyMessages.joining} />
      <p className="text-stone-700" aria-hidden="true">
        {liveStudyMessages.joining}
      </p>
    </div>
  );
}

function LobbyLink() {
  return (
    <Button asChild variant="outline">
      <Link to="/live-study">Back to the lobby</Link>
    </Button>
  );
}

/** A room the member can't enter: not found, private without an invite, full, removed. */
function RoomBlocked({ block }: { block: Exclude<RoomBlock, { kind: "locked" }> }) {
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{block.message}</h1>
      {block.kind === "private" && (
        <p className="text-stone-600">The host or anyone in the room can send you its invite link.</p>
      )}
      {block.kind === "full" && (
        <p className="text-stone-600">Try again when someone leaves, or start a room.</p>
      )}
      <LobbyLink />
    </main>
  );
}

function RoomLocked({ trialUsed }: { trialUsed?: boolean }) {
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-10">
      <h1 className="text-2xl font-bold text-stone-900">Live study room</h1>
      <UpgradePrompt feature="community.post" trialUsed={trialUsed} />
      <LobbyLink />
    </main>
  );
}

type Tab = "passage" | "people" | "chat" | "notes";
const tabLabels: Record<Tab, string> = { passage: "Passage", people: "People", chat: "Chat", notes: "Notes" };

function TabList({
  tabs,
  active,
  onChange,
  label,
  idPrefix,
  className,
}: {
  tabs: Tab[];
  active: Tab;
  onChange: (tab: Tab) => void;
  label: string;
  idPrefix: string;
  className?: string;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn("grid gap-1 rounded-lg bg-stone-100 p-1", className)}
      style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}
      onKeyDown={(event) => {
        if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
        const step = event.key === "ArrowRight" ? 1 : -1;
        const next = tabs[(tabs.indexOf(active) + step + tabs.length) % tabs.length];
        if (next) {
          onChange(next);
          document.getElementById(`${idPrefix}-tab-${next}`)?.focus();
        }
      }}
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          id={`${idPrefix}-tab-${tab}`}
          type="button"
          role="tab"
          aria-selected={active === tab}
          aria-controls={`room-panel-${tab}`}
          tabIndex={active === tab ? 0 : -1}
          onClick={() => onChange(tab)}
          className={cn(
            "rounded-md px-2 py-1.5 text-sm font-medium text-stone-600",
            active === tab && "bg-white text-night shadow-sm",
          )}
        >
          {tabLabels[tab]}
        </button>
      ))}
    </div>
  );
}

/** The first verse of the passage at the top of the screen, if the passage is on screen. */
function verseInView(state: RoomStateDto): number | null {
  if (!state.passage) return null;
  const rows = document.querySelectorAll<HTMLElement>('[data-testid="room-verse"]');
  for (const row of rows) {
    if (row.offsetParent === null) return null; // the Passage tab is hidden
    if (row.getBoundingClientRect().bottom > 72) return Number(row.dataset.verseKey) || null;
  }
  return null;
}

/**
 * The room once joined (or a closed room's read-only view): header, the passage, people, chat and notes. On a phone the
 * four are tabs (Passage / People / Chat / Notes); from `lg` the passage fills the main column with People and a
 * Chat / Notes pair beside it.
 */
function RoomView({ state, token }: { state: RoomStateDto; token: string | null }) {
  const profile = useMyProfile();
  useDocumentTitle(state.room.name);
  const live = !state.closed && !state.you.removed;
  const [following, setFollowing] = useState(true);
  const [mobileTab, setMobileTab] = useState<Tab>("passage");
  const [sideTab, setSideTab] = useState<Tab>("chat");
  const lookedAt = useRef<number | null>(null);
  const canLead = state.you.role === "host" || state.you.role === "co_leader";

  const { reportSoon } = useLiveRoom({
    roomId: state.room.id,
    token,
    live,
    // Read when a heartbeat is sent (the hook keeps the latest of this function).
    presence: () => ({
      following,
      lookingAt: following
        ? (state.focusVerse ?? verseInView(state))
        : (verseInView(state) ?? lookedAt.current),
    }),
  });

  const panelClass = (tab: Tab, side: boolean) =>
    cn(
      mobileTab === tab ? "block" : "hidden",
      side ? (sideTab === tab ? "lg:block" : "lg:hidden") : "lg:block",
    );

  return (
    <main className="mx-auto max-w-7xl space-y-4 px-4 py-6">
      <RoomHeader state={state} live={live} />
      {state.closed && (
        <Alert tone="info" className="items-center">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">{liveStudyMessages.closed}</p>
            <Link to="/live-study" className="text-sm font-medium text-night-light underline">
              Back to the lobby
            </Link>
          </div>
        </Alert>
      )}
      <TabList
        tabs={["passage", "people", "chat", "notes"]}
        active={mobileTab}
        onChange={setMobileTab}
        label="Room sections"
        idPrefix="room-mobile"
        className="lg:hidden"
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section id="room-panel-passage" aria-label="Passage" className={panelClass("passage", false)}>
          <PassagePanel
            state={state}
            canLead={canLead}
            live={live}
            following={following}
            onFollowingChange={(next) => {
              setFollowing(next);
              reportSoon();
            }}
            onLookAt={(verseKey) => {
              lookedAt.current = verseKey;
              if (!following) reportSoon();
            }}
          />
        </section>
        <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start">
          <section
            id="room-panel-people"
            aria-labelledby="room-people-title"
            className={cn("rounded-xl border border-stone-200 bg-white p-3", panelClass("people", false))}
          >
            <h2 id="room-people-title" className="mb-2 px-2 text-sm font-semibold text-night">
              People here ({state.people.length}/{state.room.max})
            </h2>
            <PeoplePanel state={state} live={live} />
          </section>
          <TabList
            tabs={["chat", "notes"]}
            active={sideTab}
            onChange={setSideTab}
            label="Chat and notes"
            idPrefix="room-side"
            className="hidden lg:grid"
          />
          <section
            id="room-panel-chat"
            aria-label="Room chat"
            className={cn("rounded-xl border border-stone-200 bg-white p-3", panelClass("chat", true))}
          >
            <RoomChat state={state} live={live} timeZone={profile.data?.timeZone} />
          </section>
          <section
            id="room-panel-notes"
            aria-label="Room notes"
            className={cn("rounded-xl border border-stone-200 bg-white p-3", panelClass("notes", true))}
          >
            <RoomNotes state={state} live={live} />
          </section>
        </aside>
      </div>
    </main>
  );
}

/** The joined room, from the cache the join filled and kept current by realtime. */
function JoinedRoom({ roomId, token }: { roomId: string; token: string | null }) {
  const state = useRoomState(roomId, token, true);
  if (state.isPending) return <Joining />;
  if (state.isError) {
    const block = roomBlockOf(state.error);
    if (block && block.kind !== "locked" && block.kind !== "closed") return <RoomBlocked block={block} />;
    return (
      <main className="mx-auto max-w-xl px-4 py-16">
        <RetryAlert
          message="Couldn't load the room."
          onRetry={() => state.refetch()}
          busy={state.isFetching}
        />
      </main>
    );
  }
  if (state.data.you.removed)
    return <RoomBlocked block={{ kind: "removed", message: liveStudyMessages.removed }} />;
  return <RoomView state={state.data} token={token} />;
}

/** Joins on open ("Joining room…"), then shows the room; a refusal shows its own screen. */
function RoomSession({ roomId, token }: { roomId: string; token: string | null }) {
  const queryClient = useQueryClient();
  const join = useJoinRoom();
  const { mutate } = join;
  useEffect(() => {
    mutate({ roomId, inviteToken: token });
    // Leaving the page drops the room's state: the next visit starts from a fresh join (or a closed room's read).
    return () => queryClient.removeQueries({ queryKey: liveStudyKeys.room(roomId) });
  }, [mutate, roomId, token, queryClient]);

  if (join.isIdle || join.isPending) return <Joining />;
  if (join.isError) {
    const block = roomBlockOf(join.error);
    // A closed room is still readable: its chat history, read-only.
    if (block?.kind === "closed") return <JoinedRoom roomId={roomId} token={token} />;
    if (block?.kind === "locked") return <RoomLocked />; // the plan lapsed while the page was open
    if (block) return <RoomBlocked block={block} />;
    return (
      <main className="mx-auto max-w-xl px-4 py-16">
        <RetryAlert
          message="Couldn't join the room."
          onRetry={() => join.mutate({ roomId, inviteToken: token })}
          busy={join.isPending}
        />
      </main>
    );
  }
  return <JoinedRoom roomId={roomId} token={token} />;
}

/**
 * A live study room (screens §8.3). Rooms need `community.post`, decided up front from the member's plan: a free
 * member sees the upgrade prompt and no join is sent.
 */
export function RoomScreen({ roomId, token }: { roomId: string; token: string | null }) {
  const gate = useEntitlement("community.post");
  if (gate.status === "pending") return <Joining />;
  if (gate.status === "locked") return <RoomLocked trialUsed={gate.trialUsed} />;
  return <RoomSession key={`${roomId}:${token ?? ""}`} roomId={roomId} token={token} />;
}
