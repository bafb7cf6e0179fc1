import { ShieldCheck } from "lucide-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { RetryAlert } from "../../../components/ui/retry-alert";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDate } from "../../../lib/dates";
import type { MyAccess } from "../api/get-my-access";
import { nextChange, planNames, sourceName } from "../lib/describe-access";

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
          <RetryAlert message="Couldn't load your access details" onRetry={() => query.refetch()} busy={query.isFetching} />
        )}
        {query.data && <AccessDetails data={query.data} />}
      </CardContent>
    </Card>
  );
}

function AccessDetails({ data: { access, timeZone } }: { data: MyAccess }) {
  const change = nextChange(access);
  return (
    <div className="space-y-3">
      <p className="text-lg">
        Your plan: <strong className="font-semibold text-night">{planNames[access.plan]}</strong>
      </p>
      {access.sources.length > 0 ? (
        <ul className="divide-y divide-stone-100 rounded-md border border-stone-200">
          {access.sources.map((source) => (
            <li key={source.kind === "grant" ? source.grantId : source.kind} className="flex flex-wrap justify-between gap-2 px-3 py-2 text-sm">
              <span className="font-medium text-ink">{sourceName(source)}</span>
              <span className="text-stone-600">
                {source.endsAt === null
                  ? source.kind === "grant"
                    ? "Lifetime"
                    : "No end date"
                  : `${source.kind === "subscription" ? "Renews or ends" : "Until"} ${formatDate(source.endsAt, timeZone)}`}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">Nothing extra is running: you have the Free plan's features.</p>
      )}
      {change && (
        <p className="text-sm text-stone-700">
          {change.sentenceName} ends on {formatDate(change.endsAt, timeZone)}; you'll move to {planNames[change.nextPlan]}.
        </p>
      )}
    </div>
  );
}
