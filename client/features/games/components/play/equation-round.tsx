import { X } from "lucide-react";
import { useId, useState } from "react";
import type { CardDto, RoundPayload } from "@common/schemas/games";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { countAnswerWords } from "@client/features/games/lib/play-answer";
import { canAddPiece, equationRoundReady } from "@client/features/games/lib/play-equation";
import { AnswerField } from "./answer-field";
import { RoundHelpers } from "./round-helpers";
import { useFindReferences } from "./use-find-references";

type EquationPayload = Extract<RoundPayload, { kind: "equation" }>;
export type EquationAnswer = { cards: string[]; text: string };

const kindLook: Record<CardDto["kind"], string> = {
  dimension: "border-sky-300 bg-sky-50",
  wall: "border-amber-300 bg-amber-50",
  operator: "border-violet-300 bg-violet-50",
  zone: "border-teal-300 bg-teal-50",
  genre: "border-rose-300 bg-rose-50",
  article: "border-yellow-400 bg-yellow-50",
  frame: "border-stone-300 bg-stone-50",
};

/** One piece: clicking adds it to the equation; its name and meaning show on hover and on keyboard focus. */
function PieceButton({ piece, disabled, onAdd }: { piece: CardDto; disabled: boolean; onAdd: () => void }) {
  const tipId = useId();
  return (
    <li className="group relative">
      <button
        type="button"
        aria-label={`Add ${piece.code}, ${piece.name}`}
        aria-describedby={tipId}
        disabled={disabled}
        onClick={onAdd}
        data-testid="equation-piece"
        data-code={piece.code}
        className={cn(
          "flex h-20 w-[4.5rem] flex-col items-center justify-center gap-1 rounded-lg border-2 px-1 text-center shadow-sm transition focus-visible:ring-2 focus-visible:ring-night-light focus-visible:outline-none disabled:opacity-50 sm:w-24",
          kindLook[piece.kind],
        )}
      >
        <span className="text-lg font-bold text-night">{piece.code}</span>
        <span className="text-[11px] leading-tight text-stone-700">{piece.name}</span>
      </button>
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none absolute top-full left-1/2 z-10 mt-1 hidden w-48 -translate-x-1/2 rounded-md bg-night px-2 py-1.5 text-xs text-white shadow-lg group-focus-within:block group-hover:block"
      >
        <strong>{piece.name}</strong> ({piece.kind}): {piece.meaning}
      </span>
    </li>
  );
}

/**
 * An Equation Builder round (games.md §4.9): the figures, the 12 pieces as buttons that add themselves to the
 * equation, the equation as a row of removable chips with a live grammar message ("Next: an operator"), and the
 * explanation with its word count. Submit is enabled once the grammar holds (operand, operator, operand in 3 or 5
 * pieces, no operand twice) and the word minimum is met; the server checks the grammar again. New prompt (twice a
 * run) and Easy's Show a suggestion are actions on the run.
 */
