import { type ReactNode, useMemo, useRef, useState } from "react";
import { compareMemoryText } from "@common/domain/memory-compare";
import type { ReviewRating } from "@common/schemas/palace";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { cn } from "@client/lib/cn";
import { chunksInOrder, phraseChunks, scrambleOrder } from "../lib/chunks";
import { fadeMask, fadeRoundAccuracy, FADE_ROUNDS, hiddenWords } from "../lib/fade-out";
import {
  firstLetterTargets,
  firstLettersAccuracy,
  firstLettersDone,
  hesitated,
  startFirstLetters,
  typeLetter,
} from "../lib/first-letters";
import {
  MEMORY_MODES,
  type MemoryMode,
  modeLabels,
  suggestFromAccuracy,
  suggestFromMatch,
  suggestFromScramble,
} from "../lib/grades";
import { sameRange } from "../lib/reference-match";
import { loadReferenceParser } from "@client/lib/bible";
import { hashSeed, verseTokens } from "../lib/words";
import type { SessionCard } from "./review-session";

type Render = (suggestion: ReviewRating | null) => ReactNode;
const percent = (value: number) => `${Math.round(value * 100)}%`;
const textareaClass =
  "w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm focus:border-night-light focus:outline-none focus:ring-2 focus:ring-night-light/30";

export function ModePicker({
  mode,
  suggested,
  onChange,
}: {
  mode: MemoryMode | null;
  suggested?: MemoryMode;
  onChange: (mode: MemoryMode) => void;
}) {
  return (
    <div className="flex flex-wrap gap-1.5" role="group" aria-label="Practice mode">
      {MEMORY_MODES.map((m) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          onClick={() => onChange(m)}
          className={cn(
            "rounded-full border px-3 py-1 text-xs font-medium",
            mode === m
              ? "border-night bg-night text-white"
              : "border-stone-300 bg-white text-stone-700 hover:bg-stone-50",
          )}
        >
          {modeLabels[m]}
          {m === suggested && (
            <span className={cn("ml-1", mode === m ? "text-gold" : "text-amber-700")}>· suggested</span>
          )}
        </button>
      ))}
    </div>
  );
}

/** The chosen mode for one card; `children` receives the suggested grade (null: grade freely) once practised. */
export function PracticeMode({
  mode,
  card,
  children,
}: {
  mode: MemoryMode;
  card: SessionCard;
  children: Render;
}) {
  switch (mode) {
    case "flashcard":
      return <Flashcard card={card}>{children}</Flashcard>;
    case "first-letters":
      return <FirstLetters card={card}>{children}</FirstLetters>;
    case "fade-out":
      return <FadeOut card={card}>{children}</FadeOut>;
    case "scramble":
      return <Scramble card={card}>{children}</Scramble>;
    case "type-it":
      return <TypeIt card={card}>{children}</TypeIt>;
    case "reference":
      return <ReferenceRecall card={card}>{children}</ReferenceRecall>;
  }
}

function VerseText({ text }: { text: string }) {
  return (
    <p className="rounded-lg bg-parchment p-4 font-serif text-lg leading-relaxed" data-testid="review-text">
      {text}
    </p>
  );
}

function Flashcard({ card, children }: { card: SessionCard; children: Render }) {
  const [shown, setShown] = useState(false);
  if (!shown) return <Button onClick={() => setShown(true)}>Show verse</Button>;
  return (
    <div className="space-y-4">
      <VerseText text={card.text} />
      {children(null)}
    </div>
  );
}

