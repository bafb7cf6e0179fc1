import { CheckCircle2 } from "lucide-react";
import type { SolvedClueDto } from "@common/schemas/hunts";
import { ClueTypeIcon } from "./clue-type-icon";

/** The clues solved so far (games.md §4.20): each with the answer given, the explanation and its points. */
export function SolvedClues({ solved, total }: { solved: readonly SolvedClueDto[]; total: number }) {
  if (solved.length === 0) return null;
  return (
    <section aria-labelledby="hunt-solved" className="space-y-3" data-testid="hunt-solved">
      <h2 id="hunt-solved" className="text-lg font-semibold text-night">
        Clues solved ({solved.length} of {total})
      </h2>
      <ol className="space-y-3">
        {solved.map((clue) => (
          <li
            key={clue.n}
            className="space-y-2 rounded-xl border border-emerald-200 bg-white p-4"
            data-testid="hunt-solved-clue"
          >
            <div className="flex flex-wrap items-center gap-2">
              <CheckCircle2 className="size-4 text-emerald-700" aria-hidden="true" />
              <h3 className="font-semibold text-night">Clue {clue.n}</h3>
              <ClueTypeIcon type={clue.type} />
              <span className="ml-auto text-sm font-medium text-emerald-800">+{clue.points}</span>
            </div>
            <p className="text-sm text-stone-600">{clue.text}</p>
            <p className="text-sm">
              <span className="font-medium text-stone-800">Your answer: </span>
              <span className="font-semibold text-night">{clue.answer}</span>
            </p>
            <p className="text-sm text-stone-700">{clue.explanation}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
