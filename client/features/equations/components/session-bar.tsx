import { type SessionTally, sessionLine } from "../lib/session-tally";

/** "This session: {points} points · {n} solved" — announced politely as it changes. */
export function SessionBar({ tally }: { tally: SessionTally }) {
  return (
    <p
      aria-live="polite"
      className="rounded-lg bg-night px-4 py-2 text-sm font-medium text-white"
      data-testid="equations-session"
    >
      {sessionLine(tally)}
    </p>
  );
}
