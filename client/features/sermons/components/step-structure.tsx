import { SERMON_LIMITS as L, structureFieldLabels, structureFields } from "@common/schemas/sermons";
import { Button } from "@client/components/ui/button";
import type { StepProps } from "../lib/step-props";
import { CoachPanel } from "./coach-panel";
import { CountedTextarea } from "./counted-textarea";

/**
 * Step 4 (ai.md §3.9): the sermon shaped like a film. The coach suggests one line per field; "Use" puts it into an
 * empty field, or adds it under what is already written (nothing is overwritten).
 */
export function StepStructure({ draft, update, coach }: StepProps<"structure">) {
  const guidance = coach.guidance;
  return (
    <div className="space-y-5">
      {structureFields.map((field) => {
        const suggestion = guidance?.result[field];
        return (
          <div key={field} className="space-y-2">
            <CountedTextarea
              id={`structure-${field}`}
              label={structureFieldLabels[field].label}
              hint={structureFieldLabels[field].hint}
              value={draft.structure[field]}
              onChange={(value) =>
                update((current) => ({ ...current, structure: { ...current.structure, [field]: value } }))
              }
              max={L.structureMax}
              rows={3}
            />
            {suggestion && (
              <div
                className="sermon-no-print flex flex-wrap items-start gap-2 rounded-md bg-indigo-50/60 p-2 text-sm"
                data-testid={`coach-${field}`}
              >
                <p className="min-w-0 flex-1 text-stone-800">
                  <span className="font-medium text-night">Coach: </span>
                  {suggestion}
                </p>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Use the suggestion for ${structureFieldLabels[field].label}`}
                  onClick={() =>
                    update((current) => {
                      const existing = current.structure[field].trim();
                      const value = existing ? `${existing}\n\n${suggestion}` : suggestion;
                      return { ...current, structure: { ...current.structure, [field]: value } };
                    })
                  }
                >
                  Use
                </Button>
              </div>
            )}
          </div>
        );
      })}
      <CoachPanel
        intro="The coach suggests a hook, rising action, a climax that reveals Christ, a resolution and a call to action, built from your stones. Each suggestion appears under its field."
        guidance={guidance}
        pending={coach.pending}
        error={coach.error}
        kit={coach.kit}
        onCoach={coach.onCoach}
      >
        {guidance && <p className="text-sm text-stone-700">Suggestions are shown under each field above.</p>}
      </CoachPanel>
    </div>
  );
}
