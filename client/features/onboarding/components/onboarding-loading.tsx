import { Skeleton } from "@client/components/ui/skeleton";

/** The card's shape while saved answers load, so nothing jumps when they arrive. */
export function OnboardingLoading() {
  return (
    <div data-testid="onboarding-loading">
      <span className="sr-only" role="status">
        Loading your answers…
      </span>
      <div className="bg-night px-6 py-7 sm:px-8">
        <Skeleton className="h-8 w-2/3 bg-white/15" />
        <Skeleton className="mt-3 h-4 w-1/2 bg-white/10" />
      </div>
      <div className="space-y-3 px-6 py-6 sm:px-8">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-6 w-1/2" />
        <div className="grid gap-3 sm:grid-cols-2">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-20" />
          ))}
        </div>
      </div>
    </div>
  );
}
