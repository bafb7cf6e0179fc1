import { Plus, Trash2 } from "lucide-react";
import { SERMON_LIMITS as L, type SermonBridge } from "@common/schemas/sermons";
import { bridgeFilled } from "@common/domain/sermons";
import { Button } from "@client/components/ui/button";
import { Label } from "@client/components/ui/label";
import type { StepProps } from "../lib/step-props";
import { CoachPanel } from "./coach-panel";
import { CountedTextarea } from "./counted-textarea";

const shortStone = (insight: string) => {
  const text = insight.trim().replace(/\s+/g, " ");
  return text.length > 70 ? `${text.slice(0, 67)}…` : text || "(empty)";
};

/** Bridges in the order they are preached: by the stone they follow, each pair's in the order added. */
function ordered(bridges: readonly SermonBridge[]) {
  return bridges
    .map((bridge, index) => ({ bridge, index }))
    .sort((a, b) => a.bridge.afterStone - b.bridge.afterStone || a.index - b.index);
}

/**
 * Step 3 (ai.md §3.9): one bridge slot between each pair of adjacent stones, "Add bridge" for more; the coach's
 * transitions, each with "Use this" filling that pair's bridge.
 */
export function StepBridges({ draft, update, coach }: StepProps<"bridges">) {
  const filled = draft.bridges.filter(bridgeFilled).length;
  const guidance = coach.guidance;
  const setBridge = (slot: number, change: Partial<SermonBridge>) =>
    update((current) => ({
      ...current,
      bridges: current.bridges.map((bridge, index) => (index === slot ? { ...bridge, ...change } : bridge)),
    }));
  const applySuggestion = (fromStone: number, text: string) =>
    update((current) => {
      const slot = current.bridges.findIndex(
        (bridge) => bridge.afterStone === fromStone && bridge.text.trim() === "",
      );
      if (slot >= 0)
        return {
          ...current,
          bridges: current.bridges.map((bridge, index) => (index === slot ? { ...bridge, text } : bridge)),
        };
      if (current.bridges.length >= L.bridgesMax) return current;
      return { ...current, bridges: [...current.bridges, { afterStone: fromStone, text }] };
    });
  const perPair = (afterStone: number) =>
    draft.bridges.filter((bridge) => bridge.afterStone === afterStone).length;
  return (
    <div className="space-y-5">
      <p className="text-sm text-stone-700" data-testid="bridges-count">
        {filled} bridges (at least {L.bridgesMin})
      </p>
      <ol className="space-y-4">
        {ordered(draft.bridges).map(({ bridge, index }) => {
          const from = draft.stones[bridge.afterStone - 1];
          const to = draft.stones[bridge.afterStone];
          const removable = perPair(bridge.afterStone) > 1 || index >= L.stoneCount - 1;
          return (
            <li
              key={index}
              className="space-y-2 rounded-lg border border-stone-200 bg-white p-3 sm:p-4"
              data-testid="bridge-slot"
            >
              <p className="text-xs text-stone-600">
                <span className="font-medium">Stone {bridge.afterStone}:</span>{" "}
                {shortStone(from?.insight ?? "")}
                <br />
                <span className="font-medium">Stone {bridge.afterStone + 1}:</span>{" "}
                {shortStone(to?.insight ?? "")}
              </p>
              <CountedTextarea
                id={`bridge-${index + 1}`}
                label={`Bridge from stone ${bridge.afterStone} to stone ${bridge.afterStone + 1}`}
                value={bridge.text}
                onChange={(text) => setBridge(index, { text })}
                max={L.bridgeMax}
                min={L.bridgeMin}
                rows={2}
                placeholder="A transition that carries the story to the next stone"
              />
              {index >= L.stoneCount - 1 && (
                <div className="flex flex-wrap items-end gap-2">
                  <div className="space-y-1">
                    <Label htmlFor={`bridge-${index + 1}-pair`}>Between</Label>
                    <select
                      id={`bridge-${index + 1}-pair`}
                      value={bridge.afterStone}
                      onChange={(event) => setBridge(index, { afterStone: Number(event.target.value) })}
                      className="h-9 rounded-md border border-stone-300 bg-white px-2 text-sm"
                    >
                      {[1, 2, 3, 4].map((stone) => (
                        <option key={stone} value={stone}>
                          Stone {stone} and stone {stone + 1}
                        </option>
                      ))}
                    </select>
                  </div>
                  {removable && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        update((current) => ({
                          ...current,
                          bridges: current.bridges.filter((_, each) => each !== index),
                        }))
                      }
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                      Remove bridge
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        disabled={draft.bridges.length >= L.bridgesMax}
        onClick={() =>
          update((current) => ({
            ...current,
            bridges: [...current.bridges, { afterStone: L.stoneCount - 1, text: "" }],
          }))
        }
      >
        <Plus className="size-4" aria-hidden="true" />
        Add bridge
      </Button>
      <CoachPanel
        intro="The coach suggests a transition for each pair of stones; “Use this” puts it into that pair's bridge."
        guidance={guidance}
        pending={coach.pending}
        error={coach.error}
        kit={coach.kit}
        onCoach={coach.onCoach}
      >
        {guidance && (
          <ul className="space-y-2" data-testid="coach-bridges">
            {guidance.result.bridges.map((suggestion) => (
              <li
                key={`${suggestion.fromStone}-${suggestion.text}`}
                className="rounded-md border border-stone-200 bg-white p-3 text-sm"
                data-testid="coach-bridge"
              >
                <p className="text-xs font-medium text-stone-600">
                  Stone {suggestion.fromStone} → stone {suggestion.toStone}
                </p>
                <p className="mt-1 text-stone-900">{suggestion.text}</p>
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-2"
                  onClick={() => applySuggestion(suggestion.fromStone, suggestion.text.slice(0, L.bridgeMax))}
                >
                  Use this
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CoachPanel>
    </div>
  );
}
