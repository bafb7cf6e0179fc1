import { ArrowLeft } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import {
  DRILL_DURATION_MAX_S,
  DRILL_RESPONSE_MAX,
  DRILL_RESPONSE_MIN,
  drillMessages,
  type DrillResultDto,
} from "@common/schemas/drills";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { WrittenResponseField } from "@client/components/written-response-field";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useDrill } from "@client/features/drills/api/get-drill";
import { useSubmitDrillAttempt } from "@client/features/drills/api/submit-drill-attempt";
import { useMyAccess } from "@client/lib/api/get-my-access";
import { ApiError } from "@client/lib/api-client";
import { useDocumentTitle } from "@client/lib/page-title";
import { planRequiredOf } from "@client/lib/plan-required";
import { toast } from "@client/lib/toast";
import { levelLabel } from "../lib/drill-labels";
import { DrillResult } from "./drill-result";

function DrillSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading the drill">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/**
 * The drill being worked on: title, "Drill {n} · {level}", instructions, prompt, Your response (20–5,000 characters,
 * with a counter), Submit and Cancel; then the result in its place. A failed submission keeps the response and
 * offers retry; a response the server refuses shows its message.
 */
export function ActiveDrill({
  drillId,
  onBackToRoom,
  onOpenDrill,
}: {
  drillId: string;
  onBackToRoom: () => void;
  onOpenDrill: (drillId: string) => void;
}) {
  const drill = useDrill(drillId);
  const access = useMyAccess();
  const submit = useSubmitDrillAttempt();
  const [response, setResponse] = useState("");
  const [result, setResult] = useState<DrillResultDto | null>(null);
  // When the drill opened (set after mounting: render stays pure), for the time spent on the attempt.
  const startedAt = useRef<number | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const fieldId = useId();
  const locked = planRequiredOf(drill.error);
  const data = drill.data;
  useDocumentTitle(data ? data.title : "Training Drills");

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const length = response.trim().length;
  const tooShort = length < DRILL_RESPONSE_MIN;
  const tooLong = response.length > DRILL_RESPONSE_MAX;
  // A refusal (the server's own message) won't succeed by retrying the same text; anything else may.
  const refused =
    submit.error instanceof ApiError && submit.error.status === 422 ? submit.error.message : null;
  const submitLocked = planRequiredOf(submit.error);

  const send = () => {
    if (tooShort || tooLong || submit.isPending) return;
    const started = startedAt.current ?? Date.now();
    const durationS = Math.min(Math.round((Date.now() - started) / 1000), DRILL_DURATION_MAX_S);
    submit.mutate(
      { drillId, response, durationS },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.pointsAwarded > 0) toast.success(`+${answer.pointsAwarded} points`);
        },
      },
    );
  };
  const again = () => {
    setResult(null);
    submit.reset();
    startedAt.current = Date.now();
  };

  return (
    <section className="space-y-5" aria-labelledby="active-drill-title">
      <Button variant="ghost" size="sm" onClick={onBackToRoom}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {data ? `${data.roomName} drills` : "Back to the room"}
      </Button>
      {drill.isPending && <DrillSkeleton />}
      {(locked ?? submitLocked) && (
        <UpgradePrompt
          feature={(locked ?? submitLocked)!.feature}
          trialUsed={access.data?.access.trialUsed}
        />
      )}
      {drill.isError && !locked && (
        <RetryAlert
          message={
            drill.error instanceof ApiError && drill.error.status === 404
              ? "That drill was not found."
              : "Couldn't load this drill."
          }
          onRetry={() => drill.refetch()}
          busy={drill.isFetching}
        />
      )}
      {data && (
        <article className="space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <header className="space-y-1">
            <p className="text-sm font-semibold text-stone-500">
              Drill {data.number} · {levelLabel(data.level)}
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                {data.roomCode}
              </span>
              {data.passed && (
                <span className="ml-2 text-emerald-700">
                  ✓ best {data.bestScore}/{data.maxScore}
                </span>
              )}
            </p>
            <h2 id="active-drill-title" className="text-2xl font-semibold text-stone-900">
              {data.title}
            </h2>
          </header>
          <div className="space-y-1">
            <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-500">Instructions</h3>
            <p className="leading-relaxed text-stone-700">{data.instructions}</p>
          </div>
          <div className="space-y-1 rounded-lg bg-amber-50 p-4">
            <h3 className="text-sm font-semibold uppercase tracking-wide text-amber-800">Prompt</h3>
            <p className="leading-relaxed text-stone-900">{data.prompt}</p>
          </div>

          {result ? (
            <DrillResult
              result={result}
              headingRef={resultHeading}
              response={response}
              onTryAgain={again}
              onNext={result.nextDrillId ? () => onOpenDrill(result.nextDrillId!) : null}
              onBackToRoom={onBackToRoom}
            />
          ) : (
            <form
              className="space-y-3"
              onSubmit={(event) => {
                event.preventDefault();
                send();
              }}
            >
              <WrittenResponseField
                id={fieldId}
                label="Your response"
                value={response}
                onChange={setResponse}
                min={DRILL_RESPONSE_MIN}
                max={DRILL_RESPONSE_MAX}
                rows={10}
                disabled={submit.isPending}
              />
              {submit.isError && !submitLocked && (
                <Alert tone="destructive">
                  <p>{refused ?? drillMessages.submitFailed}</p>
                  {!refused && <p className="mt-1">Your response is kept — submit again to retry.</p>}
                </Alert>
              )}
              <div className="flex flex-wrap gap-2">
                <Button type="submit" busy={submit.isPending} disabled={tooShort || tooLong}>
                  {submit.isError && !refused ? "Retry" : "Submit"}
                </Button>
                <Button type="button" variant="outline" onClick={onBackToRoom} disabled={submit.isPending}>
                  Cancel
                </Button>
              </div>
            </form>
          )}
        </article>
      )}
    </section>
  );
}
