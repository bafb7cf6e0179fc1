import type { ReactNode } from "react";
import type { DraftHuntDto, DraftPuzzleDto } from "@common/schemas/adventure-drafts";
import {
  categoryLabel,
  clueTypeLabels,
  huntDifficultyLabels,
  puzzleDifficultyLabels,
} from "../lib/draft-format";

/** A labelled block of the preview. */
function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-wrap text-stone-800">{children}</dd>
    </div>
  );
}

/** References or answers as small chips. */
function Chips({ items, empty = "None" }: { items: string[]; empty?: string }) {
  if (items.length === 0) return <span className="text-stone-500">{empty}</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <span key={item} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-800">
          {item}
        </span>
      ))}
    </span>
  );
}

/** A drafted hunt as the reviewer reads it: the intro, every clue with its answers, hints and explanation, the end. */
export function HuntPreview({ hunt }: { hunt: DraftHuntDto }) {
  return (
    <dl className="space-y-4" data-testid="draft-hunt">
      <p className="text-sm text-stone-600">
        {huntDifficultyLabels[hunt.difficulty]} · {hunt.category} · {hunt.clues.length} clues
      </p>
      <Part label="Intro">{hunt.intro}</Part>
      <div className="space-y-1">
        <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Clues</dt>
        <dd>
          <ol className="space-y-3">
            {hunt.clues.map((clue) => (
              <li key={clue.n} className="space-y-2 rounded-lg border border-stone-200 p-3 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-night">Clue {clue.n}</span>
                  <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-950">
                    {clueTypeLabels[clue.type]}
                  </span>
                </p>
                <p className="break-words text-stone-800">{clue.text}</p>
                <dl className="grid gap-2 sm:grid-cols-2">
                  <Part label="Accepted answers">
                    <Chips items={clue.accepted} />
                  </Part>
                  <Part label="Hint 1">{clue.hint1}</Part>
                  <Part label="Hint 2">{clue.hint2}</Part>
                  <Part label="Explanation">{clue.explanation}</Part>
                </dl>
              </li>
            ))}
          </ol>
        </dd>
      </div>
      <Part label="Final verse">{hunt.finalRef}</Part>
      <Part label="Conclusion">{hunt.conclusion}</Part>
    </dl>
  );
}

/** A drafted escape lock: its room, the prompt, the references that count, the principle among its options. */
export function PuzzlePreview({ puzzle }: { puzzle: DraftPuzzleDto }) {
  return (
    <dl className="space-y-4" data-testid="draft-puzzle">
      <p className="text-sm text-stone-600">
        Floor {puzzle.floor} · {puzzle.roomTag} · {puzzleDifficultyLabels[puzzle.difficulty]}
        {puzzle.category ? ` · ${categoryLabel(puzzle.category)}` : ""}
      </p>
      <Part label="Prompt">{puzzle.prompt}</Part>
      <div className="grid gap-4 sm:grid-cols-2">
        <Part label="Expected references">
          <Chips items={puzzle.expectedRefs} />
        </Part>
        <Part label="Partial references">
          <Chips items={puzzle.partialRefs} />
        </Part>
      </div>
      <Part label="Principle (the right choice)">{puzzle.principle}</Part>
      {/* The other five choices players see beside the principle (the bank's principleOptions). */}
      <Part label="Other principle choices">
        <Chips items={puzzle.principleOptions} />
      </Part>
      <Part label="Typology note">{puzzle.typologyNote}</Part>
      <Part label="Conclusion line">{puzzle.conclusionLine}</Part>
    </dl>
  );
}
