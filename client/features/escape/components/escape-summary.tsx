import { DoorClosed, DoorOpen, RotateCcw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { EscapeAttemptDto } from "@common/schemas/escape";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { useReplayEscapeRoom } from "@client/features/escape/api/replay-escape-room";
import { formatElapsed } from "@client/features/escape/lib/escape-clock";
import { classifyEscapeError } from "@client/features/escape/lib/escape-errors";
import { escapeRoomHref, lockStatusView, ptsLabel } from "@client/features/escape/lib/escape-format";
import { EscapeLeaderboard } from "./escape-leaderboard";

/**
 * The end of an attempt (games.md §4.21): Escaped or "The doors sealed"; each lock (✓ perfect, ◐ partial, ✗ broken
 * or timed out) with its points and expected references; the hints used, the time, the total with the escape bonus,
 * the points earned, the room's biblical conclusion and, for a ranked room, its leaderboard. More rooms, and Play
 * again — the same locks as a new room of the member's own (a replay is unranked practice), opened at its Start.
 */
export function EscapeSummary({
  attempt,
  reference,
  trialUsed,
}: {
  attempt: EscapeAttemptDto;
  reference: (ref: string) => ReactNode;
  trialUsed: boolean | undefined;
}) {
  const navigate = useNavigate();
  const replay = useReplayEscapeRoom();
  const [locked, setLocked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const escaped = attempt.status === "escaped";
  const summary = attempt.summary;
  const closed = attempt.locks.filter(
    (lock) => lock.status === "perfect" || lock.status === "partial",
  ).length;

  const playAgain = () => {
    setError(null);
    replay.mutate(attempt.room.id, {
      onSuccess: (room) => void navigate(escapeRoomHref(room.id)),
      onError: (failure) => {
        const failed = classifyEscapeError(failure);
        if (failed.kind === "plan") setLocked(true);
        else setError(failed.message);
      },
    });
  };

  return (
    <section
      aria-labelledby="escape-summary-title"
      data-testid="escape-summary"
      data-status={attempt.status}
      className={cn(
        "space-y-5 rounded-xl border p-5 shadow-sm sm:p-6",
        escaped ? "border-gold-dark/60 bg-amber-50/60" : "border-stone-300 bg-white",
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            "flex size-12 shrink-0 items-center justify-center rounded-full",
            escaped ? "bg-gold text-night" : "bg-stone-200 text-stone-700",
          )}
          aria-hidden="true"
        >
          {escaped ? <DoorOpen className="size-6" /> : <DoorClosed className="size-6" />}
        </span>
        <div>
          <h2
            id="escape-summary-title"
            tabIndex={-1}
            className="font-serif text-2xl font-semibold text-night"
          >
            {escaped ? "Escaped" : "The doors sealed"}
          </h2>
          <p className="text-stone-700">
            {escaped
              ? `You finished all ${attempt.locks.length} locks before the doors sealed.`
              : `The time ran out with ${closed} of ${attempt.locks.length} locks opened. Your points are kept, without the escape bonus.`}
          </p>
        </div>
      </div>

      {summary && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="escape-summary-stats">
          <Stat
            label="Total"
            value={ptsLabel(summary.total)}
            detail={summary.bonus > 0 ? `incl. +${summary.bonus} escape bonus` : undefined}
          />
          <Stat label="Time" value={formatElapsed(summary.elapsedMs)} />
          <Stat
            label="Hints used"
            value={`${attempt.hintsUsed} of ${attempt.hintsMax}${attempt.hintsUsed > 0 ? ` (−${attempt.hintsUsed * attempt.hintCost})` : ""}`}
          />
          <Stat label="Points earned" value={`+${summary.points}`} />
          {summary.rank !== null && <Stat label="Rank" value={`#${summary.rank}`} />}
        </dl>
      )}

      <ol
        className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white"
        data-testid="escape-summary-locks"
      >
        {attempt.locks.map((lock) => {
          const view = lockStatusView(lock.status);
          return (
            <li key={lock.lockNo} className="flex gap-3 px-3 py-2.5 text-sm" data-status={lock.status}>
              <span
                aria-hidden="true"
                className={cn(
                  "w-5 text-center text-lg leading-5",
                  lock.status === "perfect"
                    ? "text-emerald-700"
                    : lock.status === "partial"
                      ? "text-amber-700"
                      : "text-red-700",
                )}
              >
                {view.mark}
              </span>
              <div className="min-w-0 flex-1 space-y-0.5">
                <p className="font-medium text-night">
                  Lock {lock.lockNo} · {lock.roomName}{" "}
                  <span className="rounded bg-stone-100 px-1 text-xs font-semibold text-stone-700">
                    {lock.roomTag}
                  </span>
                </p>
                <p className="text-stone-600">
                  {view.label}
                  {lock.expectedRefs && lock.expectedRefs.length > 0 && (
                    <>
                      {" · "}
                      {lock.expectedRefs.map((ref, index) => (
                        <span key={ref}>
                          {index > 0 && ", "}
                          {reference(ref)}
                        </span>
                      ))}
                    </>
                  )}
                </p>
                {lock.conclusionLine && <p className="text-stone-600 italic">{lock.conclusionLine}</p>}
              </div>
              <span className="font-semibold text-night tabular-nums">{ptsLabel(lock.points)}</span>
            </li>
          );
        })}
      </ol>

      {summary?.conclusion && (
        <p className="leading-relaxed text-stone-800" data-testid="escape-conclusion">
          {summary.conclusion}
        </p>
      )}

      {attempt.room.ranked && summary?.ranked !== false && <EscapeLeaderboard roomId={attempt.room.id} />}

      {locked && <UpgradePrompt feature="games.escape" trialUsed={trialUsed} />}
      {error && <Alert tone="destructive">{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/escape-room">More rooms</Link>
        </Button>
        <Button variant="outline" onClick={playAgain} busy={replay.isPending} data-testid="escape-play-again">
          {!replay.isPending && <RotateCcw className="size-4" aria-hidden="true" />}
          Play again
        </Button>
      </div>
    </section>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: string | undefined }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-white px-3 py-2">
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className="font-semibold text-night tabular-nums">
        {value}
        {detail && <span className="block text-xs font-normal text-stone-600">{detail}</span>}
      </dd>
    </div>
  );
}
