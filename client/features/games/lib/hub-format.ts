/**
 * How the hub words its numbers (games.md §2.1, §2.3, §3.9): pure, so each wording is tested once. Times are
 * computed from an explicit `now`, which the page ticks.
 */
import type { GameDef } from "@common/games/registry";
import { planNames } from "@common/policies/entitlements";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "started just now", "started 5 min ago", "started 2 h ago", "started 3 d ago". */
export function startedAgo(startedAt: string, now: number): string {
  const elapsed = Math.max(0, now - Date.parse(startedAt));
  if (elapsed < MINUTE) return "started just now";
  if (elapsed < HOUR) return `started ${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `started ${Math.floor(elapsed / HOUR)} h ago`;
  return `started ${Math.floor(elapsed / DAY)} d ago`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A timed run's clock: "0:25 left", "12:03 left", "1:02:03 left"; "Time's up" once the deadline passed. */
export function timeLeft(deadlineAt: string, now: number): string {
  const ms = Date.parse(deadlineAt) - now;
  if (!(ms > 0)) return "Time's up";
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)} left` : `${minutes}:${pad(seconds)} left`;
}

/** "Round 3 of 10", "Round 3" when the total is unknown, null when the run has no open round. */
export function roundLabel(roundNo: number | null, total: number | null): string | null {
  if (roundNo === null) return null;
  return total === null ? `Round ${roundNo}` : `Round ${roundNo} of ${total}`;
}

/** "5–8 min" (en dash); one number when both ends agree. */
export function durationLabel([min, max]: GameDef["minutes"]): string {
  return min === max ? `${min} min` : `${min}–${max} min`;
}

/** "1 player", "1–2 players", "2 players". */
export function playersLabel(players: GameDef["players"]): string {
  return players === "1" ? "1 player" : `${players.replace("-", "–")} players`;
}

/** The badge of a locked card: "Essential+" (Essential and up) or "Premium". */
export function planBadge(requiredPlan: "essential" | "premium" | null): string {
  return requiredPlan === "essential" ? "Essential+" : planNames.premium;
}

/** The plan named in "{Game} is included in {Plan}.". */
export function planName(requiredPlan: "essential" | "premium" | null): string {
  return planNames[requiredPlan ?? "premium"];
}

export type LeaderboardMetric = NonNullable<GameDef["leaderboard"]>["metric"];

/** A board's column heading. */
export const metricHeading: Readonly<Record<LeaderboardMetric, string>> = {
  score: "Score",
  turns: "Turns",
  wins: "Wins",
};

/** A metric as the board shows it: "930", "1 turn", "12 turns", "5 wins". */
export function formatMetric(value: number, metric: LeaderboardMetric): string {
  const n = value.toLocaleString();
  if (metric === "score") return n;
  const unit = metric === "turns" ? "turn" : "win";
  return `${n} ${value === 1 ? unit : `${unit}s`}`;
}

/** The label of a registry mode or difficulty id; the id itself when the registry no longer lists it. */
export function labelOf(options: ReadonlyArray<{ id: string; label: string }>, id: string): string {
  return options.find((option) => option.id === id)?.label ?? id;
}
