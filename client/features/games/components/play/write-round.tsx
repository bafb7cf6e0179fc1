import { useState } from "react";
import { Link } from "react-router";
import { roomOverviews } from "@common/content/palace/overview";
import type { RoundPayload } from "@common/schemas/games";
import { Button } from "@client/components/ui/button";
import { countAnswerWords } from "@client/features/games/lib/play-answer";
import { roomBadge, roomHref } from "@client/features/games/lib/play-refs";
import { PalaceCard } from "./palace-card";
import { AnswerField } from "./answer-field";
import { RoundContext } from "./round-context";
import { useFindReferences } from "./use-find-references";

type WritePayload = Extract<RoundPayload, { kind: "write" }>;
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
          <AnswerField
            label="Your application"
            value={text}
            onChange={setText}
            disabled={disabled}
            error={error}
            enough={enough}
            count={`${words} / ${payload.minWords} words`}
          />
          <Button disabled={disabled || !enough} busy={busy} onClick={() => onAnswer({ text: text.trim() })}>
            Submit
          </Button>
        </div>
      )}
    </div>
  );
}
