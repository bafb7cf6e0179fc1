import { Card, CardContent, CardHeader } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";

/** The partner list's shape while it loads (no full-page spinner). */
export function PartnersSkeleton() {
  return (
    <Card aria-busy="true">
      <CardHeader>
        <Skeleton className="h-6 w-48" />
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        {[0, 1].map((key) => (
          <div key={key} className="flex items-center gap-3 rounded-lg border border-stone-200 p-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-24" />
            </div>
          </div>
        ))}
      </CardContent>
      <span className="sr-only">Loading your study partners…</span>
    </Card>
  );
}