function FirstLetters({ card, children }: { card: SessionCard; children: Render }) {
  const targets = useMemo(() => firstLetterTargets(card.text), [card.text]);
  const [state, setState] = useState(startFirstLetters);
  const [flash, setFlash] = useState(false);
  const flashTimer = useRef<number | undefined>(undefined);
  const done = firstLettersDone(state, targets);
  const accuracy = firstLettersAccuracy(state, targets.length);

  const onKey = (key: string) => {
    if (done || !/^[\p{L}\p{N}]$/u.test(key)) return;
    const result = typeLetter(state, targets, key, performance.now());
    setState(result.state);
    if (!result.correct) {
      setFlash(true);
      window.clearTimeout(flashTimer.current);
      flashTimer.current = window.setTimeout(() => setFlash(false), 400);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">Type the first letter of each word.</p>
      <p
        className="flex flex-wrap gap-x-2 gap-y-1 rounded-lg bg-parchment p-4 font-serif text-lg leading-relaxed"
        data-testid="first-letters-text"
      >
        {targets.map((target, i) => (
          <span
            key={i}
            className={cn(
              i < state.index ? (state.missed.has(i) ? "text-amber-800" : "text-ink") : "text-stone-400",
              i === state.index && flash && "rounded bg-red-200 text-red-800",
              i === state.index && !flash && "underline decoration-gold decoration-2 underline-offset-4",
            )}
          >
            {i < state.index ? target.display : "_".repeat(Math.min(Math.max(target.display.length, 2), 10))}
          </span>
        ))}
      </p>
      {!done ? (
        <>
          <Input
            aria-label="First letter of the next word"
            autoFocus
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value=""
            className={cn("max-w-48", flash && "border-destructive")}
            onChange={(event) => {
              for (const char of event.target.value) onKey(char);
            }}
          />
          <p className="sr-only" aria-live="polite">
            {flash ? "Wrong letter" : ""}
          </p>
        </>
      ) : (
        <>
          <p className="text-sm text-stone-700" role="status">
            Accuracy {percent(accuracy)}
            {accuracy >= 0.95 &&
              (hesitated(state) ? " · you paused for more than 3 seconds" : " · no hesitation")}
          </p>
          {children(suggestFromAccuracy(accuracy, { easyAllowed: true, hesitated: hesitated(state) }))}
        </>
      )}
    </div>
  );
}

function FadeOut({ card, children }: { card: SessionCard; children: Render }) {
  const tokens = useMemo(() => verseTokens(card.text), [card.text]);
  const seed = hashSeed(card.cardId);
  const [round, setRound] = useState(0);
  const [typed, setTyped] = useState("");
  const [result, setResult] = useState<{ accuracy: number; revealed: boolean } | null>(null);
  const mask = useMemo(() => fadeMask(tokens, round, seed), [tokens, round, seed]);
  const last = round === FADE_ROUNDS.length - 1;

  const check = (revealed: boolean) =>
    setResult({ accuracy: revealed ? 0 : fadeRoundAccuracy(hiddenWords(tokens, mask), typed), revealed });
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">
        Round {round + 1} of {FADE_ROUNDS.length}: type the missing words in order.
      </p>
      <p className="flex flex-wrap gap-x-2 gap-y-1 rounded-lg bg-parchment p-4 font-serif text-lg leading-relaxed">
        {tokens.map((token, i) =>
          mask[i] && !result ? (
            <span key={i} className="text-stone-400" aria-label="hidden word">
              {"_".repeat(Math.min(Math.max(token.display.length, 2), 10))}
            </span>
          ) : (
            <span key={i} className={cn(mask[i] && "font-semibold text-night-light")}>
              {token.display}
            </span>
          ),
        )}
      </p>
      {!result ? (
        <div className="space-y-2">
          <textarea
            aria-label="Missing words"
            className={textareaClass}
            rows={2}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <div className="flex gap-2">
            <Button onClick={() => check(false)}>Check</Button>
            <Button variant="outline" onClick={() => check(true)}>
              Reveal
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-stone-700" role="status">
            {result.revealed
              ? "Revealed"
              : `Round ${round + 1}: ${percent(result.accuracy)} of the hidden words`}
          </p>
          {last ? (
            children(suggestFromAccuracy(result.accuracy))
          ) : (
            <Button
              onClick={() => {
                setRound(round + 1);
                setTyped("");
                setResult(null);
              }}
            >
              Next round
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

function Scramble({ card, children }: { card: SessionCard; children: Render }) {
  const chunks = useMemo(() => phraseChunks(card.text), [card.text]);
  const order = useMemo(
    () => scrambleOrder(chunks.length, hashSeed(card.cardId)),
    [chunks.length, card.cardId],
  );
  const [placed, setPlaced] = useState<number[]>([]);
  const [checks, setChecks] = useState(0);
  const [outcome, setOutcome] = useState<"solved" | "gave-up" | null>(null);
  const [wrong, setWrong] = useState(false);

  const check = () => {
    const count = checks + 1;
    setChecks(count);
    if (chunksInOrder(chunks, placed)) setOutcome("solved");
    else {
      setWrong(true);
      setPlaced([]);
    }
  };

  if (outcome) {
    return (
      <div className="space-y-3">
        <VerseText text={card.text} />
        <p className="text-sm text-stone-700" role="status">
          {outcome === "solved"
            ? checks === 1
              ? "In order at the first try."
              : `In order after ${checks} tries.`
            : "Here is the verse in order."}
        </p>
        {children(suggestFromScramble({ solved: outcome === "solved", checks }))}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">Tap the phrases in the verse's order.</p>
      <ol className="min-h-14 space-y-1 rounded-lg bg-parchment p-3 font-serif" aria-label="Your order">
        {placed.map((chunkIndex, position) => (
          <li key={position}>{chunks[chunkIndex]}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        {order
          .filter((chunkIndex) => !placed.includes(chunkIndex))
          .map((chunkIndex) => (
            <button
              key={chunkIndex}
              type="button"
              className="rounded-md border border-stone-300 bg-white px-3 py-2 text-left text-sm hover:bg-stone-50"
              onClick={() => {
                setWrong(false);
                setPlaced([...placed, chunkIndex]);
              }}
            >
              {chunks[chunkIndex]}
            </button>
          ))}
      </div>
      {wrong && (
        <p className="text-sm text-red-800" role="alert">
          Not in order yet — try again.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button disabled={placed.length !== chunks.length} onClick={check}>
          Check
        </Button>
        <Button
          variant="outline"
          disabled={placed.length === 0}
          onClick={() => setPlaced(placed.slice(0, -1))}
        >
          Undo
        </Button>
        <Button variant="ghost" onClick={() => setOutcome("gave-up")}>
          Show the verse
        </Button>
      </div>
    </div>
  );
}

function TypeIt({ card, children }: { card: SessionCard; children: Render }) {
  const [typed, setTyped] = useState("");
  const [result, setResult] = useState<ReturnType<typeof compareMemoryText> | null>(null);
  return (
    <div className="space-y-4">
      <label className="block space-y-1">
        <span className="text-sm text-stone-600">Type the whole verse from memory.</span>
        <textarea
          className={textareaClass}
          rows={4}
          value={typed}
          disabled={result !== null}
          onChange={(e) => setTyped(e.target.value)}
        />
      </label>
      {!result ? (
        <Button disabled={typed.trim() === ""} onClick={() => setResult(compareMemoryText(card.text, typed))}>
          Check
        </Button>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-stone-700" role="status">
            {result.correct ? "Correct" : "Not quite"} — {result.matched} of {result.total} words in order.
          </p>
          <VerseText text={card.text} />
          {children(suggestFromMatch(result.correct))}
        </div>
      )}
    </div>
  );
}

function ReferenceRecall({ card, children }: { card: SessionCard; children: Render }) {
  const [typed, setTyped] = useState("");
  const [correct, setCorrect] = useState<boolean | null>(null);
  const [checking, setChecking] = useState(false);
  const check = async () => {
    setChecking(true);
    try {
      const { parseReference } = await loadReferenceParser();
      setCorrect(sameRange(parseReference(typed)?.ranges ?? null, card.startKey, card.endKey));
    } finally {
      setChecking(false);
    }
  };
  return (
    <div className="space-y-4">
      <VerseText text={card.text} />
      <label className="block space-y-1">
        <span className="text-sm text-stone-600">Which reference is this?</span>
        <Input
          value={typed}
          disabled={correct !== null}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="e.g. John 3:16"
        />
      </label>
      {correct === null ? (
        <Button busy={checking} disabled={typed.trim() === ""} onClick={() => void check()}>
          Check
        </Button>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-stone-700" role="status">
            {correct ? "Correct" : `Not quite — it's ${card.reference}`}
          </p>
          {children(suggestFromMatch(correct))}
        </div>
      )}
    </div>
  );
}
