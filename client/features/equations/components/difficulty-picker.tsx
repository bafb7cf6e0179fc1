import { RefreshCw } from "lucide-react";
import { EQUATION_DIFFICULTIES, type EquationDifficulty } from "@common/schemas/equations";
import { Button } from "@client/components/ui/button";
import { difficultyButtonLabel } from "../lib/difficulty";

/** Difficulty buttons — Easy (3 symbols), Intermediate (6), Advanced (9), Pro (12) — and New equation. */
export function DifficultyPicker({
  difficulty,
  onDifficulty,
  onNewEquation,
  busy,
  disabled,
}: {
  difficulty: EquationDifficulty;
  onDifficulty: (difficulty: EquationDifficulty) => void;
  onNewEquation: () => void;
  busy: boolean;
  disabled: boolean;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div role="group" aria-label="Difficulty" className="flex flex-wrap gap-2">
        {EQUATION_DIFFICULTIES.map((each) => (
          <Button
            key={each}
            size="sm"
            variant={each === difficulty ? "primary" : "outline"}
            aria-pressed={each === difficulty}
            onClick={() => onDifficulty(each)}
          >
            {difficultyButtonLabel(each)}
          </Button>
        ))}
      </div>
      <Button variant="gold" size="sm" onClick={onNewEquation} busy={busy} disabled={disabled}>
        {!busy && <RefreshCw className="size-4" aria-hidden="true" />}
        New equation
      </Button>
    </div>
  );
}
