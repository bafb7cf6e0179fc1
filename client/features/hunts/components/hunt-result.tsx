import { Gem, Hourglass } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { HuntResultDto } from "@common/schemas/hunts";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { formatElapsed } from "@client/features/hunts/lib/hunt-clock";
import { scoreLabel } from "@client/features/hunts/lib/hunt-format";

/**
 * The end of a hunt (games.md §4.20). Completed: "Treasure found!", the time taken, the score with its bonus, the
 * points earned, the final verse (its reference opens the reader: `reference`, composed by the page) with its KJV
 * text and the conclusion. Expired: "Time expired", the clues solved and the final verse. Both: More hunts and
 * Dashboard.
 */
export function HuntResult({
  result,
  solvedCount,
  clueCount,
  reference,
}: {
  result: HuntResultDto;
  solvedCount: number;
  clueCount: number;
  /** The final reference as a link to the Bible reader. */
  reference: ReactNode;
}) {
  const completed = result.status === "completed";
  return (
    <section
      aria-labelledby="hunt-result-title"
      data-testid="hunt-result"
      data-status={result.status}
      className={cn(
        "space-y-5 rounded-xl border p-5 shadow-sm sm:p-6",
        completed ? "border-gold-dark/60 bg-amber-50/60" : "border-stone-300 bg-white",
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            "flex size-12 shrink-0 items-center justify-center rounded-full",
            completed ? "bg-gold text-night" : "bg-stone-200 text-stone-700",
          )}
          aria-hidden="true"
        >
          {completed ? <Gem className="size-6" /> : <Hourglass className="size-6" />}
        </span>
        <div>
          <h2 id="hunt-result-title" className="font-serif text-2xl font-semibold text-night">
            {completed ? "Treasure found!" : "Time expired"}
          </h2>
          <p className="text-stone-700">
            {completed
              ? `You followed all ${clueCount} clues to the treasure verse.`
              : `Your 24 hours are over. You solved ${solvedCount} of ${clueCount} clues.`}
          </p>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="hunt-result-stats">
        {completed && result.elapsedMs !== null && (
          <Stat label="Time taken" value={formatElapsed(result.elapsedMs)} />
        )}
        <Stat label="Score" value={scoreLabel(result.score, result.bonus)} />
        {!completed && <Stat label="Clues solved" value={`${solvedCount} of ${clueCount}`} />}
        {result.rank !== null && <Stat label="Rank" value={`#${result.rank}`} />}
        <Stat
          label="Points earned"
          value={result.pointsCapped ? `+${result.points} (daily cap reached)` : `+${result.points}`}
        />
      </dl>

      <figure
        className="space-y-2 rounded-lg border border-stone-200 bg-white p-4"
        data-testid="hunt-final-verse"
      >
        <figcaption className="text-sm font-medium text-stone-600">
          The treasure verse: <span className="text-base">{reference}</span>
        </figcaption>
        <blockquote className="font-serif text-lg leading-relaxed text-ink">{result.finalText}</blockquote>
      </figure>
      <p className="leading-relaxed text-stone-800" data-testid="hunt-conclusion">
        {result.conclusion}
      </p>

      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/treasure-hunt">More hunts</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">Dashboard</Link>
        </Button>
      </div>
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-white px-3 py-2">
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className="font-semibold text-night tabular-nums">{value}</dd>
    </div>
  );
}
