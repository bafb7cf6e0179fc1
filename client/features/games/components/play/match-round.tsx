import { Check } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { OptionDto, RevealDto, RoundPayload } from "@common/schemas/games";
import { cn } from "@client/lib/cn";

type MatchPayload = Extract<RoundPayload, { kind: "match" }>;

/** How long a wrong pair flashes before both sides can be picked again. */
const WRONG_FLASH_MS = 700;

/** The pairs to show as matched: the board's locked pairs, or every pair once the board is judged. */
function matchedPairs(
  payload: MatchPayload,
  reveal: RevealDto | null,
): Array<{ left: string; right: string }> {
  if (!reveal?.correct) return payload.matched;
  return reveal.correct.flatMap((pair) => {
    const [left, right] = pair.split(":");
    return left && right ? [{ left, right }] : [];
  });
}

/**
 * A match board (games.md §4.18 match engine): tap an item on the left, then its partner on the right; the
 * server judges each pair at once. Locked pairs show matched (numbered alike); a wrong pair flashes.
 */
export function MatchRound({
  payload,
  reveal,
  disabled,
  onPair,
}: {
  payload: MatchPayload;
  reveal: RevealDto | null;
  disabled: boolean;
  /** Sends the pair; resolves with whether it was right (null when it could not be judged). */
  onPair: (left: string, right: string) => Promise<{ correct: boolean; points: number } | null>;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const [wrong, setWrong] = useState<{ left: string; right: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(flashTimer.current), []);

  const pairs = matchedPairs(payload, reveal);
  const numberOf = new Map<string, number>();
  pairs.forEach((pair, index) => {
    numberOf.set(pair.left, index + 1);
    numberOf.set(pair.right, index + 1);
  });
  const open = !reveal && !disabled && !sending && wrong === null;

  const pickRight = async (right: string) => {
    if (!selected || !open) return;
    const left = selected;
    setSending(true);
    const result = await onPair(left, right);
    setSending(false);
    if (!result) return;
    setSelected(null);
    const leftLabel = payload.left.find((item) => item.id === left)?.label ?? "";
    const rightLabel = payload.right.find((item) => item.id === right)?.label ?? "";
    if (result.correct) {
      setAnnouncement(`Matched: ${leftLabel} with ${rightLabel}. +${result.points}`);
    } else {
      setAnnouncement(`${leftLabel} and ${rightLabel} are not a pair. ${result.points}`);
      setWrong({ left, right });
      flashTimer.current = setTimeout(() => setWrong(null), WRONG_FLASH_MS);
    }
  };

  const column = (side: "left" | "right", items: OptionDto[]) => (
    <ul className="space-y-2" aria-label={side === "left" ? "Symbols" : "Meanings"}>
      {items.map((item) => {
        const number = numberOf.get(item.id);
        const isWrong = wrong?.[side] === item.id;
        const isSelected = side === "left" && selected === item.id;
        return (
          <li key={item.id}>
            <button
              type="button"
              disabled={number !== undefined || !open || (side === "right" && selected === null)}
              aria-pressed={side === "left" ? isSelected : undefined}
              onClick={() =>
                side === "left" ? setSelected(isSelected ? null : item.id) : void pickRight(item.id)
              }
              className={cn(
                "flex min-h-12 w-full items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm transition-colors disabled:cursor-default",
                number !== undefined
                  ? "border-emerald-400 bg-emerald-50 text-emerald-950"
                  : isWrong
                    ? "animate-pulse border-red-500 bg-red-100 text-red-950"
                    : isSelected
                      ? "border-night bg-indigo-100 text-night"
                      : "border-stone-300 bg-white hover:border-night-light hover:bg-indigo-50",
              )}
            >
              {number !== undefined && (
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-xs font-semibold text-white">
                  <span className="sr-only">Pair </span>
                  {number}
                </span>
              )}
              <span className="flex-1">{item.label}</span>
              {number !== undefined && <Check className="size-4 text-emerald-700" aria-hidden="true" />}
            </button>
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">
        Board {payload.board} of {payload.boards} · {pairs.length} of {payload.left.length} pairs matched
      </p>
      {!reveal && (
        <p className="text-sm text-stone-700">
          {selected
            ? "Now choose the meaning that belongs to it."
            : "Choose an item on the left, then its partner on the right."}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        {column("left", payload.left)}
        {column("right", payload.right)}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
