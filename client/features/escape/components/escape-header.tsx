import { Lightbulb, Star } from "lucide-react";
import type { EscapeAttemptDto, EscapeRoomCardDto } from "@common/schemas/escape";
import {
  escapeModeLabel,
  hintsLabel,
  ptsLabel,
  targetLabel,
} from "@client/features/escape/lib/escape-format";
import { DifficultyBadge } from "./difficulty-badge";
import { EscapeCountdown } from "./escape-countdown";
import { EscapeProgress } from "./escape-progress";

/**
 * The play page's header (games.md §4.21): the title, mode, difficulty and room; during an attempt the countdown
 * from the server's deadline (red under 5:00), the points so far, "Hints 1/2 used" and the locks as a progress bar.
 */
export function EscapeHeader({
  room,
  attempt,
  offsetMs,
  onExpire,
}: {
  room: EscapeRoomCardDto;
  attempt: EscapeAttemptDto | null;
  offsetMs: number;
  onExpire: () => void;
}) {
  return (
    <header className="space-y-3" data-testid="escape-header">
      <div className="flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={room.difficulty} />
        <span className="text-xs font-medium tracking-wide text-stone-600 uppercase">
          {escapeModeLabel(room.mode)}
        </span>
        <span className="text-xs text-stone-600">· {targetLabel(room.target)}</span>
        <span className="text-xs text-stone-600">· {room.ranked ? "Ranked" : "Unranked"}</span>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-serif text-3xl font-semibold text-night">{room.title}</h1>
        {attempt?.status === "active" && (
          <EscapeCountdown deadlineAt={attempt.deadlineAt} offsetMs={offsetMs} onExpire={onExpire} />
        )}
      </div>
      {attempt && (
        <>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
            <span className="inline-flex items-center gap-1" data-testid="escape-score">
              <Star className="size-4 text-gold-dark" aria-hidden="true" />
              <span className="font-semibold text-night">{ptsLabel(attempt.score)}</span>
            </span>
            <span className="inline-flex items-center gap-1" data-testid="escape-hints-used">
              <Lightbulb className="size-4 text-amber-700" aria-hidden="true" />
              {hintsLabel(attempt.hintsUsed, attempt.hintsMax)}
            </span>
          </p>
          <EscapeProgress locks={attempt.locks} />
        </>
      )}
    </header>
  );
}
