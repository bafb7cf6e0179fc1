import { useId, useState } from "react";
import type { RoundPayload } from "@common/schemas/games";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { cn } from "@client/lib/cn";
import { countAnswerWords } from "@client/features/games/lib/play-answer";
import { CONNECT6_PICK, connect6RoundReady, toggleGenreCard } from "@client/features/games/lib/play-connect6";
import { AnswerField } from "./answer-field";
import { HandCard } from "./cards-round";
import { RoundHelpers } from "./round-helpers";
import { useFindReferences } from "./use-find-references";

type Connect6Payload = Extract<RoundPayload, { kind: "connect6" }>;
export type Connect6Answer = { choice: string; pairs: Array<{ card: string; ref: string; text: string }> };

/**
 * A Connect-6 Draft round (games.md §4.5): the game's figures, the three offered doctrines as a radio group, the
 * hand of four genre cards as toggles (exactly two), and for each picked card a reference and an explanation with
 * its own word count. Submit is enabled only when a doctrine and two cards are picked and every pair has a
 * reference and enough words; the server checks all of it again. New prompt and Easy's suggestion are run actions.
 */
export function Connect6Round({
  payload,
  disabled,
  busy,
  actionBusy,
  error,
  submitted,
  onAnswer,
  onAction,
}: {
  payload: Connect6Payload;
  disabled: boolean;
  busy: boolean;
  actionBusy: boolean;
  /** The server's message about this answer (422), shown under the form; the draft stays. */
  error: string | null;
  /** The answer as judged (after the verdict), shown instead of the form. */
  submitted: Connect6Answer | null;
  onAnswer: (input: Connect6Answer) => void;
  onAction: (type: "redeal" | "hint") => void;
}) {
  const [doctrine, setDoctrine] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [refs, setRefs] = useState<Record<string, string>>({});
  const [texts, setTexts] = useState<Record<string, string>>({});
  const groupId = useId();
  const findReferences = useFindReferences();
  // A new prompt offers other doctrines: a choice no longer offered drops out; cards and drafts stay.
  const chosen = payload.doctrines.some((option) => option.id === doctrine) ? doctrine : null;
  const selected = picked.filter((code) => payload.hand.some((card) => card.code === code));
  const draft = selected.map((card) => ({
    card,
    ref: refs[card] ?? "",
    text: texts[card] ?? "",
    words: countAnswerWords(texts[card] ?? "", findReferences),
  }));
  const ready = connect6RoundReady(payload, { doctrine: chosen, pairs: draft });
  const nameOf = (code: string) => payload.hand.find((card) => card.code === code)?.name ?? code;

  const status = (
    <ul className="flex flex-wrap gap-2 text-sm" aria-label="Game status" data-testid="cards-status">
      {payload.status.map((item) => (
        <li key={item.label} className="rounded-full bg-stone-100 px-3 py-1 text-stone-700">
          {item.label} <strong className="text-night tabular-nums">{item.value}</strong>
        </li>
      ))}
    </ul>
  );

  if (submitted) {
    const label = payload.doctrines.find((option) => option.id === submitted.choice)?.label;
    return (
      <div className="space-y-4">
        {status}
        <div className="space-y-2 rounded-lg border border-stone-200 bg-white p-3">
          <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Your play</p>
          {label && <p className="font-medium">{label}</p>}
          {submitted.pairs.length === 0 && <p>No answer was sent in time.</p>}
          {submitted.pairs.map((pair) => (
            <div key={pair.card}>
              <p className="font-medium">
                {pair.card} {nameOf(pair.card)} · {pair.ref}
              </p>
              <p className="whitespace-pre-wrap">{pair.text}</p>
            </div>
          ))}
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {status}

      <fieldset className="space-y-2" disabled={disabled}>
        <legend className="font-semibold text-night">Pick a doctrine</legend>
        <div className="grid gap-2 sm:grid-cols-3" role="radiogroup" aria-label="Doctrines">
          {payload.doctrines.map((option) => (
            <label
              key={option.id}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-lg border-2 border-stone-200 bg-white px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-night-light",
                chosen === option.id && "border-night bg-stone-50",
              )}
            >
              <input
                type="radio"
                name={`${groupId}-doctrine`}
                value={option.id}
                checked={chosen === option.id}
                onChange={() => setDoctrine(option.id)}
                className="size-4 accent-night"
              />
              <span className="font-medium">{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <section aria-labelledby={`${groupId}-hand`} className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={`${groupId}-hand`} className="font-semibold text-night">
            Your genre cards
          </h3>
          <p className="text-sm text-stone-600" data-testid="pick-rule" role="status">
            Pick exactly {CONNECT6_PICK} cards. Selected: {selected.length}
          </p>
        </div>
        <ul className="flex flex-wrap gap-2 pb-8">
          {payload.hand.map((card) => (
            <HandCard
              key={card.code}
              card={card}
              selected={selected.includes(card.code)}
              disabled={disabled}
              onToggle={() => setPicked(toggleGenreCard(selected, card.code))}
            />
          ))}
        </ul>
        <RoundHelpers
          redealsLeft={payload.redealsLeft}
          suggestion={payload.suggestion}
          disabled={disabled}
          actionBusy={actionBusy}
          onAction={onAction}
        />
      </section>

      {draft.map((pair, index) => (
        <PairFields
          key={pair.card}
          index={index}
          card={pair.card}
          name={nameOf(pair.card)}
          refValue={pair.ref}
          text={pair.text}
          words={pair.words}
          minWords={payload.wordsPerPair}
          disabled={disabled}
          onRef={(value) => setRefs((current) => ({ ...current, [pair.card]: value }))}
          onText={(value) => setTexts((current) => ({ ...current, [pair.card]: value }))}
        />
      ))}

      <div className="space-y-1.5">
        {error && (
          <p className="text-sm text-destructive" role="alert">
            {error}
          </p>
        )}
        <Button
          disabled={disabled || !ready.ok}
          busy={busy}
          onClick={() =>
            chosen &&
            onAnswer({
              choice: chosen,
              pairs: draft.map((pair) => ({ card: pair.card, ref: pair.ref.trim(), text: pair.text.trim() })),
            })
          }
        >
          Submit
        </Button>
      </div>
    </div>
  );
}

/** One played card: its reference and its explanation with a live word count. */
function PairFields({
  index,
  card,
  name,
  refValue,
  text,
  words,
  minWords,
  disabled,
  onRef,
  onText,
}: {
  index: number;
  card: string;
  name: string;
  refValue: string;
  text: string;
  words: number;
  minWords: number;
  disabled: boolean;
  onRef: (value: string) => void;
  onText: (value: string) => void;
}) {
  const refId = useId();
  return (
    <section
      className="space-y-1.5 rounded-lg border border-rose-200 bg-rose-50/40 p-3"
      aria-label={`${name} (${card})`}
      data-testid="connect6-pair"
      data-code={card}
    >
      <h3 className="font-semibold text-night">
        {index + 1}. {name} ({card})
      </h3>
      <div className="max-w-sm space-y-1.5">
        <label htmlFor={refId} className="text-sm font-medium text-stone-800">
          {name} reference
        </label>
        <Input
          id={refId}
          value={refValue}
          maxLength={120}
          placeholder="Gen 2:2-3"
          disabled={disabled}
          onChange={(event) => onRef(event.target.value)}
        />
      </div>
      <AnswerField
        label={`${name} explanation`}
        value={text}
        onChange={onText}
        disabled={disabled}
        error={null}
        enough={words >= minWords}
        count={
          <>
            {words} / {minWords} words · name the doctrine
          </>
        }
      />
    </section>
  );
}
