import { Skeleton } from "@client/components/ui/skeleton";

/** The list page while the rooms load: the week's six cards and the build form. */
export function EscapeListSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading the escape rooms">
      <Skeleton className="h-6 w-48" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-52 w-full rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-72 w-full rounded-xl" />
    </div>
  );
}
