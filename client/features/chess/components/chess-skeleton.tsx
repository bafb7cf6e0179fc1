import { Skeleton } from "@client/components/ui/skeleton";

/** The match while its first read is on the way. */
export function ChessSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading the match">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-56 w-full" />
    </div>
  );
}
