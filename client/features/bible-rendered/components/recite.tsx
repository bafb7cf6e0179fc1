import { ArrowLeftRight, Eye, Shuffle } from "lucide-react";
import { useState } from "react";
import type { BibleBlock } from "@common/content/palace/reference/bibleBlocks";
import { Button } from "@client/components/ui/button";
import type { LegendBlock } from "../api/get-legend";

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Recite (screens §5.5): the glyphs in order with each range hidden until tapped; Reverse (range → glyph); Shuffle. */
export function Recite({
  blocks,
  legend,
}: {
  blocks: readonly BibleBlock[];
  legend: readonly LegendBlock[];
}) {
  const [reverse, setReverse] = useState(false);
  const [order, setOrder] = useState<number[] | null>(null);
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const byNumber = new Map(legend.map((entry) => [entry.number, entry]));
  const numbers = order ?? legend.map((entry) => entry.number).sort((a, b) => a - b);

  if (legend.length === 0)
    return (
      <p className="text-stone-600">Choose a glyph for a block first; your glyphs appear here in order.</p>
    );

  const reset = () => setRevealed(new Set());
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={reverse ? "primary" : "outline"}
          aria-pressed={reverse}
          onClick={() => {
            setReverse(!reverse);
            reset();
          }}
        >
          <ArrowLeftRight className="size-4" aria-hidden="true" />
          Reverse
        </Button>
        <Button
          size="sm"
          variant={order ? "primary" : "outline"}
          aria-pressed={order !== null}
          onClick={() => {
            setOrder(order ? null : shuffled(legend.map((entry) => entry.number)));
            reset();
          }}
        >
          <Shuffle className="size-4" aria-hidden="true" />
          {order ? "In order" : "Shuffle"}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setRevealed(new Set(numbers))}>
          <Eye className="size-4" aria-hidden="true" />
          Reveal all
        </Button>
      </div>
      <p className="text-sm text-stone-600">
        {reverse
          ? "Say the glyph for each range, then tap to check."
          : "Say the chapters each glyph stands for, then tap to check."}
      </p>
      <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="recite-list">
        {numbers.map((n) => {
          const entry = byNumber.get(n);
          const block = blocks[n - 1];
          if (!entry || !block) return null;
          const shown = revealed.has(n);
          const front = reverse ? block.label : entry.glyph;
          const back = reverse ? entry.glyph : `Block ${n} · ${block.label}`;
          return (
            <li key={n}>
              <button
                type="button"
                onClick={() => setRevealed(new Set([...revealed, n]))}
                className="flex w-full items-center gap-3 rounded-lg border border-stone-200 bg-white p-3 text-left hover:bg-stone-50"
                aria-label={shown ? `${front}: ${back}` : `${front} — tap to reveal`}
              >
                <span className={reverse ? "font-medium text-night" : "text-2xl"}>{front}</span>
                <span
                  className={
                    shown
                      ? reverse
                        ? "ml-auto text-2xl"
                        : "ml-auto text-sm text-stone-700"
                      : "ml-auto text-sm text-stone-400"
                  }
                >
                  {shown ? back : "Tap to reveal"}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
