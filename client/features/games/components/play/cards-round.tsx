import { Fragment, useId, useState } from "react";
import type { CardDto, RoundPayload } from "@common/schemas/games";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { cn } from "@client/lib/cn";
import { countAnswerWords } from "@client/features/games/lib/play-answer";
import { cardsRoundReady, pickRuleText } from "@client/features/games/lib/play-cards";
import { AnswerField } from "./answer-field";
import { RoundContext } from "./round-context";
import { RoundHelpers } from "./round-helpers";
import { useFindReferences } from "./use-find-references";

type CardsPayload = Extract<RoundPayload, { kind: "cards" }>;
export type CardsAnswer = { cards: string[]; ref?: string; text: string };

const kindLook: Record<CardDto["kind"], string> = {
  dimension: "border-sky-300 bg-sky-50",
  wall: "border-amber-300 bg-amber-50",
  operator: "border-violet-300 bg-violet-50",
  zone: "border-teal-300 bg-teal-50",
  genre: "border-rose-300 bg-rose-50",
  article: "border-yellow-400 bg-yellow-50",
  frame: "border-stone-300 bg-stone-50",
};

/** One card of the hand: a toggle whose name and meaning show on hover and on keyboard focus. */
export function HandCard({
  card,
  selected,
  disabled,
  onToggle,
}: {
  card: CardDto;
  selected: boolean;
  disabled: boolean;
  /** Absent for a dealt hand: the card is shown, not chosen. */
  onToggle?: () => void;
}) {
  const tipId = useId();
  return (
    <li className="group relative">
      <button
        type="button"
        aria-pressed={onToggle ? selected : undefined}
        aria-describedby={tipId}
        disabled={disabled}
        onClick={onToggle}
        data-testid="hand-card"
        data-code={card.code}
        className={cn(
          "flex h-24 w-20 flex-col items-center justify-center gap-1 rounded-lg border-2 px-1 text-center shadow-sm transition focus-visible:ring-2 focus-visible:ring-night-light focus-visible:outline-none disabled:opacity-60 sm:w-24",
          kindLook[card.kind],
          selected && "-translate-y-1 border-night ring-2 ring-night",
        )}
      >
        <span className="text-xl font-bold text-night">{card.code}</span>
        <span className="text-xs leading-tight text-stone-700">{card.name}</span>
      </button>
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none absolute top-full left-1/2 z-10 mt-1 hidden w-48 -translate-x-1/2 rounded-md bg-night px-2 py-1.5 text-xs text-white shadow-lg group-focus-within:block group-hover:block"
      >
        <strong>{card.name}</strong> ({card.kind}): {card.meaning}
      </span>
    </li>
  );
}

/**
 * A card-game round (games.md §4.0): the prompt's context, the game's figures, the hand as cards (name and meaning
 * on hover and focus), the reference field where the game has one, and the answer with a live word count against
 * the minimum. Submit is enabled only when the pick rule and the word minimum are met; the server checks again.
 * New prompt (twice a run) and Easy's Show a suggestion are actions on the run.
 */
export function CardsRound({
  payload,
  disabled,
  busy,
  actionBusy,
  error,
  submitted,
  onAnswer,
  onAction,
}: {
  payload: CardsPayload;
  disabled: boolean;
  busy: boolean;
  actionBusy: boolean;
  /** The server's message about this answer (422), shown next to the field; the draft stays. */
  error: string | null;
  /** The answer as judged (after the verdict), shown instead of the form. */
  submitted: CardsAnswer | null;
  onAnswer: (input: CardsAnswer) => void;
  onAction: (type: "redeal" | "hint") => void;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  const [ref, setRef] = useState("");
  const [text, setText] = useState("");
  const fieldId = useId();
  const refId = useId();
  const findReferences = useFindReferences();
  // A new prompt deals a new hand: cards no longer held drop out of the pick, the draft text stays.
  const dealt = payload.pick.max === 0;
  const selected = dealt ? [] : picked.filter((code) => payload.hand.some((card) => card.code === code));
  const words = countAnswerWords(text, findReferences);
  const ready = cardsRoundReady(payload, { cards: selected, ref, words });
  const toggle = (code: string) =>
    setPicked((current) =>
      current.includes(code)
        ? current.filter((item) => item !== code)
        : [...current.filter((item) => payload.hand.some((card) => card.code === item)), code],
    );

  return (
    <div className="space-y-4">
      <ul className="flex flex-wrap gap-2 text-sm" aria-label="Game status" data-testid="cards-status">
        {payload.status.map((item) => (
          <li key={item.label} className="rounded-full bg-stone-100 px-3 py-1 text-stone-700">
            {item.label} <strong className="text-night tabular-nums">{item.value}</strong>
          </li>
        ))}
      </ul>
      {payload.context && <RoundContext context={payload.context} />}

      {submitted ? (
        <div className="space-y-1 rounded-lg border border-stone-200 bg-white p-3">
          <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Your play</p>
          <p className="font-medium">
            {submitted.cards.join(", ")}
            {submitted.ref ? ` · ${submitted.ref}` : ""}
          </p>
          <p className="whitespace-pre-wrap">{submitted.text || "No answer was sent in time."}</p>
        </div>
      ) : (
        <>
          <section aria-labelledby={`${fieldId}-hand`} className="space-y-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={`${fieldId}-hand`} className="font-semibold text-night">
                {payload.path ? "Your path" : dealt ? "Your cards" : "Your hand"}
              </h3>
              <p className="text-sm text-stone-600" data-testid="pick-rule">
                {pickRuleText(payload.pick)}
                {!dealt && ` Selected: ${selected.length}`}
              </p>
            </div>
            <ul className="flex flex-wrap gap-2 pb-8">
              {payload.hand.map((card, index) => (
                <Fragment key={card.code}>
                  {payload.path && index > 0 && (
                    <li aria-hidden="true" className="flex items-center text-xl text-stone-400">
                      →
                    </li>
                  )}
                  <HandCard
                    card={card}
                    selected={dealt || selected.includes(card.code)}
                    disabled={disabled}
                    onToggle={dealt ? undefined : () => toggle(card.code)}
                  />
                </Fragment>
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

          {payload.refField && (
            <div className="max-w-sm space-y-1.5">
              <label htmlFor={refId} className="text-sm font-medium text-stone-800">
                Verse reference
              </label>
              <Input
                id={refId}
                value={ref}
                maxLength={120}
                placeholder="Heb 9:11-12"
                disabled={disabled}
                onChange={(event) => setRef(event.target.value)}
              />
            </div>
          )}

          <div className="space-y-1.5">
            <AnswerField
              label="Your explanation"
              value={text}
              onChange={setText}
              disabled={disabled}
              error={error}
              enough={ready.wordsMet}
              count={
                <>
                  {words} / {ready.minWords} words
                  {payload.words.perCard && ` (${payload.words.min} per card played)`}
                  {payload.refsRequired > 1 && ` · ${payload.refsRequired} distinct references needed`}
                  {payload.parts &&
                    ` · write ${payload.parts} parts, numbered 1. to ${payload.parts}., one per card in order`}
                </>
              }
            />
            <Button
              disabled={disabled || !ready.ok}
              busy={busy}
              onClick={() =>
                onAnswer({
                  cards: selected,
                  ...(payload.refField ? { ref: ref.trim() } : {}),
                  text: text.trim(),
                })
              }
            >
              Submit
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
