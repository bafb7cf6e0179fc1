import { Flag, Handshake, Plus, RotateCcw, Trophy } from "lucide-react";
import { Link } from "react-router";
import type { ChessMatchViewDto } from "@common/schemas/chess";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import {
  pointsLine,
  resultDetail,
  resultHeadline,
  scoreLine,
  setupHref,
} from "@client/features/chess/lib/chess-format";

/**
 * The end of a match (games.md §4.14): "You win!", "You lose" or "Draw", the scores, how it ended (all moves played,
 * a resignation, a forfeit on time), the points earned, and Play again (same settings) or New match.
 */
export function MatchResult({
  view,
  onPlayAgain,
  starting,
  error,
}: {
  view: ChessMatchViewDto;
  onPlayAgain: () => void;
  starting: boolean;
  error: string | null;
}) {
  const headline = resultHeadline(view);
  const score = scoreLine(view);
  const points = view.viewer.side ? pointsLine(view.viewer.points) : null;
  const Icon = headline === "You win!" ? Trophy : headline === "Draw" ? Handshake : Flag;
  return (
    <section
      aria-labelledby="chess-result"
      className={cn(
        "space-y-3 rounded-xl border p-5",
        headline === "You win!"
          ? "border-emerald-300 bg-emerald-50"
          : headline === "You lose"
            ? "border-stone-300 bg-stone-50"
            : "border-amber-300 bg-amber-50",
      )}
      data-testid="chess-result"
    >
      <div className="flex items-center gap-3">
        <Icon
          className={cn("size-8", headline === "You win!" ? "text-gold-dark" : "text-stone-500")}
          aria-hidden="true"
        />
        <h2 id="chess-result" className="font-serif text-3xl font-semibold text-night">
          {headline}
        </h2>
      </div>
      <p className="text-lg font-semibold text-night" data-testid="chess-result-score">
        {score.label}
      </p>
      <p className="text-stone-700" data-testid="chess-result-detail">
        {resultDetail(view)}
      </p>
      {points && (
        <p className="font-medium text-night" data-testid="chess-result-points">
          {points}
        </p>
      )}
      {error && <Alert tone="destructive">{error}</Alert>}
      {view.viewer.side && (
        <div className="flex flex-wrap gap-2">
          <Button busy={starting} onClick={onPlayAgain} data-testid="chess-play-again">
            {!starting && <RotateCcw className="size-4" aria-hidden="true" />}
            Play again
          </Button>
          <Button asChild variant="outline">
            <Link to={setupHref(view.match.opponentKind === "bot" ? "bot" : "pvp")}>
              <Plus className="size-4" aria-hidden="true" />
              New match
            </Link>
          </Button>
        </div>
      )}
    </section>
  );
}
