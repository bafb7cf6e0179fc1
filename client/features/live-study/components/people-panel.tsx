import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Hand, MoreHorizontal } from "lucide-react";
import { useState } from "react";
import {
  liveStudyMessages,
  ROOM_ROLE_LABELS,
  type RoomPersonDto,
  type RoomStateDto,
} from "@common/schemas/live-study";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { ApiError } from "@client/lib/api-error";
import { cn } from "@client/lib/cn";
import { toast } from "@client/lib/toast";
import { useRemoveMember } from "../api/remove-member";
import { useSetMemberRole } from "../api/set-member-role";
import { verseLabel } from "../lib/passage";
import { PersonAvatar } from "./person-avatar";

const menuItemClass =
  "cursor-pointer rounded px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-stone-100";

/** The host's menu on a person: Make co-leader (or back to member) and Remove from room, with a confirmation. */
function HostMenu({ roomId, person }: { roomId: string; person: RoomPersonDto }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const role = useSetMemberRole(roomId);
  const remove = useRemoveMember(roomId);
  const name = person.user.displayName;
  const makeCoLeader = person.role === "member";
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            aria-label={`Actions for ${name}`}
            className="rounded-md p-1.5 text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-night"
          >
            <MoreHorizontal className="size-4" aria-hidden="true" />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-48 rounded-md border border-stone-200 bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Item
              className={menuItemClass}
              onSelect={() =>
                role.mutate(
                  { userId: person.user.userId, role: makeCoLeader ? "co_leader" : "member" },
                  {
                    onSuccess: () =>
                      toast.success(
                        makeCoLeader ? `${name} is now a co-leader.` : `${name} is a member again.`,
                      ),
                    onError: (error) =>
                      toast.error(error instanceof ApiError ? error.message : "Couldn't change the role."),
                  },
                )
              }
            >
              {makeCoLeader ? "Make co-leader" : "Make member"}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={cn(menuItemClass, "text-destructive")}
              onSelect={() => setConfirmOpen(true)}
            >
              Remove from room
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={`Remove ${name} from the room?`}
        description={`${name} leaves at once and can't join this room again.`}
        confirmLabel="Remove from room"
        pendingLabel="Removing…"
        destructive
        onConfirm={() => remove.mutateAsync(person.user.userId)}
      />
    </>
  );
}

/**
 * Everyone present (screens §8.3): avatar, name, role badge (Host, Co-leader), active or idle, the verse they are at
 * when they don't follow the leader, and a raised hand; the host's menu on each other person.
 */
export function PeoplePanel({ state, live }: { state: RoomStateDto; live: boolean }) {
  const isHost = live && state.you.role === "host";
  const multiChapter =
    state.passage !== null &&
    Math.floor(state.passage.startVerse / 1000) !== Math.floor(state.passage.endVerse / 1000);
  if (state.people.length === 0)
    return (
      <p className="text-sm text-stone-600">
        {state.closed ? "Nobody is here any more." : "Nobody is here yet."}
      </p>
    );
  return (
    <ul className="space-y-1" aria-label="People in the room" data-testid="room-people">
      {state.people.map((person) => {
        const me = person.user.userId === state.you.userId;
        const roleLabel = person.role === "member" ? null : ROOM_ROLE_LABELS[person.role];
        return (
          <li
            key={person.user.userId}
            className="flex items-center gap-2 rounded-lg px-2 py-1.5"
            data-testid="room-person"
            data-user-id={person.user.userId}
          >
            <span className="relative">
              <PersonAvatar user={person.user} />
              <span
                aria-hidden="true"
                className={cn(
                  "absolute -right-0.5 -bottom-0.5 size-3 rounded-full ring-2 ring-white",
                  person.status === "active" ? "bg-emerald-500" : "bg-stone-400",
                )}
              />
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-1.5 text-sm font-medium text-ink">
                <span className="truncate">
                  {person.user.displayName}
                  {me && <span className="font-normal text-stone-500"> (you)</span>}
                </span>
                {roleLabel && (
                  <span
                    className={cn(
                      "rounded-full px-2 py-0.5 text-[11px] font-semibold",
                      person.role === "host" ? "bg-night text-white" : "bg-indigo-100 text-night",
                    )}
                  >
                    {roleLabel}
                  </span>
                )}
              </p>
              <p className="flex flex-wrap gap-x-2 text-xs text-stone-600">
                <span>{person.status === "active" ? "Active" : "Idle"}</span>
                {!person.following && person.lookingAt !== null && (
                  <span>
                    {multiChapter
                      ? `at verse ${verseLabel(person.lookingAt, true)}`
                      : liveStudyMessages.atVerse(person.lookingAt % 1000)}
                  </span>
                )}
                {person.raisedHandVerse !== null && (
                  <span className="inline-flex items-center gap-0.5 text-night">
                    <Hand className="size-3" aria-hidden="true" />
                    hand on verse {verseLabel(person.raisedHandVerse, multiChapter)}
                  </span>
                )}
              </p>
            </div>
            {isHost && !me && <HostMenu roomId={state.room.id} person={person} />}
          </li>
        );
      })}
    </ul>
  );
}
