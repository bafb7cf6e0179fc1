import * as Tabs from "@radix-ui/react-tabs";
import { Sparkles } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { CrossReferencesDto, FindChristDto, VerseExplainDto } from "@common/schemas/ai";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useExplainLinks } from "../api/explain-links";
import { useExplainVerse } from "../api/explain-verse";
import { useFindChrist } from "../api/find-christ";
import { useCrossReferences } from "../api/get-cross-references";
import { useWordStudy } from "../api/get-word-study";
import { type StudyError, type StudyKit, modelOn, studyErrorOf } from "../lib/kit";
import { lensGroups } from "../lib/lenses";
import { KeptTabsList, useKeptTabs } from "./kept-tabs";
import { VerseQuote } from "./verse-quote";

const TABS = [
  ["explain", "Explain"],
  ["christ", "Find Christ"],
  ["links", "Cross references"],
  ["words", "Word study"],
  ["ask", "Ask"],
] as const;
type Tab = (typeof TABS)[number][0];

const why = {
  "shared word": "Shared word",
  "same topic": "Same topic",
  type: "Type",
} as const;

type Run<T> = {
  result: T | null;
  error: StudyError | null;
  pending: boolean;
  run: (offline?: boolean) => void;
};

/** One counted verse action (with a model), run on request; its result and its §1.8 error. */
function useVerseAction<T>(
  mutate: (
    input: { reference: string; offline: boolean },
    callbacks: { onSuccess: (result: T) => void; onError: (error: unknown) => void },
  ) => void,
  pending: boolean,
  reference: string,
): Run<T> {
  const [result, setResult] = useState<T | null>(null);
  const [error, setError] = useState<StudyError | null>(null);
  const run = (offline = false) => {
    setError(null);
    mutate(
      { reference, offline },
      { onSuccess: setResult, onError: (caught) => setError(studyErrorOf(caught)) },
    );
  };
  return { result, error, pending, run };
}

function ActionIntro({
  kit,
  label,
  pending,
  onRun,
  done,
}: {
  kit: StudyKit;
  label: string;
  pending: boolean;
  onRun: () => void;
  done: boolean;
}) {
  if (!modelOn(kit) || done) return null;
  return (
    <div className="space-y-1">
      <Button size="sm" onClick={onRun} busy={pending}>
        {!pending && <Sparkles className="size-4" aria-hidden="true" />}
        {label}
      </Button>
      <p className="text-xs text-stone-600">Uses one question.</p>
    </div>
  );
}

function ExplainView({ kit, action }: { kit: StudyKit; action: Run<VerseExplainDto> }) {
  const { result, error, pending } = action;
  return (
    <div className="space-y-3" data-testid="verse-explain">
      <ActionIntro
        kit={kit}
        label="Explain this verse"
        pending={pending}
        onRun={() => action.run()}
        done={!!result}
      />
      {pending && !result && <Skeleton className="h-32 w-full" />}
      {error && kit.error(error, { onRetry: () => action.run(), onOffline: () => action.run(true) })}
      {result && (
        <article className="space-y-3" aria-busy={pending || undefined}>
          {kit.badge(result.source)}
          <VerseQuote
            reference={result.reference}
            text={result.verseText}
            chip={kit.passage(result.reference)}
          />
          {result.notice && <Alert tone="info">{result.notice}</Alert>}
          {result.sections.map((section) => (
            <section key={section.title} className="space-y-1" data-available={section.available}>
              <h4 className="font-semibold text-night">{section.title}</h4>
              <p
                className={
                  section.available ? "whitespace-pre-line text-ink" : "whitespace-pre-line text-stone-600"
                }
              >
                {section.text}
              </p>
              {section.passages.length > 0 && (
                <div className="flex flex-wrap gap-1.5">
                  {section.passages.map((reference) => (
                    <span key={reference}>{kit.passage(reference)}</span>
                  ))}
                </div>
              )}
            </section>
          ))}
        </article>
      )}
    </div>
  );
}

