import * as Tabs from "@radix-ui/react-tabs";
import { useId, useState } from "react";
import type { GameDef } from "@common/games/registry";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { Label } from "@client/components/ui/label";
import type { LeaderboardPeriod } from "@client/features/games/api/get-game-leaderboard";
import { LeaderboardBoard } from "./leaderboard-board";

type RankedGame = GameDef & { leaderboard: NonNullable<GameDef["leaderboard"]> };

const periods: ReadonlyArray<{ id: LeaderboardPeriod; label: string }> = [
  { id: "today", label: "Today" },
  { id: "week", label: "This week" },
  { id: "all", label: "All time" },
];

const tabClass =
  "flex-1 cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-stone-600 hover:text-night focus-visible:outline-2 focus-visible:outline-night data-[state=active]:bg-white data-[state=active]:text-night data-[state=active]:shadow-sm";
const selectClass =
  "h-9 w-full rounded-md border border-stone-300 bg-white px-2 text-sm text-ink focus:border-night-light focus:outline-none focus:ring-2 focus:ring-night-light/30";

const pick = (options: ReadonlyArray<{ id: string }>, wanted: string | undefined, fallback?: string) =>
  options.find((option) => option.id === wanted)?.id ??
  options.find((option) => option.id === fallback)?.id ??
  options[0]?.id ??
  null;

/**
 * A game's leaderboard (games.md §2.3, §3.9): Today / This week / All time, and the mode and difficulty pickers
 * the game ranks by (its `partitionBy`). Opened from a card's Leaderboard link or a "Your bests" row, which
 * preselects that best's mode and difficulty. The page mounts a fresh one (by key) for each opening.
 */
export function LeaderboardDialog({
  game,
  initialMode,
  initialDifficulty,
  open,
  onOpenChange,
}: {
  game: RankedGame;
  initialMode?: string;
  initialDifficulty?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const modeId = useId();
  const difficultyId = useId();
  const byMode = game.leaderboard.partitionBy.includes("mode");
  const byDifficulty = game.leaderboard.partitionBy.includes("difficulty");
  const [period, setPeriod] = useState<LeaderboardPeriod>("all");
  const [mode, setMode] = useState(() => (byMode ? pick(game.modes, initialMode) : null));
  const [difficulty, setDifficulty] = useState(() =>
    byDifficulty ? pick(game.difficulties, initialDifficulty, "normal") : null,
  );
  const periodLabel = periods.find((p) => p.id === period)?.label ?? "";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent layout="sheet" closeLabel="Close leaderboard">
        <DialogHeader>
          <DialogTitle>{game.title} leaderboard</DialogTitle>
          <DialogDescription>
            Ranked results only; each player appears once, with their best.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-4">
          {(mode !== null || difficulty !== null) && (
            <div className="grid grid-cols-2 gap-3">
              {mode !== null && (
                <div className="space-y-1">
                  <Label htmlFor={modeId}>Mode</Label>
                  <select
                    id={modeId}
                    className={selectClass}
                    value={mode}
                    onChange={(e) => setMode(e.target.value)}
                  >
                    {game.modes.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              {difficulty !== null && (
                <div className="space-y-1">
                  <Label htmlFor={difficultyId}>Difficulty</Label>
                  <select
                    id={difficultyId}
                    className={selectClass}
                    value={difficulty}
                    onChange={(e) => setDifficulty(e.target.value)}
                  >
                    {game.difficulties.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </div>
          )}
          <Tabs.Root value={period} onValueChange={(value) => setPeriod(value as LeaderboardPeriod)}>
            <Tabs.List aria-label="Period" className="mb-3 flex gap-1 rounded-lg bg-stone-100 p-1">
              {periods.map((option) => (
                <Tabs.Trigger key={option.id} value={option.id} className={tabClass}>
                  {option.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value={period} tabIndex={-1} className="focus:outline-none">
              <LeaderboardBoard
                gameId={game.id}
                selection={{ period, mode, difficulty }}
                metric={game.leaderboard.metric}
                caption={`${game.title}, top 10, ${periodLabel.toLowerCase()}`}
              />
            </Tabs.Content>
          </Tabs.Root>
        </div>
      </DialogContent>
    </Dialog>
  );
}
