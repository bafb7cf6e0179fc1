import { Sparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { aiLimits } from "@common/constants/ai";
import type { RoomOverview } from "@common/content/palace/types";
import type { CheckWorkResultDto } from "@common/schemas/ai";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/cn";
import { useCheckRoomWork } from "../api/check-room-work";
import { useRoomChecks } from "../api/get-room-checks";
import { type StudyError, type StudyKit, modelOn, studyErrorOf } from "../lib/kit";
import { SaveGemButton } from "./save-gem-button";
import { WorkJudgeView } from "./work-judge-view";

const verdictWord = { pass: "Pass", partial: "Partly there", fail: "Not yet" } as const;
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

export type CheckDraft = { verseRef: string; answer: string };

/**
 * Check my work (ai.md §3.12): the member's answer to the room's core question for a verse they choose (at most
 * 3,000 characters), judged by the deterministic rubric ("Quick check", never counted) or by the model (one
 * question). Every check is saved as the room's practice attempt and listed below.
 */
export function CheckTab({
  room,
  kit,
  draft,
  onDraft,
  gemsRoomHref,
}: {
  room: RoomOverview;
  kit: StudyKit;
  draft: CheckDraft;
  onDraft: (draft: CheckDraft) => void;
  gemsRoomHref: string;
}) {
  const verseId = useId();
  const answerId = useId();
  const counterId = useId();
  const [result, setResult] = useState<CheckWorkResultDto | null>(null);
  const [error, setError] = useState<StudyError | null>(null);
  const [pending, setPending] = useState<"quick" | "model" | null>(null);
  const check = useCheckRoomWork();
  const checks = useRoomChecks(room.id);
  const length = draft.answer.trim().length;
  const over = length > aiLimits.checkAnswerMax;
  const ready = draft.verseRef.trim() !== "" && length > 0 && !over;

  const run = (mode: "quick" | "model") => {
    if (!ready) return;
    setError(null);
    setPending(mode);
    check.mutate(
      { roomId: room.id, verseRef: draft.verseRef.trim(), answer: draft.answer.trim(), mode },
      {
        onSuccess: setResult,
        onError: (caught) => setError(studyErrorOf(caught)),
        onSettled: () => setPending(null),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run("quick");
  };

  return (
    <div className="space-y-4" data-testid="room-check">
      <p className="text-sm text-stone-700">
        Answer the room's core question for a verse of your choice: <em>{room.coreQuestion}</em>
      </p>
      <form onSubmit={submit} className="space-y-3" aria-label="Check my work">
        <div className="space-y-1.5">
          <label htmlFor={verseId} className="text-sm font-medium text-stone-700">
            Verse
          </label>
          <Input
            id={verseId}
            value={draft.verseRef}
            maxLength={40}
            placeholder="e.g. Psalm 141:2"
            onChange={(event) => onDraft({ ...draft, verseRef: event.target.value })}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={answerId} className="text-sm font-medium text-stone-700">
            Your answer
          </label>
          <textarea
            id={answerId}
            value={draft.answer}
            rows={7}
            aria-invalid={over || undefined}
            aria-describedby={counterId}
            onChange={(event) => onDraft({ ...draft, answer: event.target.value })}
            className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-ink focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none"
          />
          <p
            id={counterId}
            className={cn(
              "text-right text-sm tabular-nums",
              over ? "font-semibold text-destructive" : "text-stone-600",
            )}
          >
            {length.toLocaleString("en-US")} / {aiLimits.checkAnswerMax.toLocaleString("en-US")}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={!ready || check.isPending} busy={pending === "quick"}>
            Quick check
          </Button>
          {modelOn(kit) && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={!ready || check.isPending}
              busy={pending === "model"}
              onClick={() => run("model")}
            >
              {pending !== "model" && <Sparkles className="size-4" aria-hidden="true" />}
              Check with AI
            </Button>
          )}
        </div>
        {modelOn(kit) && (
          <p className="text-xs text-stone-600">
            The Quick check is free; checking with AI uses one question.
          </p>
        )}
      </form>
      {error && kit.error(error, { onRetry: () => run("model"), onOffline: () => run("quick") })}
      {result && (
        <section aria-label="Your result" className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">{kit.badge(result.source)}</div>
          {result.notice && <Alert tone="info">{result.notice}</Alert>}
          <WorkJudgeView judge={result.judge} passage={kit.passage} />
          <SaveGemButton
            key={result.attempt.id}
            roomId={room.id}
            gem={{
              title: `${room.tag} · ${result.attempt.verseRef}`,
              body: result.attempt.answer,
              references: [result.attempt.verseRef, ...result.judge.passagesNoticed].slice(0, 8),
              rooms: [room.tag],
            }}
            gemsRoomHref={gemsRoomHref}
          />
        </section>
      )}
      <section aria-labelledby={`${answerId}-earlier`} className="space-y-2">
        <h4 id={`${answerId}-earlier`} className="text-sm font-semibold text-stone-700">
          Your earlier checks in this room
        </h4>
        {checks.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : checks.isError ? (
          <p className="text-sm text-stone-600">Couldn't load your earlier checks.</p>
        ) : checks.data.attempts.length === 0 ? (
          <p className="text-sm text-stone-600">None yet. Your checks are saved here.</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-white text-sm">
            {checks.data.attempts.slice(0, 5).map((attempt) => (
              <li key={attempt.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span className="font-medium text-ink">{attempt.verseRef}</span>
                <span className="text-stone-600">
                  {verdictWord[attempt.verdict]} · {attempt.points} / 10 ·{" "}
                  {dateFormat.format(new Date(attempt.createdAt))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
