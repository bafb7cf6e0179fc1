import {
  SERMON_LIMITS as L,
  sermonAudienceLabels,
  sermonAudiences,
  sermonStyleLabels,
  sermonStyles,
} from "@common/schemas/sermons";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { cn } from "@client/lib/cn";
import type { StepProps } from "../lib/step-props";
import { CoachPanel } from "./coach-panel";
import { CountedTextarea } from "./counted-textarea";

const selectClass = cn(
  "h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-ink",
  "focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none",
);

/** Step 1 (ai.md §3.9): title, theme or main passage, style, audience, planned length; the coach's angles. */
export function StepSetup({ draft, update, coach }: StepProps<"setup">) {
  const titleLength = draft.title.trim().length;
  const guidance = coach.guidance;
  const lengthOff =
    draft.lengthMin !== null && (draft.lengthMin < L.lengthMin || draft.lengthMin > L.lengthMax);
  return (
    <div className="space-y-5">
      <Field
        id="sermon-title"
        label="Title"
        hint={
          <span className={titleLength > L.titleMax ? "text-destructive" : undefined}>
            {titleLength} / {L.titleMax}
          </span>
        }
      >
        <Input
          id="sermon-title"
          value={draft.title}
          aria-invalid={titleLength > L.titleMax}
          onChange={(event) => {
            const title = event.target.value;
            update((current) => ({ ...current, title }));
          }}
          placeholder="e.g. The Shepherd Who Seeks"
        />
      </Field>
      <CountedTextarea
        id="sermon-theme"
        label="Theme or main passage"
        value={draft.themePassage}
        onChange={(themePassage) => update((current) => ({ ...current, themePassage }))}
        max={L.themeMax}
        min={L.themeMin}
        rows={2}
        placeholder="e.g. Luke 15:1-7, or: God seeks the lost"
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="sermon-style" label="Style">
          <select
            id="sermon-style"
            className={selectClass}
            value={draft.style}
            onChange={(event) => {
              const style = event.target.value as (typeof sermonStyles)[number];
              update((current) => ({ ...current, style }));
            }}
          >
            {sermonStyles.map((style) => (
              <option key={style} value={style}>
                {sermonStyleLabels[style].label}: {sermonStyleLabels[style].hint.toLowerCase()}
              </option>
            ))}
          </select>
        </Field>
        <Field id="sermon-audience" label="Audience">
          <select
            id="sermon-audience"
            className={selectClass}
            value={draft.audience}
            onChange={(event) => {
              const audience = event.target.value as (typeof sermonAudiences)[number];
              update((current) => ({ ...current, audience }));
            }}
          >
            {sermonAudiences.map((audience) => (
              <option key={audience} value={audience}>
                {sermonAudienceLabels[audience]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="sermon-length"
          label="Planned length (minutes)"
          hint={
            <span className={lengthOff ? "text-destructive" : undefined}>
              {lengthOff
                ? `Plan between ${L.lengthMin} and ${L.lengthMax} minutes.`
                : `${L.lengthMin}–${L.lengthMax} minutes`}
            </span>
          }
        >
          <Input
            id="sermon-length"
            type="number"
            inputMode="numeric"
            min={L.lengthMin}
            max={L.lengthMax}
            value={draft.lengthMin ?? ""}
            aria-invalid={lengthOff}
            onChange={(event) => {
              const raw = event.target.value;
              const value = raw === "" ? null : Math.round(Number(raw));
              // Out of range stays on screen (and unsaved) until corrected: the step shows why.
              update((current) => ({ ...current, lengthMin: Number.isFinite(value) ? value : null }));
            }}
          />
        </Field>
      </div>
      <CoachPanel
        intro="The coach suggests angles on your theme, key passages and outline ideas for your style and audience."
        guidance={guidance}
        pending={coach.pending}
        error={coach.error}
        kit={coach.kit}
        onCoach={coach.onCoach}
      >
        {guidance && (
          <div className="grid gap-4 text-sm md:grid-cols-3">
            <div>
              <h3 className="font-semibold text-night">Angles</h3>
              <ol className="mt-1 list-decimal space-y-1 pl-5" data-testid="coach-angles">
                {guidance.result.angles.map((angle) => (
                  <li key={angle}>{angle}</li>
                ))}
              </ol>
            </div>
            <div>
              <h3 className="font-semibold text-night">Key passages</h3>
              <div className="mt-1 flex flex-wrap gap-1.5" data-testid="coach-passages">
                {guidance.result.keyPassages.map((reference) => coach.kit.passage(reference))}
              </div>
            </div>
            <div>
              <h3 className="font-semibold text-night">Outline ideas</h3>
              <ol className="mt-1 list-decimal space-y-1 pl-5" data-testid="coach-outline">
                {guidance.result.outlineIdeas.map((idea) => (
                  <li key={idea}>{idea}</li>
                ))}
              </ol>
            </div>
          </div>
        )}
      </CoachPanel>
    </div>
  );
}
