import { type FormEvent, useState } from "react";
import {
  PROPHECY_LIMITS as L,
  type ProphecyCategory,
  prophecyCategories,
  prophecyCategoryLabels,
  type ProphecyScope,
  prophecyScopeLabels,
  prophecyScopes,
} from "@common/schemas/prophecy";
import { Button } from "@client/components/ui/button";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { cn } from "@client/lib/cn";
import { inputCounter } from "@client/lib/input-counter";
import { useAnalyseProphecy } from "../api/analyse-prophecy";
import { type ProphecyError, type ProphecyKit, prophecyErrorOf } from "../lib/kit";

const textareaClass = cn(
  "w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-stone-400",
  "focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none aria-[invalid=true]:border-destructive",
);
const selectClass =
  "h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-ink focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none";

type Kind = "report" | "theme";

function Choice<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map(([option, label]) => (
          <label
            key={option}
            className={cn(
              "inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-night",
              value === option
                ? "border-night bg-indigo-50 text-night"
                : "border-stone-300 bg-white text-stone-700",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="accent-night"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Analyse (ai.md §3.6): a report (headline, pasted text, optional link stored as the source and never fetched) or,
 * without one, a theme briefing on one category; scope my country or worldwide. The §1.8 error card sits under it.
 */
export function AnalyseForm({ kit, onAnalysed }: { kit: ProphecyKit; onAnalysed: (id: string) => void }) {
  const [kind, setKind] = useState<Kind>("report");
  const [headline, setHeadline] = useState("");
  const [text, setText] = useState("");
  const [sourceUrl, setSourceUrl] = useState("");
  const [category, setCategory] = useState<ProphecyCategory | "">("");
  const [scope, setScope] = useState<ProphecyScope>("worldwide");
  const [error, setError] = useState<ProphecyError | null>(null);
  const analyse = useAnalyseProphecy();
  const counter = inputCounter(text, L.reportTextMax);
  const ready =
    kind === "theme"
      ? category !== ""
      : (headline.trim().length > 0 || text.trim().length > 0) && !counter.over;
  const canSubmit = ready && !analyse.isPending;

  const run = (offline: boolean) => {
    setError(null);
    analyse.mutate(
      kind === "theme"
        ? { kind, category: category || undefined, scope, offline: offline || kit.mode === "offline" }
        : {
            kind,
            headline: headline.trim() || undefined,
            text: text.trim() || undefined,
            sourceUrl: sourceUrl.trim() || undefined,
            category: category || undefined,
            scope,
            offline: offline || kit.mode === "offline",
          },
      {
        onSuccess: (signal) => onAnalysed(signal.id),
        onError: (failure) => setError(prophecyErrorOf(failure)),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) run(false);
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="New analysis">
      <Choice<Kind>
        name="prophecy-kind"
        legend="What would you like?"
        value={kind}
        options={[
          ["report", "Analyse a report"],
          ["theme", "Theme briefing"],
        ]}
        onChange={setKind}
      />
      {kind === "report" ? (
        <>
          <Field id="prophecy-headline" label="Headline">
            <Input
              id="prophecy-headline"
              value={headline}
              maxLength={L.headlineMax}
              onChange={(event) => setHeadline(event.target.value)}
              placeholder="The report's headline, as published"
            />
          </Field>
          <Field id="prophecy-text" label="Report text (optional)">
            <textarea
              id="prophecy-text"
              value={text}
              rows={7}
              aria-invalid={counter.over}
              aria-describedby="prophecy-text-help"
              onChange={(event) => setText(event.target.value)}
              placeholder="Paste the part of the report you want read. Only what you paste is analysed."
              className={textareaClass}
            />
            <div id="prophecy-text-help" className="flex justify-end text-xs">
              {counter.visible && (
                <span className={counter.over ? "text-destructive" : "text-stone-500"}>{counter.text}</span>
              )}
            </div>
          </Field>
          <Field
            id="prophecy-link"
            label="Link (optional)"
            hint="Stored and shown as the source. We never open it."
          >
            <Input
              id="prophecy-link"
              type="url"
              inputMode="url"
              value={sourceUrl}
              maxLength={L.linkMax}
              onChange={(event) => setSourceUrl(event.target.value)}
              placeholder="https://"
            />
          </Field>
        </>
      ) : (
        <p className="text-sm text-stone-600">
          A theme briefing uses no current events: it sets out what Scripture says about one theme, what the
          method watches for, and the cautions that keep the watch sober.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="prophecy-category" label={kind === "theme" ? "Category" : "Category (optional)"}>
          <select
            id="prophecy-category"
            className={selectClass}
            value={category}
            onChange={(event) => setCategory(event.target.value as ProphecyCategory | "")}
          >
            <option value="">{kind === "theme" ? "Choose a category" : "Let the analysis decide"}</option>
            {prophecyCategories.map((each) => (
              <option key={each} value={each}>
                {prophecyCategoryLabels[each]}
              </option>
            ))}
          </select>
        </Field>
        <Choice<ProphecyScope>
          name="prophecy-scope"
          legend="Scope"
          value={scope}
          options={prophecyScopes.map((each) => [each, prophecyScopeLabels[each]] as const)}
          onChange={setScope}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!canSubmit} busy={analyse.isPending}>
          {analyse.isPending ? "Analysing…" : kind === "theme" ? "Write the briefing" : "Analyse"}
        </Button>
        {kit.chip}
      </div>
      {error && kit.error(error, { onRetry: () => run(false), onOffline: () => run(true) })}
    </form>
  );
}
