import type { HuntDifficultyId } from "@common/schemas/hunts";
import { cn } from "@client/lib/cn";
import { huntDifficultyLabels, huntDifficultyTones } from "@client/features/hunts/lib/hunt-format";

/** A hunt's difficulty (games.md §4.20): green, orange or red, always with its name. */
export function DifficultyBadge({
  difficulty,
  className,
}: {
  difficulty: HuntDifficultyId;
  className?: string;
}) {
  return (
    <span
      data-testid="hunt-difficulty"
      className={cn(
        "inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold",
        huntDifficultyTones[difficulty],
        className,
      )}
    >
      <span className="sr-only">Difficulty: </span>
      {huntDifficultyLabels[difficulty]}
    </span>
  );
}
