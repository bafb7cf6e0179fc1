import { Play, RotateCcw } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import type { GameDef, GameModeId } from "@common/games/registry";
import { gameHref } from "@common/games/registry";
import { gameMessages } from "@common/games/messages";
import type { ResumableRunDto } from "@common/schemas/games";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Checkbox } from "@client/components/ui/checkbox";
import { Label } from "@client/components/ui/label";
import { cn } from "@client/lib/cn";
import { rulesTextFor } from "@client/features/games/lib/play-rules-text";
import { HowToPlayDialog } from "./how-to-play-dialog";

/**
 * The setup screen (games.md §4.0, §4.12–§4.18): modes, difficulty, the rules in two lines with How to play, and
 * Start; with Resume or New game when the member left a run of this game unfinished.
 */
export function GameSetup({
  game,
  mode,
  difficulty,
  onDifficulty,
  onStart,
  starting,
  error,
  resumable,
  onResume,
  locked,
  fastClock,
}: {
  game: GameDef;
  mode: GameModeId;
  difficulty: string;
  onDifficulty: (difficulty: string) => void;
  onStart: () => void;
  starting: boolean;
  /** The last start's refusal (429 and others; a 402 is shown by the page as the upgrade prompt). */
  error: string | null;
  resumable: ResumableRunDto | null;
  onResume: (run: ResumableRunDto) => void;
  /** The upgrade prompt, shown in place of Start when the plan lacks the game. */
  locked: ReactNode;
  /** Admins on a non-production server: the fast clock test hook (games.md §3.13). */
  fastClock?: { checked: boolean; onChange: (checked: boolean) => void } | null;
}) {
  const rules = rulesTextFor(game.id);
  const difficultyLegend = useId();
  const fastClockId = useId();
  return (
    <section className="space-y-5" aria-label="Game setup" data-testid="game-setup">
      {game.modes.length > 1 && (
        <nav aria-label="Modes" className="flex flex-wrap gap-2">
          {game.modes.map((option) => (
            <Link
              key={option.id}
              to={gameHref(game, option.id)}
              replace
              aria-current={option.id === mode ? "page" : undefined}
              className={cn(
                "rounded-full border px-4 py-1.5 text-sm font-medium",
                option.id === mode
                  ? "border-night bg-night text-white"
                  : "border-stone-300 bg-white text-ink hover:bg-stone-50",
              )}
            >
              {option.label}
            </Link>
          ))}
        </nav>
      )}

      <div className="space-y-1 text-stone-700">
        {rules.summary.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>

      {locked ?? (
        <>
          <fieldset className="space-y-2">
            <legend id={difficultyLegend} className="text-sm font-medium text-stone-800">
              Difficulty
            </legend>
            <div className="flex flex-wrap gap-2">
              {game.difficulties.map((option) => (
                <label
                  key={option.id}
                  className={cn(
                    "cursor-pointer rounded-md border px-4 py-2 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-dark",
                    option.id === difficulty
                      ? "border-night bg-indigo-50 text-night"
                      : "border-stone-300 bg-white text-ink hover:bg-stone-50",
                  )}
                >
                  <input
                    type="radio"
                    name="difficulty"
                    value={option.id}
                    checked={option.id === difficulty}
                    onChange={() => onDifficulty(option.id)}
                    className="sr-only"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>

          {resumable && (
            <div
              className="space-y-3 rounded-lg border border-indigo-200 bg-indigo-50 p-4 text-indigo-950"
              data-testid="resume-offer"
            >
              <p>
                You have an unfinished game
                {resumable.roundNo !== null && resumable.total !== null
                  ? ` (round ${resumable.roundNo} of ${resumable.total})`
                  : ""}
                . Pick up where you left off, or start again.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => onResume(resumable)}>
                  <RotateCcw className="size-4" aria-hidden="true" />
                  Resume
                </Button>
                <Button variant="outline" busy={starting} onClick={onStart}>
                  {gameMessages.newGame}
                </Button>
              </div>
            </div>
          )}

          {fastClock && (
            <div className="flex items-center gap-2 rounded-md border border-dashed border-stone-300 p-3">
              <Checkbox
                id={fastClockId}
                checked={fastClock.checked}
                onCheckedChange={(checked) => fastClock.onChange(checked === true)}
              />
              <Label htmlFor={fastClockId} className="font-normal">
                Fast clock (admin test hook): every time limit divided by 60
              </Label>
            </div>
          )}

          {error && <Alert tone="destructive">{error}</Alert>}

          <div className="flex flex-wrap gap-2">
            {!resumable && (
              <Button size="lg" busy={starting} onClick={onStart} data-testid="game-start">
                {!starting && <Play className="size-4" aria-hidden="true" />}
                Start
              </Button>
            )}
            <HowToPlayDialog game={game} />
          </div>
        </>
      )}
    </section>
  );
}
