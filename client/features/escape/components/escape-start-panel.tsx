import { Play, Ticket } from "lucide-react";
import { useId, useState } from "react";
import { ESCAPE_ROOM } from "@common/games/rules";
import type { EscapeRoomDetailDto } from "@common/schemas/escape";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Checkbox } from "@client/components/ui/checkbox";
import { Label } from "@client/components/ui/label";
import { useStartEscapeAttempt } from "@client/features/escape/api/start-escape-attempt";
import { limitLabel } from "@client/features/escape/lib/escape-clock";
import { classifyEscapeError } from "@client/features/escape/lib/escape-errors";
import {
  escapeDifficultyLabels,
  escapeModeLabel,
  locksLabel,
  lockPointsLabel,
  startsLeftLabel,
  targetLabel,
} from "@client/features/escape/lib/escape-format";

/**
 * A room the member has not started (games.md §4.21) — also what a shared link opens: the room's details and a big
 * Start, which creates the member's one attempt and starts the server's clock. The free plan sees the upgrade prompt
 * in place of Start (a 402 arriving later does the same); Essential sees its starts left today and, past it, the daily-limit message. Admins on a server with test
 * hooks get the fast clock (every limit divided by 60).
 */
export function EscapeStartPanel({
  detail,
  testHooks,
  trialUsed,
}: {
  detail: EscapeRoomDetailDto;
  testHooks: boolean;
  trialUsed: boolean | undefined;
}) {
  const start = useStartEscapeAttempt();
  const [fastClock, setFastClock] = useState(false);
  const [locked, setLocked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fastClockId = useId();
  const { room } = detail;
  const rules = ESCAPE_ROOM.modes[room.mode];
  const hints = rules.hints.max[room.difficulty];
  const starts = startsLeftLabel(detail.startsLeftToday);

  const onStart = () => {
    setError(null);
    start.mutate(
      { roomId: room.id, input: fastClock ? { options: { fastClock: true } } : {} },
      {
        onError: (failure) => {
          const failed = classifyEscapeError(failure);
          if (failed.kind === "plan") setLocked(true);
          else setError(failed.message);
        },
      },
    );
  };

  return (
    <section
      className="space-y-5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      aria-label="Start this room"
      data-testid="escape-start-panel"
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label="Mode" value={escapeModeLabel(room.mode)} />
        <Fact label="Difficulty" value={escapeDifficultyLabels[room.difficulty]} />
        <Fact label={"roomTag" in room.target ? "Palace room" : "Route"} value={targetLabel(room.target)} />
        <Fact label="Locks" value={locksLabel(room.lockCount)} />
        <Fact label="Time limit" value={limitLabel(room.limitMs)} mono />
        <Fact label="Each lock" value={lockPointsLabel(rules.points)} />
        <Fact label={rules.final.label} value={lockPointsLabel(rules.final)} />
        <Fact label="Hints" value={`${hints}, −${rules.hints.cost} each`} />
      </dl>
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
        <li>
          Answer each lock with 1–{ESCAPE_ROOM.maxRefLines} references, at least{" "}
          {ESCAPE_ROOM.justificationWords} words that name the room you used, and the principle you applied.
        </li>
        <li>
          You get {ESCAPE_ROOM.attemptsPerLock} tries per lock. A partly right answer can be taken for partial
          points; after the last miss the lock breaks open with 0.
        </li>
        <li>Your clock starts when you press Start and keeps running if you leave the page.</li>
        {rules.lockCapMs !== null && (
          <li>
            Each floor is capped at {limitLabel(rules.lockCapMs)}: a floor over its cap fails and the race
            moves on.
          </li>
        )}
        <li>
          {room.ranked
            ? "This week's room is ranked: your first attempt goes on its leaderboard."
            : "Built rooms are unranked practice."}
        </li>
      </ul>
      {locked || !detail.canPlay ? (
        <UpgradePrompt feature="games.escape" trialUsed={trialUsed} />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button size="lg" onClick={onStart} busy={start.isPending} data-testid="escape-start">
            {!start.isPending && <Play className="size-4" aria-hidden="true" />}
            {room.state.kind === "resume" ? "Resume" : "Start"}
          </Button>
          {starts && (
            <span
              className="inline-flex items-center gap-1.5 text-sm font-medium text-amber-900"
              data-testid="escape-starts-left"
            >
              <Ticket className="size-4" aria-hidden="true" />
              {starts}
            </span>
          )}
          {testHooks && (
            <div className="flex items-center gap-2 rounded-md border border-dashed border-stone-300 px-3 py-2">
              <Checkbox
                id={fastClockId}
                checked={fastClock}
                onCheckedChange={(checked) => setFastClock(checked === true)}
                data-testid="escape-fast-clock"
              />
              <Label htmlFor={fastClockId} className="font-normal">
                Fast clock (test)
              </Label>
            </div>
          )}
        </div>
      )}
      {error && (
        <Alert tone="destructive" data-testid="escape-start-error">
          {error}
        </Alert>
      )}
    </section>
  );
}

function Fact({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-stone-50/60 px-3 py-2">
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className={mono ? "font-mono font-semibold text-night tabular-nums" : "font-semibold text-night"}>
        {value}
      </dd>
    </div>
  );
}
