import { Globe, Link2, Lock, LogOut } from "lucide-react";
import { useNavigate } from "react-router";
import type { RoomStateDto } from "@common/schemas/live-study";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { share } from "@client/lib/share";
import { toast } from "@client/lib/toast";
import { useCloseRoom } from "../api/close-room";
import { useLeaveRoom } from "../api/leave-room";
import { inviteUrl } from "../lib/room-format";
import { ReconnectingChip } from "./reconnecting-chip";

/**
 * The room's header (screens §8.3): name, host, visibility, Invite (the room's link — a private room's carries its
 * secret token — through the share helper of §1.5), Leave, and for the host Close room.
 */
export function RoomHeader({ state, live }: { state: RoomStateDto; live: boolean }) {
  const navigate = useNavigate();
  const leave = useLeaveRoom();
  const close = useCloseRoom(state.room.id);
  const { room } = state;
  const isPrivate = room.visibility === "private";
  const canInvite = live && (!isPrivate || room.inviteToken !== null);

  const invite = () =>
    void share({
      title: `Join "${room.name}" on Phototheology`,
      text: state.passage
        ? `Let's study ${state.passage.reference} together in a live room.`
        : "Let's study together in a live room.",
      url: inviteUrl(window.location.origin, room.id, isPrivate ? room.inviteToken : null),
    });

  const leaveRoom = () =>
    leave.mutate(room.id, {
      onSettled: () => void navigate("/live-study"),
      onError: () => toast.error("Couldn't tell the room you left — it will notice within a minute."),
    });

  return (
    <header className="space-y-3 border-b border-stone-200 pb-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold break-words text-stone-900 sm:text-3xl">{room.name}</h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
            <span>Host: {room.host?.displayName ?? "handing over…"}</span>
            <span className="inline-flex items-center gap-1">
              {isPrivate ? (
                <Lock className="size-3.5" aria-hidden="true" />
              ) : (
                <Globe className="size-3.5" aria-hidden="true" />
              )}
              {isPrivate ? "Private — only by invite link" : "Public — listed in the lobby"}
            </span>
            <ReconnectingChip />
          </p>
        </div>
        {live && (
          <div className="flex flex-wrap gap-2">
            {canInvite && (
              <Button variant="outline" onClick={invite}>
                <Link2 className="size-4" aria-hidden="true" />
                Invite
              </Button>
            )}
            {state.you.role === "host" && (
              <ConfirmDialog
                trigger={<Button variant="outline">Close room</Button>}
                title="Close this room for everyone?"
                description="Everyone leaves and the room can't be opened again. Its chat stays readable."
                confirmLabel="Close room"
                pendingLabel="Closing…"
                destructive
                onConfirm={() => close.mutateAsync()}
              />
            )}
            <Button variant="outline" busy={leave.isPending} onClick={leaveRoom}>
              {!leave.isPending && <LogOut className="size-4" aria-hidden="true" />}
              Leave
            </Button>
          </div>
        )}
      </div>
    </header>
  );
}
