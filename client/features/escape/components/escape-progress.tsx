import type { EscapeLockSummaryDto } from "@common/schemas/escape";
import { cn } from "@client/lib/cn";
import { lockStatusView } from "@client/features/escape/lib/escape-format";

const tones: Record<EscapeLockSummaryDto["status"], string> = {
  perfect: "bg-emerald-500",
  partial: "bg-amber-400",
  broken: "bg-red-400",
  timed_out: "bg-red-300",
  open: "bg-night-light animate-pulse motion-reduce:animate-none",
  waiting: "bg-stone-200",
};

/** The locks as a segmented progress bar: one segment per lock, coloured by how it closed. */
export function EscapeProgress({ locks }: { locks: EscapeLockSummaryDto[] }) {
  const closed = locks.filter((lock) => lock.status !== "open" && lock.status !== "waiting").length;
  return (
    <div
      role="progressbar"
      aria-label="Locks closed"
      aria-valuemin={0}
      aria-valuemax={locks.length}
      aria-valuenow={closed}
      aria-valuetext={`${closed} of ${locks.length} locks closed`}
      className="flex h-2.5 w-full gap-1"
      data-testid="escape-progress"
    >
      {locks.map((lock) => (
        <span
          key={lock.lockNo}
          title={`Lock ${lock.lockNo}: ${lockStatusView(lock.status).label}`}
          className={cn("h-full flex-1 rounded-full", tones[lock.status])}
        />
      ))}
    </div>
  );
}
