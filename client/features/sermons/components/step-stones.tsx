import { SERMON_LIMITS as L, type SermonStone } from "@common/schemas/sermons";
import { stoneFilled } from "@common/domain/sermons";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import type { StepProps, UpdateDraft } from "../lib/step-props";
import { CoachPanel } from "./coach-panel";
import { CountedTextarea } from "./counted-textarea";
import { GemsButton } from "./gems-dialog";

/** The first empty stone slot, or -1 when all five hold something. */
export const firstEmptyStone = (stones: readonly SermonStone[]) =>
  stones.findIndex((stone) => stone.insight.trim() === "");

function fillFirstEmpty(update: UpdateDraft, stone: SermonStone) {
  update((current) => {
    const slot = firstEmptyStone(current.stones);
    if (slot < 0) return current;
    return { ...current, stones: current.stones.map((each, index) => (index === slot ? stone : each)) };
  });
}

/** Step 2 (ai.md §3.9): exactly five stone slots, "Add from my gems", and three coached options with "Use this". */
export function StepStones({ draft, update, coach }: StepProps<"stones">) {
  const filled = draft.stones.filter(stoneFilled).length;
  const full = firstEmptyStone(draft.stones) < 0;
  const guidance = coach.guidance;
  const setStone = (slot: number, change: Partial<SermonStone>) =>
    update((current) => ({
      ...current,
      stones: current.stones.map((stone, index) => (index === slot ? { ...stone, ...change } : stone)),
    }));
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-700" data-testid="stones-count">
          {filled} of {L.stoneCount} smooth stones
        </p>
        <GemsButton
          disabled={full}
          onPick={(gem) =>
            fillFirstEmpty(update, {
              insight: gem.truth.slice(0, L.insightMax),
              passages: gem.texts.join("; ").slice(0, L.passagesMax),
            })
          }
        />
      </div>
      <ol className="space-y-4">
        {draft.stones.map((stone, slot) => (
          <li
            key={slot}
            className="space-y-2 rounded-lg border border-stone-200 bg-white p-3 sm:p-4"
            data-testid="stone-slot"
          >
            <CountedTextarea
              id={`stone-${slot + 1}`}
              label={`Stone ${slot + 1}`}
              value={stone.insight}
              onChange={(insight) => setStone(slot, { insight })}
              max={L.insightMax}
              min={L.insightMin}
              rows={3}
              placeholder="One striking insight, in a sentence or two"
            />
            <div className="space-y-1.5">
              <Label htmlFor={`stone-${slot + 1}-passages`}>Passages for stone {slot + 1} (optional)</Label>
              <Input
                id={`stone-${slot + 1}-passages`}
                value={stone.passages}
                maxLength={L.passagesMax}
                placeholder="e.g. Luke 15:4; Ezekiel 34:11"
                onChange={(event) => setStone(slot, { passages: event.target.value })}
              />
            </div>
          </li>
        ))}
      </ol>
      <CoachPanel
        intro="The coach offers three stones unlike the ones you have; “Use this” puts one into the first empty slot."
        guidance={guidance}
        pending={coach.pending}
        error={coach.error}
        kit={coach.kit}
        onCoach={coach.onCoach}
      >
        {guidance && (
          <ul className="space-y-2" data-testid="coach-stones">
            {guidance.result.stones.map((option) => (
              <li
                key={option.insight}
                className="rounded-md border border-stone-200 bg-white p-3 text-sm"
                data-testid="coach-stone"
              >
                <p className="text-stone-900">{option.insight}</p>
                {option.passages.length > 0 && (
                  <div className="mt-1 flex flex-wrap gap-1.5">
                    {option.passages.map((reference) => coach.kit.passage(reference))}
                  </div>
                )}
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-2"
                  disabled={full}
                  onClick={() =>
                    fillFirstEmpty(update, {
                      insight: option.insight.slice(0, L.insightMax),
                      passages: option.passages.join("; ").slice(0, L.passagesMax),
                    })
                  }
                >
                  Use this
                </Button>
              </li>
            ))}
            {guidance.result.stones.length === 0 && (
              <li className="text-sm text-stone-700">
                No new stones were found for this theme. Try a more specific theme or passage.
              </li>
            )}
          </ul>
        )}
        {guidance && full && (
          <p className="text-xs text-stone-600">
            All five slots hold a stone; empty one to use a suggestion.
          </p>
        )}
      </CoachPanel>
    </div>
  );
}
