import { Skeleton } from "@client/components/ui/skeleton";

/** The catalogue while it loads: the tabs and a few cards' shapes. */
export function KidsCatalogSkeleton() {
  return (
    <div className="space-y-5" aria-busy="true" aria-label="Loading the kids games">
      <Skeleton className="h-14 w-full max-w-md rounded-full" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-64 rounded-3xl" />
        ))}
      </div>
    </div>
  );
}
