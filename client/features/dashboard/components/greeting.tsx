import type { ProfileDto } from "@common/schemas/profile";
import { Skeleton } from "@client/components/ui/skeleton";
import { formatLongDate } from "@client/lib/dates";
import type { QueryState } from "@client/lib/query-state";

/**
 * Widget 1: "Welcome back, {display name}" and today's date in the member's time zone. If the
 * profile cannot load, it greets with the session's name and the browser's date instead of a
 * second error box (the plan banner below shows the error and the retry for the same request).
 */
export function Greeting({
  profile,
  sessionName,
}: {
  profile: QueryState<ProfileDto>;
  sessionName: string | undefined;
}) {
  if (profile.isPending) {
    return (
      <header className="space-y-2" data-testid="greeting-loading">
        <h1 className="sr-only">Dashboard</h1>
        <Skeleton className="h-9 w-72 max-w-full" />
        <Skeleton className="h-4 w-48" />
      </header>
    );
  }
  const name = profile.data?.displayName ?? sessionName;
  return (
    <header>
      <h1 className="text-3xl font-semibold text-night sm:text-4xl">
        {name ? `Welcome back, ${name}` : "Welcome back"}
      </h1>
      <p className="mt-1 text-stone-600" data-testid="today">
        {formatLongDate(new Date(), profile.data?.timeZone)}
      </p>
    </header>
  );
}
