import { Skeleton } from "@client/components/ui/skeleton";

/** The play page while the hunt loads: the header and a clue card. */
export function HuntPlaySkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading the hunt">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-10 w-72 max-w-full" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}
