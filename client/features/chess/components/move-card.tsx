import { Flag, TimerOff } from "lucide-react";
import type { ReactNode } from "react";
import { chessVerdict } from "@common/games/chess";
import type { ChessMoveDto } from "@common/schemas/chess";
import { verdictTone } from "@client/components/judge-verdict";
import { cn } from "@client/lib/cn";
import { maxScore } from "@client/features/chess/lib/chess-format";

/**
 * One move of the log (games.md §4.14 "Screen"): the side, the score "n/10", the verse with its KJV text, the
 * commentary, the challenge it answered (✓/✗), the challenge it set (highlighted), and the judge's checks behind a
 * disclosure. A timed-out move says so and scores 0.
 */
export function MoveCard({
  move,
  who,
  mine,
  reference,
}: {
  move: ChessMoveDto;
  /** "You", "Ruth", "Palace Bot (Normal)". */
  who: string;
  mine: boolean;
  reference: (ref: string) => ReactNode;
}) {
  const verdict = chessVerdict(move.score);
  return (
    <li
      className={cn(
        "space-y-2 rounded-xl border bg-white p-4 shadow-sm",
        mine ? "border-indigo-200" : "border-stone-200",
      )}
      data-testid="chess-move"
      data-side={move.side}
      data-timed-out={move.timedOut || undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            "rounded-full px-2.5 py-0.5 text-xs font-semibold",
            mine ? "bg-night text-white" : "bg-stone-200 text-stone-800",
          )}
          data-testid="chess-move-side"
        >
          {who}
        </span>
        <span className="text-xs text-stone-500">Move {move.ply}</span>
        <span
          className={cn(
            "ml-auto rounded-full border px-2.5 py-0.5 text-xs font-semibold",
            verdictTone[verdict],
          )}
          data-testid="chess-move-score"
        >
          {move.score}/{maxScore}
        </span>
      </div>

      {move.timedOut ? (
        <p className="flex items-center gap-2 font-medium text-red-800" data-testid="chess-move-timeout">
          <TimerOff className="size-4" aria-hidden="true" />
          Timed out
        </p>
      ) : (
        <>
          {move.ref && (
            <figure className="space-y-1">
              <figcaption className="font-semibold text-night" data-testid="chess-move-ref">
                {reference(move.ref)}
              </figcaption>
              {move.verseText && (
                <blockquote className="border-l-4 border-gold pl-3 font-serif text-stone-800 italic">
                  {move.verseText}
                </blockquote>
              )}
            </figure>
          )}
          {move.commentary && <p className="whitespace-pre-wrap text-ink">{move.commentary}</p>}
        </>
      )}

      {move.answered && (
        <p className="text-sm" data-testid="chess-move-answered" data-ok={move.answeredOk}>
          <span aria-hidden="true" className={move.answeredOk ? "text-emerald-700" : "text-red-700"}>
            {move.answeredOk ? "✓ " : "✗ "}
          </span>
          {move.answeredOk ? "Answered" : "Missed"} the challenge: {move.answered.label}
        </p>
      )}

      {move.challenge && (
        <p
          className="flex items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
          data-testid="chess-move-challenge"
        >
          <Flag className="size-4 shrink-0" aria-hidden="true" />
          <span>
            Challenge set: <strong>{move.challenge.label}</strong>
          </span>
        </p>
      )}

      {move.judgement && move.judgement.checks.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-night-light">
            How it was scored ({move.score}/{maxScore})
          </summary>
          <ul className="mt-2 space-y-1" aria-label="Checks">
            {move.judgement.checks.map((check) => (
              <li key={check.id} className="flex gap-2">
                <span aria-hidden="true" className={check.ok ? "text-emerald-700" : "text-red-700"}>
                  {check.ok ? "✓" : "✗"}
                </span>
                <span>
                  <span className="sr-only">{check.ok ? "Passed: " : "Missed: "}</span>
                  {check.label}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
