import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { RoundPayload } from "@common/schemas/games";
import { GAME_LIMITS } from "@common/games/rules";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { loadReferenceParser } from "@client/lib/bible";
import { useChapter } from "@client/lib/api/get-chapter";
import {
  type ChefLineReader,
  type ChefLineRef,
  type ChefLineView,
  chefLines,
  chefRoundReady,
  lineReader,
  shouldAutoSubmit,
} from "@client/features/games/lib/play-chef";
import { ReferenceLink } from "./reference-link";

type ChefPayload = Extract<RoundPayload, { kind: "chef" }>;
export type ChefAnswer = { text: string };

/** The shared reference parser as a line reader, once it has loaded. */
function useLineReader(): ChefLineReader | undefined {
  const [read, setRead] = useState<ChefLineReader | undefined>(undefined);
  useEffect(() => {
    let live = true;
    loadReferenceParser().then(
      (parser) => {
        if (live) setRead(() => lineReader(parser));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return read;
}

/** The KJV text of a line's verses, fetched only while the line is hovered or focused. */
function VerseText({ target }: { target: ChefLineRef }) {
  const chapter = useChapter("kjv", target.book, target.chapter);
  if (chapter.isPending) return <>Loading the KJV text…</>;
  const [from, to] = target.verses;
  const text = (chapter.data?.verses ?? [])
    .filter((verse) => verse.verse >= from && verse.verse <= to)
    .map((verse) => verse.segments.map((segment) => segment.text).join(""))
    .join(" ");
  return <>{text || "The KJV text is not available."}</>;
}

function LineItem({
  line,
  active,
  onActive,
}: {
  line: ChefLineView;
  active: boolean;
  onActive: (on: boolean) => void;
}) {
  const tipId = useId();
  if (!line.ref)
    return (
      <li className="flex gap-2 text-stone-600" data-testid="chef-line" data-valid="false">
        <span aria-hidden="true" className="text-destructive">
          ✗
        </span>
        <span className="truncate font-mono">
          <span className="sr-only">Line {line.line}, not a reference: </span>
          {line.text}
        </span>
      </li>
    );
  return (
    <li className="group relative flex gap-2" data-testid="chef-line" data-valid="true">
      <span aria-hidden="true" className="text-emerald-700">
        ✓
      </span>
      <button
        type="button"
        className="truncate text-left font-mono text-night underline decoration-dotted underline-offset-2 focus-visible:ring-2 focus-visible:ring-night-light focus-visible:outline-none"
        aria-describedby={active ? tipId : undefined}
        onMouseEnter={() => onActive(true)}
        onMouseLeave={() => onActive(false)}
        onFocus={() => onActive(true)}
        onBlur={() => onActive(false)}
      >
        <span className="sr-only">Line {line.line}, valid: </span>
        {line.ref.label}
      </button>
      {active && (
        <span
          id={tipId}
          role="tooltip"
          className="absolute top-full left-0 z-10 mt-1 w-64 rounded-md bg-night px-2 py-1.5 text-xs text-white shadow-lg"
        >
          <VerseText target={line.ref} />
        </span>
      )}
    </li>
  );
}

/**
 * Chef Challenge's round (games.md §4.1): the theme and its brief, the level's numbers, a monospace recipe with
 * one reference per line, and beside it a live list marking each line ✓ (a reference, its KJV text on hover and
 * focus) or ✗, with the distinct valid references counted against the level. Submit needs one valid reference;
 * when the clock reaches 0:00 (`expired`) the editor locks and a non-empty draft is sent once by itself.
 */
export function ChefRound({
  payload,
  disabled,
  busy,
  error,
  submitted,
  expired,
  onAnswer,
}: {
  payload: ChefPayload;
  disabled: boolean;
  busy: boolean;
  /** Unused (Chef Challenge has no actions); kept so the round screen passes the same props to every round. */
  actionBusy?: boolean;
  /** The server's message about this answer (422), shown next to the field; the draft stays. */
  error: string | null;
  /** The recipe as judged (after the verdict), shown instead of the form. */
  submitted: ChefAnswer | null;
  /** The round's countdown reached 0:00. */
  expired: boolean;
  onAnswer: (input: ChefAnswer) => void;
  /** Unused: New prompt and suggestions are not part of Chef Challenge. */
  onAction?: (type: "redeal" | "hint") => void;
}) {
  const [text, setText] = useState("");
  const [activeLine, setActiveLine] = useState<number | null>(null);
  const sent = useRef(false);
  const fieldId = useId();
  const countId = useId();
  const errorId = useId();
  const read = useLineReader();
  const lines = useMemo(() => chefLines(text, read), [text, read]);
  const ready = chefRoundReady(lines, payload.level.minRefs);
  const locked = disabled || expired;

  useEffect(() => {
    if (
      shouldAutoSubmit({ expired, draft: text, submitted: submitted !== null, alreadySent: sent.current })
    ) {
      sent.current = true;
      onAnswer({ text: text.trim() });
    }
  }, [expired, text, submitted, onAnswer]);

  const submit = () => {
    sent.current = true;
    onAnswer({ text: text.trim() });
  };

  return (
    <div className="space-y-4">
      <ul className="flex flex-wrap gap-2 text-sm" aria-label="Game status" data-testid="chef-status">
        {payload.status.map((item) => (
          <li key={item.label} className="rounded-full bg-stone-100 px-3 py-1 text-stone-700">
            {item.label} <strong className="text-night tabular-nums">{item.value}</strong>
          </li>
        ))}
      </ul>
      <section
        className="space-y-1 rounded-lg border border-amber-200 bg-amber-50 p-3"
        data-testid="chef-theme"
      >
        <h3 className="text-lg font-semibold text-night">{payload.theme.title}</h3>
        <p className="text-stone-700">{payload.theme.brief}</p>
        <p className="text-sm text-stone-600">
          {payload.level.label}: at least {payload.level.minRefs} distinct references,{" "}
          {payload.level.anchorsNeeded} of the theme's key verses,{" "}
          {payload.theme.ordered ? "in the theme's order" : "from both Old and New Testaments"}.
        </p>
      </section>

      {submitted ? (
        <div className="space-y-1 rounded-lg border border-stone-200 bg-white p-3">
          <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Your recipe</p>
          {submitted.text ? (
            <ul className="font-mono text-sm">
              {submitted.text.split(/\r?\n/).map((line, index) => (
                <li key={index}>{line.trim() ? <ReferenceLink reference={line.trim()} /> : " "}</li>
              ))}
            </ul>
          ) : (
            <p>No recipe was sent in time.</p>
          )}
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-1.5">
            <label htmlFor={fieldId} className="text-sm font-medium text-stone-800">
              Your recipe (one reference per line)
            </label>
            <textarea
              id={fieldId}
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={10}
              maxLength={GAME_LIMITS.maxTextChars}
              placeholder={"Rom 3:23\nRom 6:23\nJohn 3:16"}
              disabled={locked}
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${countId}${error ? ` ${errorId}` : ""}`}
              className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 font-mono text-base text-ink focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none disabled:bg-stone-100 aria-[invalid=true]:border-destructive"
            />
            <p
              id={countId}
              role="status"
              className={cn("text-sm", ready.minMet ? "text-emerald-700" : "text-stone-600")}
              data-testid="chef-count"
            >
              {ready.distinct} / {payload.level.minRefs} distinct valid references
            </p>
            {expired && (
              <p className="text-sm font-medium text-destructive" role="alert">
                Time's up: the editor is locked.
              </p>
            )}
            {error && (
              <p id={errorId} className="text-sm text-destructive" role="alert">
                {error}
              </p>
            )}
            <Button disabled={locked || !ready.ok} busy={busy} onClick={submit}>
              Submit
            </Button>
          </div>
          <section aria-labelledby={`${fieldId}-lines`} className="space-y-2">
            <h4 id={`${fieldId}-lines`} className="text-sm font-semibold text-night">
              Your lines
            </h4>
            {lines.length === 0 ? (
              <p className="text-sm text-stone-600">Each line you type shows here as ✓ or ✗.</p>
            ) : (
              <ul className="space-y-1 text-sm" data-testid="chef-lines">
                {lines.map((line) => (
                  <LineItem
                    key={line.line}
                    line={line}
                    active={activeLine === line.line}
                    onActive={(on) =>
                      setActiveLine((current) => (on ? line.line : current === line.line ? null : current))
                    }
                  />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
