import { ArrowLeft, Undo2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { FlashcardRating } from "@common/schemas/flashcards";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { ApiError } from "@client/lib/api-client";
import { useGradeCard } from "../api/grade-card";
import { useReviewSession } from "../api/get-review-session";
import { useUndoRating } from "../api/undo-rating";
import { isReviewKey, ratingForKey } from "../lib/rating-keys";
import { type ReviewTally, addRating, undoLast } from "../lib/review-tally";
import { DeckNotFound } from "./deck-view";
import { RatingButtons } from "./rating-buttons";
import { ReviewEnd } from "./review-end";

function Counts({ counts }: { counts: { new: number; learning: number; due: number } }) {
  return (
    <dl className="flex gap-3 text-sm" aria-label="Cards left" data-testid="review-counts">
      <div className="flex gap-1">
        <dt className="text-stone-600">New</dt>
        <dd className="font-semibold text-indigo-800" data-testid="count-new">
          {counts.new}
        </dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-stone-600">Learning</dt>
        <dd className="font-semibold text-red-800" data-testid="count-learning">
          {counts.learning}
        </dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-stone-600">Due</dt>
        <dd className="font-semibold text-emerald-800" data-testid="count-due">
          {counts.due}
        </dd>
      </div>
    </dl>
  );
}

/**
 * A deck's review (`?deck=<id>&review=1`, ai.md §3.10): the front; Space or Show answer reveals the back and its
 * reference; Again / Hard / Good / Easy (keys 1–4) with the server's intervals; the new/learning/due counts; Undo last
 * rating; the end screen. The server chooses every next card and schedules every rating.
 */
export function ReviewScreen({ deckId, onBack }: { deckId: string; onBack: () => void }) {
  const session = useReviewSession(deckId);
  const grade = useGradeCard();
  const undo = useUndoRating();
  const [revealed, setRevealed] = useState(false);
  const [tally, setTally] = useState<ReviewTally>([]);
  const answerRef = useRef<HTMLDivElement>(null);
  const frontRef = useRef<HTMLParagraphElement>(null);
  const busy = grade.isPending || undo.isPending;
  const current = session.data?.next ?? null;

  const reveal = useCallback(() => {
    setRevealed(true);
    requestAnimationFrame(() => answerRef.current?.focus());
  }, []);

  const rate = useCallback(
    (rating: FlashcardRating) => {
      if (!current || busy) return;
      grade.mutate(
        { deckId, cardId: current.card.id, rating },
        {
          onSuccess: () => {
            setTally((t) => addRating(t, rating));
            setRevealed(false);
            requestAnimationFrame(() => frontRef.current?.focus());
          },
        },
      );
    },
    [busy, current, deckId, grade],
  );

  const undoLastRating = () =>
    undo.mutate(deckId, {
      onSuccess: () => {
        setTally(undoLast);
        setRevealed(false);
        requestAnimationFrame(() => frontRef.current?.focus());
      },
    });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!current || !isReviewKey(event)) return;
      if (event.key === " " && !revealed) {
        // On a focused button Space would also click it; the reveal is taken here once.
        event.preventDefault();
        reveal();
        return;
      }
      const rating = revealed ? ratingForKey(event.key) : null;
      if (rating) {
        event.preventDefault();
        rate(rating);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [current, revealed, rate, reveal]);

  const failure = grade.error ?? undo.error;

  if (session.isPending)
    return (
      <div className="space-y-3" role="status" aria-label="Loading the review">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-56 w-full rounded-xl" />
      </div>
    );
  if (session.isError)
    return session.error instanceof ApiError && session.error.status === 404 ? (
      <DeckNotFound />
    ) : (
      <RetryAlert
        message="Couldn't load the review."
        onRetry={() => session.refetch()}
        busy={session.isFetching}
      />
    );

  const data = session.data;
  return (
    <div className="space-y-4" data-testid="review-screen">
      <header className="flex flex-wrap items-center gap-3">
        <Button variant="link" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to the deck
        </Button>
        <h1 className="mr-auto font-serif text-2xl font-semibold break-words text-night">{data.title}</h1>
        <Counts counts={data.counts} />
      </header>
      {failure && (
        <Alert tone="destructive">
          {failure instanceof ApiError
            ? failure.message
            : "Couldn't save that. Check your connection and try again."}
        </Alert>
      )}
      {current ? (
        <section
          className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
          aria-label="Card"
          data-testid="review-card"
        >
          <p
            ref={frontRef}
            tabIndex={-1}
            className="min-h-16 font-serif text-xl break-words whitespace-pre-wrap text-night focus:outline-none sm:text-2xl"
            data-testid="review-front"
          >
            {current.card.front}
          </p>
          {revealed ? (
            <>
              <div
                ref={answerRef}
                tabIndex={-1}
                className="space-y-2 border-t border-stone-200 pt-4 focus:outline-none"
                aria-live="polite"
                data-testid="review-back"
              >
                <h2 className="sr-only">Answer</h2>
                <p className="text-lg break-words whitespace-pre-wrap text-ink">{current.card.back}</p>
                {current.card.verseRef &&
                  (current.card.readerHref ? (
                    <Link
                      to={current.card.readerHref}
                      className="inline-block text-sm text-night-light underline-offset-2 hover:underline"
                    >
                      {current.card.verseRef}
                    </Link>
                  ) : (
                    <p className="text-sm text-stone-600">{current.card.verseRef}</p>
                  ))}
              </div>
              <RatingButtons intervals={current.intervals} busy={busy} onRate={rate} />
              <p className="text-xs text-stone-500">Keys 1–4 rate Again, Hard, Good and Easy.</p>
            </>
          ) : (
            <div className="space-y-2">
              <Button size="lg" className="w-full sm:w-auto" aria-keyshortcuts="Space" onClick={reveal}>
                Show answer
              </Button>
              <p className="text-xs text-stone-500">Or press Space.</p>
            </div>
          )}
        </section>
      ) : (
        <ReviewEnd
          tally={tally}
          nextDueAt={data.nextDueAt}
          canUndo={data.canUndo}
          undoing={undo.isPending}
          onUndo={undoLastRating}
          onBack={onBack}
        />
      )}
      {current && data.canUndo && (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" busy={undo.isPending} disabled={busy} onClick={undoLastRating}>
            <Undo2 className="size-4" aria-hidden="true" />
            Undo last rating
          </Button>
        </div>
      )}
    </div>
  );
}
