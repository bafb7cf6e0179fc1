import { Send } from "lucide-react";
import { useId, useRef, useState } from "react";
import { CHAIN_CHESS, type ChessCategory } from "@common/games/chess";
import type { ChessMatchViewDto } from "@common/schemas/chess";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { cn } from "@client/lib/cn";
import { useSubmitChessMove } from "@client/features/chess/api/submit-chess-move";
import {
  commentaryStatus,
  countCommentarySentences,
  countCommentaryWords,
} from "@client/features/chess/lib/chess-commentary";
import { chessErrorMessage, classifyChessError } from "@client/features/chess/lib/chess-errors";
import {
  isLastMove,
  referencePlaceholder,
  sidesOf,
  suggestedOpenings,
} from "@client/features/chess/lib/chess-format";
import {
  createMoveIds,
  missingForMove,
  type MoveDraft,
  moveBody,
} from "@client/features/chess/lib/chess-move";
import { ChallengePicker } from "./challenge-picker";
import { useFindReferences } from "./use-find-references";

const emptyDraft: MoveDraft = { ref: "", commentary: "", category: "", item: "" };

/**
 * The move form (games.md §4.14): the reference (its hint names the challenged book), the commentary with live word
 * and sentence counts against the minimums, and the next challenge (hidden on the match's last move). It is sent
 * with `baseVersion` = the version on screen and a fresh `clientMoveId` (the same one on a network retry). A refused
 * move keeps everything typed and shows the server's message; the clock keeps running.
 */
export function MoveForm({
  view,
  disabled,
  onReread,
}: {
  view: ChessMatchViewDto;
  /** Not the viewer's turn (or the match is not being played). */
  disabled: boolean;
  onReread: () => void;
}) {
  const { match } = view;
  const { me } = sidesOf(view);
  const single = match.categories.length === 1 ? (match.categories[0] ?? "") : "";
  const [draft, setDraft] = useState<MoveDraft>({ ...emptyDraft, category: single });
  const [error, setError] = useState<string | null>(null);
  const ids = useRef(createMoveIds());
  const submit = useSubmitChessMove();
  const findReferences = useFindReferences();
  const refId = useId();
  const commentaryId = useId();
  const countId = useId();
  const errorId = useId();

  const lastMove = isLastMove(match, me);
  const words = countCommentaryWords(draft.commentary, findReferences);
  const sentences = countCommentarySentences(draft.commentary, findReferences);
  const status = commentaryStatus(match.level, words, sentences);
  const missing = missingForMove(draft, lastMove);
  const opening = match.moves.every((move) => move.ref === null);
  const busy = submit.isPending;
  const locked = disabled || busy;

  const update = (patch: Partial<MoveDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const send = () => {
    if (missing || disabled) return;
    setError(null);
    const body = moveBody(draft, { lastMove, baseVersion: match.version });
    const clientMoveId = ids.current.idFor(body);
    submit.mutate(
      { matchId: match.id, input: { ...body, clientMoveId } },
      {
        onSuccess: () => {
          ids.current.settle();
          setDraft({ ...emptyDraft, category: single });
        },
        onError: (failure) => {
          const failed = classifyChessError(failure);
          // A network failure keeps the id: sending again is the same move, which the server plays at most once.
          if (failed.kind !== "retry") ids.current.settle();
          if (failed.kind === "moved-on") onReread();
          setError(chessErrorMessage(failed));
        },
      },
    );
  };

  return (
    <form
      className="space-y-4"
      aria-label="Your move"
      data-testid="chess-move-form"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="space-y-1.5">
        <label htmlFor={refId} className="text-sm font-medium text-stone-800">
          Verse reference
        </label>
        <Input
          id={refId}
          value={draft.ref}
          onChange={(event) => update({ ref: event.target.value })}
          placeholder={referencePlaceholder(match.openChallenge)}
          maxLength={120}
          autoComplete="off"
          disabled={locked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="chess-ref"
          className="text-base sm:text-sm"
        />
        {opening && !disabled && (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-stone-600">Suggested openings:</span>
            {suggestedOpenings.map((ref) => (
              <button
                key={ref}
                type="button"
                className="rounded-full border border-stone-300 bg-white px-2.5 py-0.5 text-xs font-medium text-night hover:bg-stone-50"
                onClick={() => update({ ref })}
              >
                {ref}
              </button>
            ))}
          </div>
        )}
      </div>

      <div className="space-y-1.5">
        <label htmlFor={commentaryId} className="text-sm font-medium text-stone-800">
          Commentary
        </label>
        <textarea
          id={commentaryId}
          value={draft.commentary}
          onChange={(event) => update({ commentary: event.target.value })}
          rows={5}
          maxLength={CHAIN_CHESS.commentary.maxChars}
          disabled={locked}
          placeholder="How does this verse build on the last one, and answer the challenge?"
          aria-describedby={countId}
          data-testid="chess-commentary"
          className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-ink focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none disabled:bg-stone-100"
        />
        <p
          id={countId}
          className={cn("text-sm", status.full ? "text-emerald-700" : "text-stone-600")}
          data-testid="chess-commentary-count"
        >
          {status.line}
        </p>
      </div>

      {lastMove ? (
        <p className="rounded-md bg-stone-50 p-3 text-sm text-stone-700">
          This is the last move of the match: no challenge to set.
        </p>
      ) : (
        <ChallengePicker
          categories={match.categories}
          level={match.level}
          category={draft.category}
          item={draft.item}
          disabled={locked}
          onChange={(next: { category: ChessCategory | ""; item: string }) => update(next)}
        />
      )}

      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive" data-testid="chess-move-error">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={busy} disabled={disabled || missing !== null} data-testid="chess-play">
          {!busy && <Send className="size-4" aria-hidden="true" />}
          Play move
        </Button>
        {!disabled && missing && <span className="text-sm text-stone-600">{missing}</span>}
      </div>
    </form>
  );
}
