import { ShieldCheck } from "lucide-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { formatDate } from "@client/lib/dates";
import type { MyAccess } from "@client/lib/api/get-my-access";
import { nextChange, planNames, sourceName } from "../lib/describe-access";
import { subscriptionEndWording } from "@common/domain/plan-status";
import type { AccessSource, UpcomingGrant } from "@common/policies/effective-plan";

/** (1) Your access: the effective plan, each source with its end, and the next change (screens §3.3). */
export function YourAccessCard({ query }: { query: UseQueryResult<MyAccess> }) {
  return (
    <Card aria-labelledby="your-access-title" data-testid="your-access">
      <CardHeader>
        <CardTitle id="your-access-title" className="flex items-center gap-2 text-xl">
          <ShieldCheck className="size-5 text-night-light" aria-hidden="true" />
          Your access
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending && (
          <div className="space-y-2" aria-busy="true" aria-label="Loading your access">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-4 w-64" />
            <Skeleton className="h-4 w-56" />
          </div>
        )}
        {query.isError && (
          <RetryAlert
            message="Couldn't load your access details"
            onRetry={() => query.refetch()}
            busy={query.isFetching}
          />
        )}
        {query.data && <AccessDetails data={query.data} />}
      </CardContent>
    </Card>
  );
}

function sourceDates(source: AccessSource, timeZone: string): string {
  if (source.endsAt === null) return source.kind === "grant" ? "Lifetime" : "No end date";
  const date = formatDate(source.endsAt, timeZone);
  if (source.kind === "subscription")
    return subscriptionEndWording(
      { cancelAtPeriodEnd: source.cancelAtPeriodEnd, pastDue: source.status === "past_due" },
      date,
    );
  return `Until ${date}`;
}

function upcomingDates(grant: UpcomingGrant, timeZone: string): string {
  const starts = `Starts on ${formatDate(grant.startsAt, timeZone)}`;
  return grant.endsAt === null
    ? `${starts} · Lifetime`
    : `${starts} · Until ${formatDate(grant.endsAt, timeZone)}`;
}

function AccessDetails({ data: { access, timeZone } }: { data: MyAccess }) {
  const change = nextChange(access);
  const upcoming = access.upcoming;
  return (
    <div className="space-y-3">
      <p className="text-lg">
        Your plan: <strong className="font-semibold text-night">{planNames[access.plan]}</strong>
      </p>
      {access.sources.length > 0 ? (
        <ul className="divide-y divide-stone-100 rounded-md border border-stone-200">
          {access.sources.map((source) => (
            <li
              key={source.kind === "grant" ? source.grantId : source.kind}
              className="flex flex-wrap justify-between gap-2 px-3 py-2 text-sm"
            >
              <span className="font-medium text-ink">{sourceName(source)}</span>
              <span className="text-stone-600">{sourceDates(source, timeZone)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">Nothing extra is running: you have the Free plan's features.</p>
      )}
      {upcoming.length > 0 && (
        <section aria-labelledby="upcoming-access-title" className="space-y-1">
          <h3 id="upcoming-access-title" className="text-sm font-semibold text-ink">
            Coming up
          </h3>
          <ul
            className="divide-y divide-stone-100 rounded-md border border-dashed border-stone-300"
            data-testid="upcoming-access"
          >
            {upcoming.map((grant) => (
              <li key={grant.grantId} className="flex flex-wrap justify-between gap-2 px-3 py-2 text-sm">
                <span className="font-medium text-ink">{sourceName(grant)}</span>
                <span className="text-stone-600">{upcomingDates(grant, timeZone)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {change && (
        <p className="text-sm text-stone-700">
          {change.renews
            ? `${change.sentenceName} renews on ${formatDate(change.endsAt, timeZone)}.`
            : `${change.sentenceName} ends on ${formatDate(change.endsAt, timeZone)}; you'll move to ${planNames[change.nextPlan]}.`}
        </p>
      )}
    </div>
  );
}
