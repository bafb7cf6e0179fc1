import { useEffect, useRef, useState } from "react";
import type { MemoryVerseDto } from "@common/schemas/bible";
import type { ReviewCardDto, ReviewRating } from "@common/schemas/palace";
import { Button } from "@client/components/ui/button";
import { ApiError } from "@client/lib/api-client";
import { toast } from "@client/lib/toast";
import { useGradeReviewCard } from "@client/lib/api/grade-review-card";
import { type MemoryMode, ladderMode, modeLabels, nextDueLabel } from "../lib/grades";
import { GradePanel, RATINGS } from "./grade-panel";
import { ModePicker, PracticeMode } from "./practice-modes";

export type SessionCard = {
  cardId: string;
  verseId: string | null;
  reference: string;
  text: string;
  startKey: number;
  endKey: number;
  reps: number;
  status: MemoryVerseDto["status"];
};

/** The due memory cards of the queue, joined with the member's verses for their text and range. */
export function sessionCards(
  queue: readonly ReviewCardDto[],
  verses: readonly MemoryVerseDto[],
): SessionCard[] {
  const byCard = new Map(verses.map((verse) => [verse.cardId, verse]));
  return queue
    .filter((card) => (card.subjectType as string) === "memory_verse" && !card.paused)
    .map((card) => {
      const verse = byCard.get(card.id);
      return {
        cardId: card.id,
        verseId: verse?.id ?? null,
        reference: verse?.reference ?? card.front,
        text: verse?.text ?? card.back,
        startKey: verse?.startKey ?? 0,
        endKey: verse?.endKey ?? 0,
        reps: card.reps,
        status: verse?.status ?? "new",
      };
    });
}

type Counts = Record<ReviewRating, number>;
const noCounts: Counts = { again: 0, hard: 0, good: 0, easy: 0 };

/**
 * One due card at a time (screens §5.7 simple review; §5.8 with modes): practise, grade, see the next due
 * date briefly, move on; "All done for today" with counts by grade at the end. The cards are a snapshot
 * taken when the session starts, so the list doesn't shift while the due counts refresh.
 */
export function ReviewSession({
  cards,
  withModes = false,
  initialMode,
  onClose,
}: {
  cards: SessionCard[];
  withModes?: boolean;
  initialMode?: MemoryMode;
  onClose: () => void;
}) {
  const grade = useGradeReviewCard();
  const [index, setIndex] = useState(0);
  const [counts, setCounts] = useState<Counts>(noCounts);
  const [nextDue, setNextDue] = useState<string | null>(null);
  const [mode, setMode] = useState<MemoryMode | null>(initialMode ?? null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const card = cards[index];
  if (!card) {
    return (
      <section
        className="space-y-3 rounded-xl border border-stone-200 bg-white p-6 text-center"
        aria-live="polite"
        data-testid="review-done"
      >
        <p className="text-lg font-semibold text-night">All done for today</p>
        <ul className="flex flex-wrap justify-center gap-3 text-sm text-stone-700">
          {RATINGS.map(({ rating, label }) => (
            <li key={rating}>
              {label}: <strong>{counts[rating]}</strong>
            </li>
          ))}
        </ul>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </section>
    );
  }

  const suggestedMode = ladderMode(card);
  const activeMode: MemoryMode = withModes ? (mode ?? suggestedMode) : "flashcard";

  const onGrade = (rating: ReviewRating) =>
    grade.mutate(
      { cardId: card.cardId, rating },
      {
        onSuccess: (result) => {
          setCounts((c) => ({ ...c, [rating]: c[rating] + 1 }));
          setNextDue(nextDueLabel(result.card.dueAt));
          timer.current = window.setTimeout(() => {
            setNextDue(null);
            setIndex((i) => i + 1);
          }, 1500);
        },
        onError: (error) =>
          toast.error(error instanceof ApiError ? error.message : "Couldn't save your grade — try again."),
      },
    );

  return (
    <section
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
      aria-label="Review"
      data-testid="review-session"
    >
      <div className="flex items-center justify-between gap-2 text-sm text-stone-600">
        <span data-testid="review-progress">
          {index + 1} / {cards.length}
        </span>
        <Button variant="ghost" size="sm" onClick={onClose}>
          End review
        </Button>
      </div>
      <p className="font-serif text-2xl font-semibold text-night" data-testid="review-reference">
        {activeMode === "reference" && !nextDue ? "Which reference is this?" : card.reference}
      </p>
      {withModes && <ModePicker mode={activeMode} suggested={suggestedMode} onChange={setMode} />}
      {nextDue ? (
        <p className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900" role="status">
          Next: {nextDue}
        </p>
      ) : (
        <PracticeMode key={`${card.cardId}-${activeMode}`} mode={activeMode} card={card}>
          {(suggestion) => (
            <GradePanel
              key={suggestion ?? "none"}
              suggestion={suggestion}
              busy={grade.isPending}
              onGrade={onGrade}
            />
          )}
        </PracticeMode>
      )}
      {withModes && !nextDue && activeMode !== suggestedMode && (
        <p className="text-xs text-stone-500">
          Ladder hint: the next step for this verse is {modeLabels[suggestedMode]}.
        </p>
      )}
    </section>
  );
}
