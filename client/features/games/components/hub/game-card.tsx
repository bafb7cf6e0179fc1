import { Clock, Trophy, Users } from "lucide-react";
import type { CatalogGameDto } from "@common/schemas/games";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { cardBest, cardBestLabel, hasLeaderboard } from "@client/features/games/lib/hub-bests";
import { durationLabel, playersLabel } from "@client/features/games/lib/hub-format";
import type { OpenLeaderboard } from "./bests-section";
import { GameCardActions } from "./game-card-actions";
import { PlanLockBadge } from "./plan-lock-badge";
import { RoomBadges } from "./room-badges";
import { UnlockDialog } from "./unlock-dialog";

/**
 * One game on the hub (games.md §2.3–§2.4): icon, title, tagline, players, duration, difficulties, related
 * rooms, the member's best; the mode buttons, or — when the plan lacks the game — a lock, the plan badge and
 * Unlock. Ranked games add a small Leaderboard link.
 */
export function GameCard({
  entry,
  trialAvailable,
  onOpenLeaderboard,
}: {
  entry: CatalogGameDto;
  trialAvailable: boolean;
  onOpenLeaderboard: OpenLeaderboard;
}) {
  const { game, locked, requiredPlan } = entry;
  const best = cardBest(game, entry.personalBests);
  const headingId = `game-card-${game.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`game-card-${game.id}`}
      className={cn(
        "flex h-full flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm",
        locked ? "border-stone-200 bg-stone-50" : "border-stone-200",
      )}
    >
      <div className="flex items-start gap-3">
        <span className="text-3xl leading-none" aria-hidden="true">
          {game.icon}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-lg font-semibold text-night">
              {game.title}
            </h3>
            {locked && <PlanLockBadge requiredPlan={requiredPlan} />}
          </div>
          <p className="text-sm text-stone-600">{game.tagline}</p>
        </div>
      </div>
      <ul
        className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-600"
        aria-label="About this game"
      >
        <li className="inline-flex items-center gap-1">
          <Users className="size-3.5" aria-hidden="true" />
          {playersLabel(game.players)}
        </li>
        <li className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          {durationLabel(game.minutes)}
        </li>
      </ul>
      <ul className="flex flex-wrap gap-1.5" aria-label="Difficulties">
        {game.difficulties.map((difficulty) => (
          <li key={difficulty.id} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
            {difficulty.label}
          </li>
        ))}
      </ul>
      <RoomBadges rooms={game.rooms} />
      {best && (
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-night">
          <Trophy className="size-4 text-gold-dark" aria-hidden="true" />
          {cardBestLabel(game, best)}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        {/* §2.4's exception: the adventures' list pages can be browsed on any plan (Join hunt or Start upgrades). */}
        {locked && game.category !== "adventure" ? (
          <UnlockDialog
            title={game.title}
            feature={game.plan}
            requiredPlan={requiredPlan}
            trialAvailable={trialAvailable}
          />
        ) : (
          <GameCardActions game={game} />
        )}
        {hasLeaderboard(game) && (
          <Button variant="link" size="sm" className="text-xs" onClick={() => onOpenLeaderboard(game)}>
            <Trophy className="size-3.5" aria-hidden="true" />
            Leaderboard<span className="sr-only">: {game.title}</span>
          </Button>
        )}
      </div>
    </article>
  );
}
