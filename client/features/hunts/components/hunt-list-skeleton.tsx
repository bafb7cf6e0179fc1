import { Skeleton } from "@client/components/ui/skeleton";

/** The list page while the editions load: today's card and a few archive cards. */
export function HuntListSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading the hunts">
      <Skeleton className="h-56 w-full rounded-xl" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-56 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}
