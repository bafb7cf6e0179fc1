import { Users } from "lucide-react";
import { cn } from "@client/lib/cn";

/** What `useOnlineCount()` returns; these components only draw it. */
export type OnlineCountProps = {
  /** `undefined` until the first answer: a skeleton holds the place. */
  count: number | undefined;
  /** After 3 failed refreshes in a row: nothing is shown until the page is reloaded. */
  hidden: boolean;
  className?: string;
};

const number = new Intl.NumberFormat();

/** The landing hero's pill "{n} online now" (screens §2.1), for a dark background. */
export function OnlineNowPill({ count, hidden, className }: OnlineCountProps) {
  if (hidden) return null;
  if (count === undefined) {
    return (
      <span
        aria-hidden="true"
        data-testid="online-now-skeleton"
        className={cn("inline-block h-7 w-32 animate-pulse rounded-full bg-white/15", className)}
      />
    );
  }
  return (
    <p
      data-testid="online-now"
      className={cn(
        "inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm text-indigo-100",
        className,
      )}
    >
      <span className="relative flex size-2" aria-hidden="true">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2 rounded-full bg-emerald-400" />
      </span>
      {`${number.format(count)} online now`}
    </p>
  );
}

/** The top bar's counter: people icon and "{n} active", for the dark bar. */
export function ActiveUsersCount({ count, hidden, className }: OnlineCountProps) {
  if (hidden) return null;
  if (count === undefined) {
    return (
      <span
        aria-hidden="true"
        data-testid="active-users-skeleton"
        className={cn("inline-block h-5 w-16 animate-pulse rounded bg-white/15", className)}
      />
    );
  }
  return (
    <span
      data-testid="active-users"
      title="Members active in the last 5 minutes"
      className={cn("inline-flex items-center gap-1.5 text-sm text-indigo-100", className)}
    >
      <Users className="size-4" aria-hidden="true" />
      {`${number.format(count)} active`}
    </span>
  );
}
