import { ArrowDown, ArrowUp, Check, GripVertical, X } from "lucide-react";
import { useRef, useState } from "react";
import type { OptionDto, RevealDto, RoundPayload } from "@common/schemas/games";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { moveItem } from "@client/features/games/lib/play-answer";

type OrderPayload = Extract<RoundPayload, { kind: "order" }>;

/**
 * An ordering round (games.md §4.18 order engine): the player drags the items into order, or moves each with its
 * Move up / Move down buttons (or the arrow keys on its handle), then submits once. After judging, each item
 * shows whether it sits where the true order puts it.
 */
export function OrderRound({
  payload,
  reveal,
  disabled,
  busy,
  onAnswer,
}: {
  payload: OrderPayload;
  reveal: RevealDto | null;
  disabled: boolean;
  busy: boolean;
  onAnswer: (input: { order: string[] }) => void;
}) {
  const [order, setOrder] = useState<OptionDto[]>(payload.items);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const list = useRef<HTMLOListElement>(null);
  const open = !reveal && !disabled && !busy;

  // A judged round shows the order that was sent.
  const shown = reveal?.picked
    ? reveal.picked.flatMap((id) => order.find((item) => item.id === id) ?? [])
    : order;

  const move = (from: number, to: number, focus?: "up" | "down" | "handle") => {
    if (to < 0 || to >= order.length) return;
    const item = order[from];
    setOrder((current) => moveItem(current, from, to));
    if (item) setAnnouncement(`${item.label}: position ${to + 1} of ${order.length}`);
    if (focus)
      requestAnimationFrame(() => {
        const row = list.current?.querySelectorAll<HTMLElement>("li")[to];
        const target =
          row?.querySelector<HTMLButtonElement>(`[data-move=${focus}]:not(:disabled)`) ??
          row?.querySelector<HTMLButtonElement>("[data-move=handle]");
        target?.focus();
      });
  };

  return (
    <div className="space-y-3">
      <ol ref={list} className="space-y-2" aria-label="Your order, earliest first">
        {shown.map((item, index) => {
          const placed = reveal?.correct ? reveal.correct[index] === item.id : null;
          return (
            <li
              key={item.id}
              draggable={open}
              onDragStart={(event) => {
                setDragging(index);
                event.dataTransfer.effectAllowed = "move";
              }}
              onDragOver={(event) => {
                if (dragging === null) return;
                event.preventDefault();
                if (dragging !== index) {
                  setOrder((current) => moveItem(current, dragging, index));
                  setDragging(index);
                }
              }}
              onDrop={(event) => event.preventDefault()}
              onDragEnd={() => setDragging(null)}
              className={cn(
                "flex items-center gap-2 rounded-lg border bg-white px-2 py-2",
                dragging === index ? "border-night-light opacity-70" : "border-stone-300",
                placed === true && "border-emerald-500 bg-emerald-50",
                placed === false && "border-red-300 bg-red-50",
              )}
            >
              {open ? (
                <button
                  type="button"
                  data-move="handle"
                  aria-label={`Reorder ${item.label}, position ${index + 1} of ${shown.length}. Use the up and down arrow keys.`}
                  onKeyDown={(event) => {
                    if (event.key === "ArrowUp") {
                      event.preventDefault();
                      move(index, index - 1, "handle");
                    } else if (event.key === "ArrowDown") {
                      event.preventDefault();
                      move(index, index + 1, "handle");
                    }
                  }}
                  className="cursor-grab rounded p-1 text-stone-500 hover:bg-stone-100"
                >
                  <GripVertical className="size-5" aria-hidden="true" />
                </button>
              ) : (
                <span className="w-7 text-center text-sm font-semibold text-stone-500" aria-hidden="true">
                  {index + 1}
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="block">{item.label}</span>
                {item.detail && <span className="block text-sm text-stone-600">{item.detail}</span>}
              </span>
              {placed === true && (
                <>
                  <Check className="size-5 text-emerald-700" aria-hidden="true" />
                  <span className="sr-only">(in the right place)</span>
                </>
              )}
              {placed === false && (
                <>
                  <X className="size-5 text-red-700" aria-hidden="true" />
                  <span className="sr-only">(out of place)</span>
                </>
              )}
              {open && (
                <span className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    data-move="up"
                    disabled={index === 0}
                    aria-label={`Move ${item.label} up`}
                    onClick={() => move(index, index - 1, "up")}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    data-move="down"
                    disabled={index === shown.length - 1}
                    aria-label={`Move ${item.label} down`}
                    onClick={() => move(index, index + 1, "down")}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {!reveal && (
        <Button
          disabled={!open}
          busy={busy}
          onClick={() => onAnswer({ order: order.map((item) => item.id) })}
        >
          Submit order
        </Button>
      )}
    </div>
  );
}