export function EquationRound({
  payload,
  disabled,
  busy,
  actionBusy,
  error,
  submitted,
  onAnswer,
  onAction,
}: {
  payload: EquationPayload;
  disabled: boolean;
  busy: boolean;
  actionBusy: boolean;
  /** The server's message about this answer (422), shown next to the field; the draft stays. */
  error: string | null;
  /** The answer as judged (after the verdict), shown instead of the form. */
  submitted: EquationAnswer | null;
  onAnswer: (input: EquationAnswer) => void;
  onAction: (type: "redeal" | "hint") => void;
}) {
  const dealKey = payload.pieces.map((piece) => piece.code).join(" ");
  // The equation belongs to the pieces it was built from: a new prompt starts it afresh (the draft text stays).
  const [built, setBuilt] = useState<{ deal: string; codes: string[] }>({ deal: dealKey, codes: [] });
  const [announcement, setAnnouncement] = useState("");
  const [text, setText] = useState("");
  const fieldId = useId();
  const findReferences = useFindReferences();
  const equation = built.deal === dealKey ? built.codes : [];
  const words = countAnswerWords(text, findReferences);
  const ready = equationRoundReady(payload, { equation, words });

  const add = (code: string) => {
    if (!canAddPiece(payload, equation, code)) return;
    setBuilt({ deal: dealKey, codes: [...equation, code] });
    setAnnouncement(`Added ${code}`);
  };
  const remove = (index: number) => {
    const code = equation[index];
    setBuilt({ deal: dealKey, codes: equation.filter((_, at) => at !== index) });
    setAnnouncement(`Removed ${code}`);
  };

  return (
    <div className="space-y-4">
      <ul className="flex flex-wrap gap-2 text-sm" aria-label="Game status" data-testid="cards-status">
        {payload.status.map((item) => (
          <li key={item.label} className="rounded-full bg-stone-100 px-3 py-1 text-stone-700">
            {item.label} <strong className="text-night tabular-nums">{item.value}</strong>
          </li>
        ))}
      </ul>

      {submitted ? (
        <div className="space-y-1 rounded-lg border border-stone-200 bg-white p-3">
          <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Your equation</p>
          <p className="text-lg font-semibold text-night" data-testid="submitted-equation">
            {submitted.cards.join(" ") || "No equation was sent in time."}
          </p>
          <p className="whitespace-pre-wrap">{submitted.text || "No answer was sent in time."}</p>
        </div>
      ) : (
        <>
          <section aria-labelledby={`${fieldId}-equation`} className="space-y-2">
            <h3 id={`${fieldId}-equation`} className="font-semibold text-night">
              Your equation
            </h3>
            <div className="min-h-14 rounded-lg border-2 border-dashed border-stone-300 bg-white p-2">
              {equation.length === 0 ? (
                <p className="p-2 text-sm text-stone-500">Click the pieces below to build your equation.</p>
              ) : (
                <ol className="flex flex-wrap items-center gap-2" data-testid="equation-row">
                  {equation.map((code, index) => (
                    <li key={`${index}:${code}`}>
                      <button
                        type="button"
                        aria-label={`Remove ${code}`}
                        disabled={disabled}
                        onClick={() => remove(index)}
                        data-testid="equation-chip"
                        data-code={code}
                        className="inline-flex h-10 items-center gap-1 rounded-full border border-night bg-night px-3 text-base font-bold text-white transition hover:bg-night-light focus-visible:ring-2 focus-visible:ring-night-light focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
                      >
                        {code}
                        <X className="size-3.5" aria-hidden="true" />
                      </button>
                    </li>
                  ))}
                </ol>
              )}
            </div>
            <p
              role="status"
              className={cn("text-sm font-medium", ready.grammarOk ? "text-emerald-700" : "text-stone-700")}
              data-testid="equation-grammar"
            >
              {ready.message}
            </p>
            <p role="status" className="sr-only" data-testid="equation-announcement">
              {announcement}
            </p>
          </section>

          <section aria-labelledby={`${fieldId}-pieces`} className="space-y-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={`${fieldId}-pieces`} className="font-semibold text-night">
                Pieces
              </h3>
              <p className="text-sm text-stone-600">
                Operand, operator, operand: {payload.lengths.join(" or ")} pieces, each operand once.
              </p>
            </div>
            <ul className="flex flex-wrap gap-2 pb-8">
              {payload.pieces.map((piece) => (
                <PieceButton
                  key={piece.code}
                  piece={piece}
                  disabled={disabled || !canAddPiece(payload, equation, piece.code)}
                  onAdd={() => add(piece.code)}
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
                  {words} / {payload.minWords} words · name every operand of your equation
                </>
              }
            />
            <Button
              disabled={disabled || !ready.ok}
              busy={busy}
              onClick={() => onAnswer({ cards: [...equation], text: text.trim() })}
            >
              Submit
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
