import { type FormEvent, useState } from "react";
import { BIBLE_BOOKS } from "@common/bible/books";
import {
  RESEARCH_LIMITS as L,
  type ResearchDepth,
  researchDepthLabels,
  researchDepths,
  researchDepthWords,
  type ResearchScope,
  researchScopeLabels,
  researchScopes,
  researchTopicTooLongMessage,
} from "@common/schemas/research";
import { Button } from "@client/components/ui/button";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Switch } from "@client/components/ui/switch";
import { cn } from "@client/lib/cn";
import { inputCounter } from "@client/lib/input-counter";
import { useCreateResearchReport } from "../api/create-research-report";
import { type ResearchAiKit, type ResearchError, researchErrorOf } from "../lib/kit";

export const selectClass =
  "h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-ink focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none";

/**
 * The report form of ai.md §3.7: topic (live counter from 80 %, disabled over 200 characters), Scope (a book when
 * "One book"), Depth, Palace lens, Research. The §1.8 error card sits under it with Retry / Answer offline; the typed
 * topic and options stay as they were.
 */
export function ResearchForm({ kit, onCreated }: { kit: ResearchAiKit; onCreated: (id: string) => void }) {
  const [topic, setTopic] = useState("");
  const [scope, setScope] = useState<ResearchScope>("whole");
  const [book, setBook] = useState("Dan");
  const [depth, setDepth] = useState<ResearchDepth>("study");
  const [palaceLens, setPalaceLens] = useState(true);
  const [error, setError] = useState<ResearchError | null>(null);
  const create = useCreateResearchReport();
  const counter = inputCounter(topic, L.topicMax);
  const canSubmit = !create.isPending && counter.length > 0 && !counter.over;

  const run = (offline: boolean) => {
    setError(null);
    create.mutate(
      {
        topic,
        scope,
        book: scope === "book" ? book : undefined,
        depth,
        palaceLens,
        offline: offline || kit.mode === "offline",
      },
      {
        onSuccess: (note) => onCreated(note.id),
        onError: (failure) => setError(researchErrorOf(failure)),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) run(false);
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="New research report">
      <Field id="research-topic" label="Topic">
        <Input
          id="research-topic"
          value={topic}
          onChange={(event) => setTopic(event.target.value)}
          placeholder='For example "the sanctuary", "grace in Romans" or "the seven churches"'
          aria-invalid={counter.over}
          aria-describedby="research-topic-help"
        />
        <div id="research-topic-help" className="flex flex-wrap justify-between gap-2 text-xs">
          {counter.over ? <p className="text-destructive">{researchTopicTooLongMessage}</p> : <span />}
          {counter.visible && (
            <span
              className={counter.over ? "text-destructive" : "text-stone-500"}
              data-testid="research-counter"
            >
              {counter.text}
            </span>
          )}
        </div>
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="research-scope" label="Scope">
          <select
            id="research-scope"
            className={selectClass}
            value={scope}
            onChange={(event) => setScope(event.target.value as ResearchScope)}
          >
            {researchScopes.map((each) => (
              <option key={each} value={each}>
                {researchScopeLabels[each]}
              </option>
            ))}
          </select>
        </Field>
        {scope === "book" && (
          <Field id="research-book" label="Book">
            <select
              id="research-book"
              className={selectClass}
              value={book}
              onChange={(event) => setBook(event.target.value)}
            >
              {BIBLE_BOOKS.map((each) => (
                <option key={each.osis} value={each.osis}>
                  {each.name}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field id="research-depth" label="Depth">
          <select
            id="research-depth"
            className={selectClass}
            value={depth}
            onChange={(event) => setDepth(event.target.value as ResearchDepth)}
          >
            {researchDepths.map((each) => (
              <option key={each} value={each}>
                {researchDepthLabels[each]} (≈{researchDepthWords[each].toLocaleString("en-US")} words)
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="flex items-center gap-3">
        <Switch
          id="research-lens"
          checked={palaceLens}
          onCheckedChange={setPalaceLens}
          aria-describedby="research-lens-help"
        />
        <Label htmlFor="research-lens">Palace lens</Label>
        <span id="research-lens-help" className="text-xs text-stone-500">
          Applies palace rooms to the topic.
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!canSubmit} busy={create.isPending}>
          {create.isPending ? "Researching…" : "Research"}
        </Button>
      </div>
      {create.isPending && (
        <p className={cn("text-sm text-stone-600")} role="status">
          Gathering passages and writing the report. This can take a little while.
        </p>
      )}
      {error && kit.error(error, { onRetry: () => run(false), onOffline: () => run(true) })}
    </form>
  );
}
