import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { type LobbyDto, liveStudyMessages, lobbyTopic } from "@common/schemas/live-study";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useMyAccess } from "@client/lib/api/get-my-access";
import { useEntitlement } from "@client/lib/use-entitlement";
import { useRealtimeSubscription } from "@client/lib/use-realtime";
import { useLobby } from "../api/get-lobby";
import { liveStudyKeys } from "../lib/live-study-keys";
import { applyLobbyEvent, parseLobbyEvent } from "../lib/room-events";
import { CreateRoomForm } from "./create-room-form";
import { ReconnectingChip } from "./reconnecting-chip";
import { RoomCard } from "./room-card";

function LobbySkeleton() {
  return (
    <div aria-busy="true" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading rooms…</span>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-40 rounded-xl" />
      ))}
    </div>
  );
}

/** The room list, kept live by the `lobby` topic: presence counts in place, new and closed rooms. */
function RoomList({ canJoin, onLockedJoin }: { canJoin: boolean; onLockedJoin: () => void }) {
  const queryClient = useQueryClient();
  const lobby = useLobby();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: liveStudyKeys.lobby() });
  useRealtimeSubscription(
    lobbyTopic,
    (raw) => {
      const event = parseLobbyEvent(raw);
      if (!event) return;
      const current = queryClient.getQueryData<LobbyDto>(liveStudyKeys.lobby());
      if (!current) return refresh();
      const next = applyLobbyEvent(current, event);
      if (next.lobby !== current) queryClient.setQueryData(liveStudyKeys.lobby(), next.lobby);
      if (next.refetch) refresh();
    },
    { onResync: refresh },
  );

  if (lobby.isPending) return <LobbySkeleton />;
  if (lobby.isError)
    return (
      <RetryAlert
        message="Couldn't load the rooms."
        onRetry={() => lobby.refetch()}
        busy={lobby.isFetching}
      />
    );
  if (lobby.data.rooms.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
        {liveStudyMessages.emptyLobby}
      </p>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Open rooms">
      {lobby.data.rooms.map((room) => (
        <RoomCard key={room.id} room={room} canJoin={canJoin} onLockedJoin={onLockedJoin} />
      ))}
    </ul>
  );
}

/**
 * The live study lobby (screens §8.2): create a room, or join one of the open rooms — live from the `lobby` topic.
 * Everyone sees the lobby (`community.read`); creating and joining need `community.post`, decided up front from the
 * member's plan: a free member sees the upgrade prompt in place of the form and on Join, and no request is sent.
 */
export function LobbyScreen() {
  const gate = useEntitlement("community.post");
  const access = useMyAccess();
  const navigate = useNavigate();
  const [lockedJoinOpen, setLockedJoinOpen] = useState(false);
  const trialUsed = gate.status === "locked" ? gate.trialUsed : access.data?.access.trialUsed;

  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold text-stone-900">{liveStudyMessages.title}</h1>
          <p className="max-w-2xl text-stone-600">
            Read one passage together in real time: see who is here, follow the leader to the verse in focus,
            raise a hand, chat and keep shared notes. Rooms hold up to 10 people.
          </p>
        </div>
        <ReconnectingChip />
      </header>

      <section
        className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
        aria-label="Create a room"
      >
        {gate.status === "pending" && <Skeleton className="h-48 w-full" />}
        {gate.status === "locked" && (
          <div className="space-y-3">
            <h2 className="text-lg font-semibold text-night">Create a room</h2>
            <UpgradePrompt feature={gate.feature} trialUsed={gate.trialUsed} />
          </div>
        )}
        {gate.status === "allowed" && (
          <CreateRoomForm onCreated={(state) => void navigate(`/live-study/${state.room.id}`)} />
        )}
      </section>

      <section className="space-y-3" aria-labelledby="open-rooms-title">
        <h2 id="open-rooms-title" className="text-xl font-semibold text-night">
          Open rooms
        </h2>
        <RoomList canJoin={gate.status !== "locked"} onLockedJoin={() => setLockedJoinOpen(true)} />
      </section>

      <Dialog open={lockedJoinOpen} onOpenChange={setLockedJoinOpen}>
        <DialogContent layout="sheet">
          <DialogHeader>
            <DialogTitle>Join a live study room</DialogTitle>
            <DialogDescription>Joining rooms is part of the Essential and Premium plans.</DialogDescription>
          </DialogHeader>
          <UpgradePrompt feature="community.post" trialUsed={trialUsed} />
        </DialogContent>
      </Dialog>
    </main>
  );
}
