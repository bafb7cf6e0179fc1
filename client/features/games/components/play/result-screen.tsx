import { Bot, Medal, RotateCcw, Trophy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { GameDef } from "@common/games/registry";
import type { GameResultDto, RunDto } from "@common/schemas/games";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { hasLeaderboard } from "@client/features/games/lib/hub-bests";
import { bestLine, botTotals, pointsLine, resultStats } from "@client/features/games/lib/play-result";
import { LeaderboardDialog } from "@client/features/games/components/hub/leaderboard-dialog";

/**
 * A finished run (games.md §3.8, §3.9, §4.0 result screen): the title, score, the game's counts, time, a new
 * personal best, points (or the daily cap), bot totals; then Play again, Leaderboard and More games.
 */
export function ResultScreen({
  game,
  run,
  result,
  onPlayAgain,
  starting,
}: {
  game: GameDef;
  run: RunDto;
  result: GameResultDto;
  onPlayAgain: () => void;
  starting: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [boardOpen, setBoardOpen] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const best = bestLine(result);
  const bot = botTotals(result);
  return (
    <section
      className="space-y-5 rounded-xl border border-stone-200 bg-white p-5 text-center shadow-sm sm:p-8"
      aria-labelledby="game-result-title"
      data-testid="game-result"
    >
      <Trophy
        className={cn("mx-auto size-12", result.won ? "text-gold-dark" : "text-stone-400")}
        aria-hidden="true"
      />
      <h2
        id="game-result-title"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold text-night focus:outline-none sm:text-3xl"
      >
        {result.title}
      </h2>
      <dl className="mx-auto grid max-w-md grid-cols-2 gap-3 text-left">
        {resultStats(result).map((stat) => (
          <div key={stat.id} className="rounded-lg bg-parchment px-3 py-2">
            <dt className="text-xs font-medium text-stone-600">{stat.label}</dt>
            <dd className="text-lg font-semibold text-night tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
      {bot && (
        <p className="flex items-center justify-center gap-2 font-medium" data-testid="bot-totals">
          <Bot className="size-5" aria-hidden="true" />
          You {bot.you} · Bot {bot.bot} {bot.unit}
        </p>
      )}
      {best && (
        <p
          className="flex items-center justify-center gap-2 font-semibold text-emerald-800"
          data-testid="new-best"
        >
          <Medal className="size-5" aria-hidden="true" />
          {best}
        </p>
      )}
      <p className={cn("font-medium", result.pointsCapped ? "text-stone-600" : "text-night")}>
        {pointsLine(result)}
      </p>
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        <Button busy={starting} onClick={onPlayAgain}>
          {!starting && <RotateCcw className="size-4" aria-hidden="true" />}
          Play again
        </Button>
        {hasLeaderboard(game) ? (
          <Button variant="outline" onClick={() => setBoardOpen(true)}>
            Leaderboard
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to="/games">Leaderboard</Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to="/games">More games</Link>
        </Button>
      </div>
      {hasLeaderboard(game) && (
        <LeaderboardDialog
          game={game}
          initialMode={run.mode}
          initialDifficulty={run.difficulty}
          open={boardOpen}
          onOpenChange={setBoardOpen}
        />
      )}
    </section>
  );
}