function ChristView({ kit, action }: { kit: StudyKit; action: Run<FindChristDto> }) {
  const { result, error, pending } = action;
  return (
    <div className="space-y-3" data-testid="verse-christ">
      <ActionIntro
        kit={kit}
        label="Find Christ"
        pending={pending}
        onRun={() => action.run()}
        done={!!result}
      />
      {pending && !result && <Skeleton className="h-16 w-full" />}
      {error && kit.error(error, { onRetry: () => action.run(), onOffline: () => action.run(true) })}
      {result && (
        <article className="space-y-2">
          {kit.badge(result.source)}
          {result.notice && <Alert tone="info">{result.notice}</Alert>}
          {result.line ? (
            <p
              className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-950"
              data-testid="christ-line"
            >
              <span className="font-semibold uppercase">{result.line.name}</span> • {result.line.act} •{" "}
              {result.line.crosslink}
            </p>
          ) : (
            <p className="text-stone-700">
              Not available offline: we have no Christ in Every Chapter line for this chapter yet. Try the
              Christ in Every Chapter room's five finding methods on it.
            </p>
          )}
          {result.basis && <p className="text-xs text-stone-600">From {result.basis}.</p>}
          {result.passages.length > 0 && (
            <div className="flex flex-wrap gap-1.5">
              {result.passages.map((reference) => (
                <span key={reference}>{kit.passage(reference)}</span>
              ))}
            </div>
          )}
        </article>
      )}
    </div>
  );
}

function LinksView({ kit, reference }: { kit: StudyKit; reference: string }) {
  const list = useCrossReferences(reference);
  const explain = useExplainLinks();
  const [explained, setExplained] = useState<CrossReferencesDto | null>(null);
  const [error, setError] = useState<StudyError | null>(null);
  const run = (offline = false) => {
    setError(null);
    explain.mutate(
      { reference, offline },
      { onSuccess: setExplained, onError: (caught) => setError(studyErrorOf(caught)) },
    );
  };
  if (list.isPending) return <Skeleton className="h-40 w-full" />;
  if (list.isError)
    return (
      <RetryAlert
        message="Couldn't load the cross references."
        onRetry={() => list.refetch()}
        busy={list.isFetching}
      />
    );
  const shown = explained ?? list.data;
  if (shown.items.length === 0)
    return <p className="text-stone-600">No cross references are listed for this verse.</p>;
  return (
    <div className="space-y-3" data-testid="verse-links">
      {explained && kit.badge(explained.source)}
      {shown.notice && <Alert tone="info">{shown.notice}</Alert>}
      <ul className="space-y-2">
        {shown.items.map((item) => (
          <li
            key={item.ref}
            className="space-y-1 rounded-lg border border-stone-200 bg-white p-3"
            data-testid="cross-reference"
          >
            <div className="flex flex-wrap items-center gap-2">
              {kit.passage(item.ref)}
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
                {why[item.why]}
              </span>
            </div>
            <p className="font-serif text-ink">{item.text}</p>
            {item.reason && <p className="text-sm text-indigo-950">Why: {item.reason}</p>}
          </li>
        ))}
      </ul>
      {error && kit.error(error, { onRetry: () => run(), onOffline: () => setError(null) })}
      {modelOn(kit) && !explained?.items.some((item) => item.reason) && (
        <div className="space-y-1">
          <Button variant="outline" size="sm" onClick={() => run()} busy={explain.isPending}>
            {!explain.isPending && <Sparkles className="size-4" aria-hidden="true" />}
            Explain these links
          </Button>
          <p className="text-xs text-stone-600">The list is free; explaining the links uses one question.</p>
        </div>
      )}
    </div>
  );
}

