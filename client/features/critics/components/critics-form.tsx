import { type FormEvent, useState } from "react";
import { CRITICS_LIMITS as L, criticsTooLongMessage } from "@common/schemas/critics";
import { Button } from "@client/components/ui/button";
import { Checkbox } from "@client/components/ui/checkbox";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { cn } from "@client/lib/cn";
import { inputCounter } from "@client/lib/input-counter";
import { useAnalyseCritics } from "../api/analyse-critics";
import { type CriticsAiKit, type CriticsError, criticsErrorOf } from "../lib/kit";

/**
 * The paste box of ai.md §3.8: the text (live counter from 80 %, the verbatim message and a disabled button over
 * 20,000 characters), an optional title and source label (stored as typed, never fetched), "Don't keep my pasted
 * text", Analyse. The §1.8 error card sits under the form with Retry / Answer offline.
 */
export function CriticsForm({ kit, onAnalysed }: { kit: CriticsAiKit; onAnalysed: (id: string) => void }) {
  const [text, setText] = useState("");
  const [title, setTitle] = useState("");
  const [sourceLabel, setSourceLabel] = useState("");
  const [dontKeepText, setDontKeepText] = useState(false);
  const [error, setError] = useState<CriticsError | null>(null);
  const analyse = useAnalyseCritics();
  const counter = inputCounter(text, L.textMax);
  const canSubmit = !analyse.isPending && counter.length > 0 && !counter.over;

  const run = (offline: boolean) => {
    setError(null);
    analyse.mutate(
      {
        text,
        title: title.trim() || undefined,
        sourceLabel: sourceLabel.trim() || undefined,
        dontKeepText,
        offline: offline || kit.mode === "offline",
      },
      {
        onSuccess: (analysis) => onAnalysed(analysis.id),
        onError: (failure) => setError(criticsErrorOf(failure)),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) run(false);
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="New analysis">
      <Field id="critics-text" label="Text or transcript">
        <textarea
          id="critics-text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={10}
          aria-invalid={counter.over}
          aria-describedby="critics-text-help"
          placeholder="Paste an article, a transcript or a sermon excerpt. Timestamps such as 12:34 are kept."
          className={cn(
            "w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-stone-400",
            "focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none",
            "aria-[invalid=true]:border-destructive",
          )}
        />
        <div id="critics-text-help" className="flex flex-wrap justify-between gap-2 text-xs">
          {counter.over ? (
            <p className="text-destructive" data-testid="critics-too-long">
              {criticsTooLongMessage}
            </p>
          ) : (
            <span />
          )}
          {counter.visible && (
            <span
              className={counter.over ? "text-destructive" : "text-stone-500"}
              data-testid="critics-counter"
            >
              {counter.text}
            </span>
          )}
        </div>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="critics-title" label="Title (optional)">
          <Input
            id="critics-title"
            value={title}
            maxLength={L.titleMax}
            onChange={(e) => setTitle(e.target.value)}
          />
        </Field>
        <Field id="critics-source" label="Source (optional)" hint="Kept as a label; we never open links.">
          <Input
            id="critics-source"
            value={sourceLabel}
            maxLength={L.sourceMax}
            onChange={(e) => setSourceLabel(e.target.value)}
          />
        </Field>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="critics-dont-keep"
          checked={dontKeepText}
          onCheckedChange={(checked) => setDontKeepText(checked === true)}
        />
        <Label htmlFor="critics-dont-keep">Don&apos;t keep my pasted text</Label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!canSubmit} busy={analyse.isPending}>
          {analyse.isPending ? "Analysing…" : "Analyse"}
        </Button>
        {kit.chip}
      </div>
      {error && kit.error(error, { onRetry: () => run(false), onOffline: () => run(true) })}
    </form>
  );
}
