import type { UseQueryResult } from "@tanstack/react-query";
import { formatDate } from "@client/lib/dates";
import type { MyAccess } from "@client/lib/api/get-my-access";

/** One line telling a member where they stand, from the plan the server computed. */
export function describeAccess({ access, timeZone }: MyAccess): string {
  const subscription = access.sources.find((source) => source.kind === "subscription");
  const student = access.sources.find((source) => source.kind === "student");
  const trial = access.sources.find((source) => source.kind === "trial");
  if (subscription)
    return `You're subscribed to ${subscription.plan === "premium" ? "Premium" : "Essential"}.`;
  if (student) return `You have free student Premium until ${formatDate(student.endsAt, timeZone)}.`;
  if (trial) return `Your free trial gives you Premium until ${formatDate(trial.endsAt, timeZone)}.`;
  return access.trialUsed
    ? "You're on the Free plan."
    : "You're on the Free plan, and your 7-day free trial is ready when you are.";
}

export function AccessSummary({ query }: { query: UseQueryResult<MyAccess> }) {
  if (query.isPending) {
    return <span className="inline-block h-5 w-64 animate-pulse rounded bg-white/15" aria-hidden="true" />;
  }
  if (query.isError) {
    return (
      <span role="alert">
        Couldn't load your plan.{" "}
        <button
          type="button"
          className="cursor-pointer font-medium underline underline-offset-2"
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      </span>
    );
  }
  return <span data-testid="access-summary">{describeAccess(query.data)}</span>;
}
