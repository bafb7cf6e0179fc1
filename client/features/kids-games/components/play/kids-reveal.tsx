import type { RefObject } from "react";
import type { RevealDto } from "@common/schemas/games";
import { Button } from "@client/components/ui/button";

/**
 * A finished round (games.md §4.19): a cheer, the Bible sentence that goes with it, big and friendly, and Next ▶
 * (which opens the next round, or shows the stars after the last).
 */
export function KidsReveal({
  feedback,
  reveal,
  onNext,
  busy,
  headingRef,
}: {
  feedback: string;
  reveal: RevealDto | null;
  onNext: () => void;
  busy: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <section
      className="flex flex-col items-center gap-4 rounded-3xl border-2 border-emerald-300 bg-emerald-50 px-4 py-8 text-center shadow-sm"
      aria-labelledby="kids-reveal-title"
      data-testid="kids-reveal"
    >
      <span className="font-emoji text-7xl leading-none" aria-hidden="true">
        🎉
      </span>
      <h2
        id="kids-reveal-title"
        ref={headingRef}
        tabIndex={-1}
        className="font-sans text-3xl font-extrabold text-emerald-900 focus:outline-none"
      >
        {feedback || "Well done!"}
      </h2>
      {reveal?.explanation && (
        <figure className="max-w-2xl space-y-2">
          <blockquote className="font-serif text-2xl leading-relaxed text-ink">
            {reveal.explanation}
          </blockquote>
          {reveal.refs && reveal.refs.length > 0 && (
            <figcaption className="text-base font-semibold text-emerald-900">
              {reveal.refs.join("; ")}
            </figcaption>
          )}
        </figure>
      )}
      <Button
        size="lg"
        onClick={onNext}
        busy={busy}
        data-testid="kids-next"
        className="h-16 min-w-40 rounded-full bg-violet-600 px-10 text-2xl font-extrabold text-white hover:bg-violet-700"
      >
        Next ▶
      </Button>
    </section>
  );
}
