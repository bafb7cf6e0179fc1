import { Check, X } from "lucide-react";
import { useState } from "react";
import type { RevealDto, RoundPayload } from "@common/schemas/games";
import { Button } from "@client/components/ui/button";
import { Checkbox } from "@client/components/ui/checkbox";
import { cn } from "@client/lib/cn";
import { PalaceCard } from "./palace-card";
import { RoundContext } from "./round-context";
import { useDigitKeys } from "./use-digit-keys";

type ChoicePayload = Extract<RoundPayload, { kind: "choice" }>;

type OptionLook = "idle" | "correct" | "wrong" | "missed" | "struck" | "dimmed";

function lookOf(id: string, payload: ChoicePayload, reveal: RevealDto | null): OptionLook {
  if (reveal) {
    const correct = reveal.correct?.includes(id) ?? false;
    const picked = reveal.picked?.includes(id) ?? false;
    if (correct && (picked || !payload.multi)) return "correct";
    if (correct) return "missed";
    if (picked) return "wrong";
    return "dimmed";
  }
  return payload.struck?.includes(id) ? "struck" : "idle";
}

const looks: Record<OptionLook, string> = {
  idle: "border-stone-300 bg-white hover:border-night-light hover:bg-indigo-50",
  correct: "border-emerald-500 bg-emerald-50 text-emerald-950",
  wrong: "border-red-400 bg-red-50 text-red-950",
  missed: "border-2 border-dashed border-emerald-500 bg-white text-ink",
  struck: "border-stone-200 bg-stone-100 text-stone-500 line-through",
  dimmed: "border-stone-200 bg-white text-stone-500",
};

const lookNote: Partial<Record<OptionLook, string>> = {
  correct: "Right answer",
  wrong: "Your pick, not right",
  missed: "Right, but not ticked",
  struck: "Struck out",
};

function OptionMark({ look }: { look: OptionLook }) {
  if (look === "correct") return <Check className="size-5 shrink-0 text-emerald-700" aria-hidden="true" />;
  if (look === "wrong" || look === "struck")
    return <X className="size-5 shrink-0 text-red-700" aria-hidden="true" />;
  return null;
}

/**
 * A multiple-choice round (games.md §4.13, §4.15, §4.17, §4.18): the options as big buttons (digits 1–n pick);
 * with `multi`, checkboxes and Submit. After judging, the same options show the reveal: the right option
 * highlighted, a wrong pick marked, options missed in a multi round outlined.
 */
export function ChoiceRound({
  payload,
  reveal,
  disabled,
  busy,
  onAnswer,
}: {
  payload: ChoicePayload;
  reveal: RevealDto | null;
  disabled: boolean;
  busy: boolean;
  onAnswer: (input: { choice: string } | { choices: string[] }) => void;
}) {
  const [ticked, setTicked] = useState<string[]>([]);
  const open = !reveal && !disabled && !busy;
  const toggle = (id: string) =>
    setTicked((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  useDigitKeys(payload.options.length, open, (index) => {
    const option = payload.options[index];
    if (!option || payload.struck?.includes(option.id)) return;
    if (payload.multi) toggle(option.id);
    else onAnswer({ choice: option.id });
  });

  return (
    <div className="space-y-4">
      {payload.card ? (
        <PalaceCard
          verseRef={payload.card.front.ref}
          text={payload.card.front.text}
          roomId={payload.card.roomId}
        />
      ) : (
        payload.context && <RoundContext context={payload.context} />
      )}
      {payload.multi ? (
        <fieldset className="space-y-2">
          <legend className="sr-only">{payload.prompt}</legend>
          {payload.options.map((option, index) => {
            const look = lookOf(option.id, payload, reveal);
            const checked = reveal
              ? (reveal.picked?.includes(option.id) ?? false)
              : ticked.includes(option.id);
            return (
              <label
                key={option.id}
                className={cn(
                  "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-left has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-dark",
                  looks[look],
                  !open && "cursor-default",
                )}
              >
                <Checkbox
                  checked={checked}
                  disabled={!open}
                  onCheckedChange={() => toggle(option.id)}
                  aria-describedby={lookNote[look] ? `${option.id}-note` : undefined}
                />
                <span className="text-sm font-semibold text-stone-500" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="flex-1">{option.label}</span>
                <OptionMark look={look} />
                {lookNote[look] && (
                  <span id={`${option.id}-note`} className="sr-only">
                    {lookNote[look]}
                  </span>
                )}
              </label>
            );
          })}
          {!reveal && (
            <Button
              className="mt-2"
              disabled={!open || ticked.length === 0}
              busy={busy}
              onClick={() => onAnswer({ choices: ticked })}
            >
              Submit
            </Button>
          )}
        </fieldset>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Options">
          {payload.options.map((option, index) => {
            const look = lookOf(option.id, payload, reveal);
            const struck = look === "struck";
            return (
              <li key={option.id}>
                <button
                  type="button"
                  disabled={!open || struck}
                  aria-disabled={!open || struck}
                  onClick={() => onAnswer({ choice: option.id })}
                  className={cn(
                    "flex min-h-14 w-full items-center gap-3 rounded-lg border px-4 py-3 text-left transition-colors disabled:cursor-default",
                    looks[look],
                  )}
                >
                  <span
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-stone-100 text-sm font-semibold text-stone-600"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <span className="flex-1">
                    {option.label}
                    {option.detail && <span className="block text-sm text-stone-600">{option.detail}</span>}
                  </span>
                  <OptionMark look={look} />
                  {lookNote[look] && <span className="sr-only">({lookNote[look]})</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
