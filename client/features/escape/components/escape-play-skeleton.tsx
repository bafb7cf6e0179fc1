import { Skeleton } from "@client/components/ui/skeleton";

/** The play page while the room loads: the header, the progress bar and the lock card. */
export function EscapePlaySkeleton() {
  return (
    <div className="space-y-5" aria-busy="true" aria-label="Loading the room">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-2.5 w-full" />
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}
