import { Flag } from "lucide-react";
import type { ChessMatchViewDto } from "@common/schemas/chess";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { isMyTurn, opponentName, scoreLine, sidesOf } from "@client/features/chess/lib/chess-format";
import { TurnClock } from "./turn-clock";

/**
 * The match header (games.md §4.14): "You 23 – 19 Ruth", the turn clock (Live and Correspondence matches; the bot
 * has none) and Resign, which asks first with the shared dialog.
 */
export function MatchHeader({
  view,
  offsetMs,
  onResign,
}: {
  view: ChessMatchViewDto;
  offsetMs: number;
  onResign: () => Promise<unknown>;
}) {
  const { match } = view;
  const score = scoreLine(view);
  const { me } = sidesOf(view);
  const deadlineAt = match.status === "active" ? (match.turn?.deadlineAt ?? null) : null;
  const mine = isMyTurn(view);
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3"
      data-testid="chess-header"
    >
      <p className="text-lg font-semibold text-night" aria-label={score.label} data-testid="chess-score">
        <span>You</span> <span className="tabular-nums">{score.mine}</span> <span aria-hidden="true">–</span>{" "}
        <span className="tabular-nums">{score.theirs}</span> <span>{score.opponent}</span>
      </p>
      <span className="text-sm text-stone-500">
        {match.movesMade[me]}/{match.movesPerSide} moves each
      </span>
      <div className="ml-auto flex items-center gap-2">
        {deadlineAt && (
          <TurnClock
            deadlineAt={deadlineAt}
            offsetMs={offsetMs}
            label={mine ? "Your clock" : `${opponentName(view)}'s clock`}
            announce={mine}
          />
        )}
        {match.status === "active" && view.viewer.side && (
          <ConfirmDialog
            title="Resign this match?"
            description={`The match ends now and counts as a loss against ${opponentName(view)}. This can't be undone.`}
            confirmLabel="Resign"
            pendingLabel="Resigning…"
            destructive
            onConfirm={onResign}
            trigger={
              <Button variant="outline" size="sm" data-testid="chess-resign">
                <Flag className="size-4" aria-hidden="true" />
                Resign
              </Button>
            }
          />
        )}
      </div>
    </div>
  );
}
