import { Trophy } from "lucide-react";
import { findGame, type GameDef } from "@common/games/registry";
import type { PersonalBestDto } from "@common/schemas/games";
import { Card } from "@client/components/ui/card";
import { formatDate } from "@client/lib/dates";
import { hasLeaderboard } from "@client/features/games/lib/hub-bests";
import { formatMetric, labelOf } from "@client/features/games/lib/hub-format";

const BESTS_SHOWN = 8;

export type OpenLeaderboard = (game: GameDef, mode?: string, difficulty?: string) => void;

/** "Your bests" (games.md §2.1 item 4): the latest personal bests; each opens that game's leaderboard. */
export function BestsSection({
  bests,
  onOpenLeaderboard,
}: {
  bests: readonly PersonalBestDto[];
  onOpenLeaderboard: OpenLeaderboard;
}) {
  return (
    <section aria-labelledby="hub-bests">
      <h2 id="hub-bests" className="mb-3 text-xl font-semibold text-night">
        Your bests
      </h2>
      {bests.length === 0 ? (
        <p className="text-sm text-stone-600">
          No personal bests yet. Finish a ranked game to set your first.
        </p>
      ) : (
        <Card className="p-2">
          <ul className="grid gap-1 sm:grid-cols-2">
            {bests.slice(0, BESTS_SHOWN).map((best) => (
              <BestRow
                key={`${best.gameId}/${best.mode}/${best.difficulty}`}
                best={best}
                onOpenLeaderboard={onOpenLeaderboard}
              />
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}

function BestRow({ best, onOpenLeaderboard }: { best: PersonalBestDto; onOpenLeaderboard: OpenLeaderboard }) {
  const game = findGame(best.gameId);
  const title = game?.title ?? best.gameId;
  const mode = game ? labelOf(game.modes, best.mode) : best.mode;
  const difficulty = game ? labelOf(game.difficulties, best.difficulty) : best.difficulty;
  const metric = game?.leaderboard?.metric ?? "score";
  const value = metric === "score" ? best.bestScore.toLocaleString() : formatMetric(best.bestMetric, metric);
  const body = (
    <>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-night">{title}</span>
        <span className="block text-xs text-stone-600">
          {mode} · {difficulty} · {formatDate(best.achievedAt)}
        </span>
      </span>
      <span className="shrink-0 text-lg font-semibold text-night tabular-nums">{value}</span>
    </>
  );
  const rowClass = "flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left";
  return (
    <li>
      {game?.live && hasLeaderboard(game) ? (
        <button
          type="button"
          className={`${rowClass} cursor-pointer hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-night`}
          aria-label={`${title}, ${mode}, ${difficulty}: best ${value}. Open the leaderboard`}
          onClick={() => onOpenLeaderboard(game, best.mode, best.difficulty)}
        >
          <Trophy className="size-4 shrink-0 text-gold-dark" aria-hidden="true" />
          {body}
        </button>
      ) : (
        <div className={rowClass}>
          <Trophy className="size-4 shrink-0 text-gold-dark" aria-hidden="true" />
          {body}
        </div>
      )}
    </li>
  );
}
