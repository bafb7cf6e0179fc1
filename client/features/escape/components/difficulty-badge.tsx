import type { EscapeDifficultyId } from "@common/games/rules";
import { cn } from "@client/lib/cn";
import { escapeDifficultyLabels, escapeDifficultyTones } from "@client/features/escape/lib/escape-format";

/** A room's difficulty (games.md §4.21): easy, medium, hard or pro, always with its name. */
export function DifficultyBadge({
  difficulty,
  className,
}: {
  difficulty: EscapeDifficultyId;
  className?: string;
}) {
  return (
    <span
      data-testid="escape-difficulty"
      className={cn(
        "inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold",
        escapeDifficultyTones[difficulty],
        className,
      )}
    >
      <span className="sr-only">Difficulty: </span>
      {escapeDifficultyLabels[difficulty]}
    </span>
  );
}