function WordsView({ reference }: { reference: string }) {
  const study = useWordStudy(reference);
  if (study.isPending) return <Skeleton className="h-40 w-full" />;
  if (study.isError)
    return (
      <RetryAlert
        message="Couldn't load the word study."
        onRetry={() => study.refetch()}
        busy={study.isFetching}
      />
    );
  if (study.data.entries.length === 0)
    return <p className="text-stone-600">Strong's has no likely entries for the words of this verse.</p>;
  return (
    <div className="space-y-2" data-testid="verse-words">
      <p className="text-sm text-stone-600">
        Strong&apos;s entries for {study.data.reference}.{" "}
        {study.data.tagged
          ? ""
          : "Our King James text is not tagged, so each is the word the KJV word most likely translates."}
      </p>
      <ul className="space-y-2">
        {study.data.entries.map((entry) => (
          <li
            key={entry.number}
            className="space-y-1 rounded-md border border-stone-200 p-3 text-sm"
            data-testid="word-entry"
          >
            <p className="font-semibold text-ink">“{entry.word}”</p>
            {entry.likely && (
              <p className="text-xs font-semibold tracking-wide text-gold-dark uppercase">
                Likely original word
              </p>
            )}
            <p className="flex flex-wrap items-baseline gap-x-2 text-base font-semibold text-night">
              <span>{entry.number}</span>
              <span className="font-serif text-lg">{entry.lemma}</span>
              {entry.transliteration && (
                <span className="text-stone-600 italic">{entry.transliteration}</span>
              )}
            </p>
            <p className="text-ink">{entry.definition}</p>
            {entry.kjvRenderings && (
              <p className="text-stone-600">
                <span className="font-medium">KJV:</span> {entry.kjvRenderings}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function AskView({ renderAsk }: { renderAsk: (lens: string | undefined) => ReactNode }) {
  const lensId = useId();
  const [lens, setLens] = useState("");
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <label htmlFor={lensId} className="text-sm font-medium text-stone-700">
          Lens (optional)
        </label>
        <select
          id={lensId}
          value={lens}
          onChange={(event) => setLens(event.target.value)}
          className="h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-ink"
        >
          <option value="">None: read the verse on its own terms</option>
          {lensGroups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={`${group.label}-${option.value}`} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {renderAsk(lens || undefined)}
    </div>
  );
}

/**
 * "Study this verse" (ai.md §3.12): Explain, Find Christ, Cross references, Word study and Ask for one verse, in a
 * side panel (a bottom sheet on phones). Explain, Find Christ and "Explain these links" are one question each with
 * a model; the lists and word study are always local and free.
 */
export function VerseStudyPanel({
  open,
  onClose,
  reference,
  kit,
  renderAsk,
}: {
  open: boolean;
  onClose: () => void;
  /** The verse, as the parser labels it ("John 3:16"). */
  reference: string;
  kit: StudyKit;
  renderAsk: (lens: string | undefined) => ReactNode;
}) {
  const tabs = useKeptTabs<Tab>("explain");
  const { opened } = tabs;
  const explainVerse = useExplainVerse();
  const findChrist = useFindChrist();
  const explain = useVerseAction<VerseExplainDto>(explainVerse.mutate, explainVerse.isPending, reference);
  const christ = useVerseAction<FindChristDto>(findChrist.mutate, findChrist.isPending, reference);
  // Offline answers cost nothing: Explain and Find Christ answer as soon as their tab opens.
  const offline = kit.mode === "offline";
  const autoRan = useRef(new Set<Tab>());
  useEffect(() => {
    if (!offline) return;
    for (const [name, action] of [
      ["explain", explain],
      ["christ", christ],
    ] as const) {
      if (opened.has(name) && !autoRan.current.has(name)) {
        autoRan.current.add(name);
        action.run();
      }
    }
  }, [offline, opened, explain, christ]);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        layout="sheet"
        closeLabel="Close the verse study"
        className="md:top-0 md:right-0 md:bottom-0 md:left-auto md:max-h-none md:w-[32rem] md:translate-x-0 md:translate-y-0 md:rounded-none"
        data-testid="verse-study"
      >
        <DialogHeader>
          <DialogTitle>Study {reference}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            <span>Explain it, find Christ in it, follow its links and words, or ask about it.</span>
          </DialogDescription>
          <div className="flex flex-wrap items-center gap-2">{kit.chip}</div>
        </DialogHeader>
        <Tabs.Root value={tabs.tab} onValueChange={(value) => tabs.show(value as Tab)}>
          <KeptTabsList tabs={TABS} label="Study this verse" />
          {tabs.panel("explain", <ExplainView kit={kit} action={explain} />)}
          {tabs.panel("christ", <ChristView kit={kit} action={christ} />)}
          {tabs.panel("links", <LinksView kit={kit} reference={reference} />)}
          {tabs.panel("words", <WordsView reference={reference} />)}
          {tabs.panel("ask", <AskView renderAsk={renderAsk} />)}
        </Tabs.Root>
      </DialogContent>
    </Dialog>
  );
}
