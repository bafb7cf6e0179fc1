import { type ReferenceParser } from "../lib/passages";
import { parseTimeline } from "../lib/timeline";
import { PassageChip } from "./chips";

/**
 * Daniel-Revelation GPT's `Timeline:` lines drawn as a horizontal timeline (ai.md §3.3): a dot per event on one
 * line, date above, event and passage chip below; it scrolls sideways when it is wider than the screen.
 */
export function TimelineView({
  lines,
  parser,
}: {
  lines: readonly string[];
  parser: ReferenceParser | null;
}) {
  const entries = parseTimeline(lines);
  if (entries.length === 0) return null;
  return (
    <figure className="rounded-lg border border-stone-200 bg-white p-3" data-testid="timeline">
      <figcaption className="mb-2 text-sm font-semibold text-night">Timeline</figcaption>
      <div
        className="overflow-x-auto pb-2"
        tabIndex={0}
        role="region"
        aria-label="Timeline, scrolls sideways"
      >
        <ol className="relative flex min-w-max gap-0 before:absolute before:top-8 before:right-0 before:left-0 before:h-0.5 before:bg-gold-dark/60">
          {entries.map((entry, index) => (
            <li
              key={`${entry.date}-${index}`}
              className="relative flex w-44 shrink-0 flex-col items-center px-2 text-center"
            >
              <span className="h-6 text-sm font-semibold whitespace-nowrap text-night">{entry.date}</span>
              <span
                className="relative z-10 my-1 size-4 rounded-full border-2 border-white bg-gold-dark shadow"
                aria-hidden="true"
              />
              <span className="mt-1 text-sm text-stone-800">{entry.event}</span>
              {entry.passage && (
                <span className="mt-1.5">
                  <PassageChip entry={entry.passage} parser={parser} />
                </span>
              )}
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}
