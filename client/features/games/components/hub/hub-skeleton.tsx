import { Skeleton } from "@client/components/ui/skeleton";

/** The hub while the catalogue loads: the filters' row and a few cards. */
export function HubSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading the games">
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-10 w-full sm:w-96" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-64 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}
