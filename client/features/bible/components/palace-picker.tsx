import { Link } from "react-router";
import { floors } from "@common/content/palace/floors";
import { roomOverviews } from "@common/content/palace/overview";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { usePalaceHome } from "@client/lib/api/get-palace-home";

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
  const home = usePalaceHome({ enabled: open });
  const states = new Map(home.data?.rooms.map((r) => [r.id, r.status]));
  const rooms = roomOverviews.filter((r) => openable.has(states.get(r.id) ?? ""));
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent layout="sheet" className="max-h-[85vh]">
        <DialogHeader>
          <DialogTitle>Study {reference} in the palace</DialogTitle>
          <DialogDescription>
            Choose a room: its Practice tab opens with this passage filled in.
          </DialogDescription>
        </DialogHeader>
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
          <p className="text-sm text-stone-600">No rooms are open to you yet — visit the palace to start.</p>
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
      </DialogContent>
    </Dialog>
  );
}
