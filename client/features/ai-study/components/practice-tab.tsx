import { Eye, EyeOff } from "lucide-react";
import { useId, useState } from "react";
import { aiLimits } from "@common/constants/ai";
import type { RoomOverview } from "@common/content/palace/types";
import type { RoomPracticeResultDto } from "@common/schemas/ai";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { useFreshRoomPractice } from "../api/fresh-room-practice";
import { useRoomPractice } from "../api/get-room-practice";
import type { StudyKit } from "../lib/kit";
import { usePoolItem } from "../lib/use-pool-item";
import { PoolActions, PoolFailed, PoolLoading } from "./pool-states";
import { VerseQuote } from "./verse-quote";

/**
 * The Practice tab (ai.md §3.12): a verse with questions that need the room's method, hints that point to the next
 * step, and a model answer that stays hidden until asked for. The member's draft can go straight to Check my work.
 */
export function PracticeTab({
  room,
  kit,
  onCheck,
}: {
  room: RoomOverview;
  kit: StudyKit;
  /** Opens Check my work with this verse and answer. */
  onCheck: (verseRef: string, answer: string) => void;
}) {
  const answerId = useId();
  const modelId = useId();
  const [last, setLast] = useState<string | null>(null);
  const [hints, setHints] = useState(0);
  const [showModel, setShowModel] = useState(false);
  const [answer, setAnswer] = useState("");
  const item = usePoolItem<RoomPracticeResultDto>({
    roomId: room.id,
    pool: useRoomPractice(room.id, last),
    setLast,
    fresh: useFreshRoomPractice(),
    refOf: (result) => result.practice.verseRef,
    onChange: () => {
      setHints(0);
      setShowModel(false);
      setAnswer("");
    },
  });
  const { shown } = item;

  if (item.loading) return <PoolLoading label="Loading a practice item" />;
  if (item.failed) return <PoolFailed what="a practice item" onRetry={item.retry} busy={item.refetching} />;
  if (!shown) return null;
  const { practice } = shown;

  return (
    <article className="space-y-4" data-testid="room-practice">
      <div className="flex flex-wrap items-center gap-2">{kit.badge(shown.source)}</div>
      {shown.notice && <Alert tone="info">{shown.notice}</Alert>}
      <VerseQuote
        reference={practice.verseRef}
        text={practice.verseText}
        chip={kit.passage(practice.verseRef)}
      />
      <section className="space-y-1" aria-label="Questions">
        <h4 className="font-semibold text-night">Questions</h4>
        <ol className="list-decimal space-y-1.5 pl-5 text-ink">
          {practice.questions.map((question, index) => (
            <li key={index}>{question}</li>
          ))}
        </ol>
      </section>
      {practice.hints.length > 0 && (
        <section className="space-y-1.5" aria-label="Hints">
          {hints > 0 && (
            <ul className="space-y-1 text-sm text-stone-700" aria-live="polite">
              {practice.hints.slice(0, hints).map((hint, index) => (
                <li key={index} className="rounded-md bg-indigo-50 px-3 py-1.5">
                  <span className="font-semibold">Hint {index + 1}: </span>
                  {hint}
                </li>
              ))}
            </ul>
          )}
          {hints < practice.hints.length && (
            <Button variant="ghost" size="sm" onClick={() => setHints((count) => count + 1)}>
              {hints === 0 ? "Show a hint" : "Show another hint"}
            </Button>
          )}
        </section>
      )}
      <div className="space-y-1.5">
        <label htmlFor={answerId} className="text-sm font-medium text-stone-700">
          Your answer (optional)
        </label>
        <textarea
          id={answerId}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          rows={4}
          maxLength={aiLimits.checkAnswerMax}
          className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-ink focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none"
        />
        <Button
          variant="outline"
          size="sm"
          disabled={answer.trim() === ""}
          onClick={() => onCheck(practice.verseRef, answer.trim())}
        >
          Check this answer
        </Button>
      </div>
      <div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showModel}
          aria-controls={modelId}
          onClick={() => setShowModel((open) => !open)}
        >
          {showModel ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
          {showModel ? "Hide the model answer" : "Show a model answer"}
        </Button>
        <div id={modelId} hidden={!showModel} className="mt-2" data-testid="model-answer">
          {showModel && (
            <p className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 whitespace-pre-line text-emerald-950">
              {practice.modelAnswer}
            </p>
          )}
        </div>
      </div>
      <PoolActions kit={kit} item={item} nextLabel="Next practice item" freshLabel="Fresh practice with AI" />
    </article>
  );
}
