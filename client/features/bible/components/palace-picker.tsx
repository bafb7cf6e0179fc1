import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { Link } from "react-router";
import { floors } from "@common/content/palace/floors";
import { roomOverviews } from "@common/content/palace/overview";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { usePalaceRoomStates } from "../api/bible-api";

const openable = new Set(["not-started", "in-progress", "completed"]);

/** "Study in the palace": the rooms the member can practise in; each opens its Practice tab with the passage. */
export function PalacePicker({
  open,
  onClose,
  reference,
}: {
  open: boolean;
  onClose: () => void;
  reference: string;
}) {
  const home = usePalaceRoomStates(open);
  const states = new Map(home.data?.rooms.map((r) => [r.id, r.status]));
  const rooms = roomOverviews.filter((r) => openable.has(states.get(r.id) ?? ""));
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(36rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl">
          <div className="mb-2 flex items-center justify-between gap-2">
            <Dialog.Title className="font-serif text-lg font-semibold text-night">
              Study {reference} in the palace
            </Dialog.Title>
            <Dialog.Close className="rounded-md p-2 text-stone-600 hover:bg-stone-100" aria-label="Close">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-3 text-sm text-stone-600">
            Choose a room: its Practice tab opens with this passage filled in.
          </Dialog.Description>
          {home.isPending && (
            <div className="space-y-2" aria-busy="true" aria-label="Loading rooms">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          )}
          {home.isError && (
            <RetryAlert
              message="Couldn't load your rooms."
              onRetry={() => home.refetch()}
              busy={home.isFetching}
            />
          )}
          {home.data && rooms.length === 0 && (
            <p className="text-sm text-stone-600">
              No rooms are open to you yet — visit the palace to start.
            </p>
          )}
          {home.data &&
            floors
              .filter((f) => rooms.some((r) => r.floor === f.number))
              .map((f) => (
                <section key={f.number} className="mb-3" aria-label={`Floor ${f.number}`}>
                  <h3 className="mb-1 text-sm font-semibold text-stone-500">
                    Floor {f.number} — {f.name}
                  </h3>
                  <ul className="grid gap-1.5 sm:grid-cols-2">
                    {rooms
                      .filter((r) => r.floor === f.number)
                      .map((r) => (
                        <li key={r.id}>
                          <Link
                            to={`/palace/floor/${r.floor}/room/${r.id}?tab=practice&ref=${encodeURIComponent(reference)}`}
                            className="flex items-center gap-2 rounded-md border border-stone-200 px-3 py-2 text-sm hover:border-night-light hover:bg-indigo-50"
                          >
                            <span aria-hidden="true">{r.icon}</span>
                            {r.name}
                          </Link>
                        </li>
                      ))}
                  </ul>
                </section>
              ))}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
