import { DoorClosed } from "lucide-react";
import { escapeModes } from "@common/games/rules";
import { escapeModeLabel, modeSummary } from "@client/features/escape/lib/escape-format";

/**
 * The list page's header (games.md §4.21): what an escape room is, in one paragraph, and the three modes in one line
 * each, worded from the rules table the server plays by (locks, time, points, hints).
 */
export function EscapeListHeader() {
  return (
    <header className="space-y-4">
      <h1 className="inline-flex items-center gap-2 font-serif text-3xl font-semibold text-night">
        <DoorClosed className="size-7 text-gold-dark" aria-hidden="true" />
        Escape Rooms
      </h1>
      <p className="max-w-3xl text-stone-700">
        An escape room is a run of locks against the clock. Each lock is a puzzle you open with Scripture:
        give the verses that answer it, say in your own words which palace room you used, and pick the
        principle you applied. Perfect answers earn full points, close ones can be taken as partial, and three
        misses break a lock open with nothing. Open every lock before the doors seal and the minutes you have
        left become a bonus.
      </p>
      <dl className="grid gap-2 sm:grid-cols-3" data-testid="escape-modes">
        {escapeModes.map((mode) => (
          <div key={mode} className="rounded-lg border border-stone-200 bg-white p-3">
            <dt className="font-semibold text-night">{escapeModeLabel(mode)}</dt>
            <dd className="text-sm text-stone-700">{modeSummary(mode)}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
