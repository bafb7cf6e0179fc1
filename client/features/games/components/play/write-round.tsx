import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { roomOverviews } from "@common/content/palace/overview";
import { GAME_LIMITS } from "@common/games/rules";
import type { RoundPayload } from "@common/schemas/games";
import { Button } from "@client/components/ui/button";
import { loadReferenceParser } from "@client/lib/bible";
import { cn } from "@client/lib/cn";
import { countAnswerWords } from "@client/features/games/lib/play-answer";
import { roomBadge, roomHref } from "@client/features/games/lib/play-refs";
import { PalaceCard } from "./palace-card";
import { RoundContext } from "./round-context";

type WritePayload = Extract<RoundPayload, { kind: "write" }>;
type FindReferences = Parameters<typeof countAnswerWords>[1];

/** The reference parser, loaded once the write round shows, so the word count leaves references out as the judge does. */
function useFindReferences(): FindReferences {
  const [find, setFind] = useState<FindReferences>(undefined);
  useEffect(() => {
    let live = true;
    loadReferenceParser().then(
      (parser) => {
        if (live) setFind(() => parser.findReferences);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return find;
}

/**
 * A written round (games.md §4.13 write mode): the prompt, the verse, the room, and a text area with a live word
 * count against the minimum. The draft stays when the server refuses it (422), so nothing is lost.
 */
export function WriteRound({
  payload,
  disabled,
  busy,
  error,
  submitted,
  onAnswer,
}: {
  payload: WritePayload;
  disabled: boolean;
  busy: boolean;
  /** The server's message about this answer (422), shown next to the field. */
  error: string | null;
  /** The answer as judged (after the verdict), shown instead of the field. */
  submitted: string | null;
  onAnswer: (input: { text: string }) => void;
}) {
  const [text, setText] = useState("");
  const fieldId = useId();
  const countId = useId();
  const errorId = useId();
  const findReferences = useFindReferences();
  const words = countAnswerWords(text, findReferences);
  const enough = words >= payload.minWords;
  const room = roomOverviews.find((candidate) => candidate.id === payload.room.id);

  return (
    <div className="space-y-4">
      {payload.card ? (
        <PalaceCard
          verseRef={payload.card.front.ref}
          text={payload.card.front.text}
          roomId={payload.card.roomId}
        />
      ) : (
        <RoundContext context={{ ref: payload.ref, text: payload.text }} />
      )}
      <p className="text-sm text-stone-700">
        Room:{" "}
        {room ? (
          <Link
            to={roomHref(room)}
            className="font-medium text-night-light underline underline-offset-2 hover:text-night"
          >
            {payload.room.name}
          </Link>
        ) : (
          <span className="font-medium">{payload.room.name}</span>
        )}{" "}
        <span className="rounded bg-stone-100 px-1.5 py-0.5 text-xs font-semibold text-stone-700">
          {room ? roomBadge(room) : payload.room.tag}
        </span>
      </p>
      {submitted !== null ? (
        <div className="rounded-lg border border-stone-200 bg-white p-3">
          <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Your answer</p>
          <p className="whitespace-pre-wrap">{submitted || "No answer was sent in time."}</p>
        </div>
      ) : (
        <div className="space-y-1.5">
          <label htmlFor={fieldId} className="text-sm font-medium text-stone-800">
            Your application
          </label>
          <textarea
            id={fieldId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={7}
            maxLength={GAME_LIMITS.maxTextChars}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${countId}${error ? ` ${errorId}` : ""}`}
            className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-ink focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none disabled:bg-stone-100 aria-[invalid=true]:border-destructive"
          />
          <p id={countId} className={cn("text-sm", enough ? "text-emerald-700" : "text-stone-600")}>
            {words} / {payload.minWords} words
          </p>
          {error && (
            <p id={errorId} className="text-sm text-destructive" role="alert">
              {error}
            </p>
          )}
          <Button disabled={disabled || !enough} busy={busy} onClick={() => onAnswer({ text: text.trim() })}>
            Submit
          </Button>
        </div>
      )}
    </div>
  );
}
