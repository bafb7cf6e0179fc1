import { CheckCircle2, Circle, XCircle } from "lucide-react";
import type { Ref } from "react";
import type { DrillResultDto } from "@common/schemas/drills";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";

const verdictOf = (result: DrillResultDto) =>
  result.perfect ? "Perfect score!" : result.verdict === "pass" ? "Passed" : "Not yet";

/**
 * An attempt's result: verdict, score out of 10, which elements the rubric looked for were present, the member's
 * response, our example answer (revealed only now), and Next drill.
 */
export function DrillResult({
  result,
  headingRef,
  response,
  onTryAgain,
  onNext,
  onBackToRoom,
}: {
  result: DrillResultDto;
  headingRef: Ref<HTMLHeadingElement>;
  response: string;
  onTryAgain: () => void;
  onNext: (() => void) | null;
  onBackToRoom: () => void;
}) {
  const passed = result.verdict === "pass";
  return (
    <div className="space-y-4">
      <div
        role="status"
        className={cn(
          "flex items-center gap-3 rounded-lg border p-4",
          passed ? "border-emerald-300 bg-emerald-50" : "border-amber-300 bg-amber-50",
        )}
      >
        {passed ? (
          <CheckCircle2 className="size-8 shrink-0 text-emerald-700" aria-hidden="true" />
        ) : (
          <XCircle className="size-8 shrink-0 text-amber-700" aria-hidden="true" />
        )}
        <div>
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-stone-900 focus:outline-none"
          >
            {verdictOf(result)} {result.score}/{result.maxScore}
          </h3>
          <p className="text-sm text-stone-700">
            {passed
              ? `You passed this drill${result.pointsAwarded > 0 ? ` and earned ${result.pointsAwarded} points` : ""}.`
              : `A pass needs ${result.passScore} out of ${result.maxScore}. Look at what was missing and try again.`}
            {result.attempts > 1 && ` Your best: ${result.bestScore}/${result.maxScore}.`}
          </p>
        </div>
      </div>

      <div>
        <h4 className="text-sm font-semibold uppercase tracking-wide text-stone-500">What we looked for</h4>
        <ul className="mt-2 space-y-1.5">
          {result.checks.map((check) => (
            <li key={check.label} className="flex items-start gap-2 text-sm">
              {check.met ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
              ) : (
                <Circle className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
              )}
              <span className={check.met ? "text-stone-900" : "text-stone-600"}>
                <span className="sr-only">{check.met ? "Present: " : "Missing: "}</span>
                {check.label}{" "}
                <span className="text-stone-500">
                  ({check.met ? check.points : 0}/{check.points})
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>

      <details className="rounded-lg border border-stone-200 p-3">
        <summary className="cursor-pointer text-sm font-semibold text-stone-700">Your response</summary>
        <p className="mt-2 whitespace-pre-wrap text-sm text-stone-700">{response}</p>
      </details>

      <div className="rounded-lg border border-indigo-200 bg-indigo-50 p-4">
        <h4 className="text-sm font-semibold uppercase tracking-wide text-indigo-900">Our example answer</h4>
        <p className="mt-1 whitespace-pre-wrap leading-relaxed text-stone-900">{result.exampleAnswer}</p>
      </div>

      <div className="flex flex-wrap gap-2">
        {onNext ? (
          <Button onClick={onNext}>Next drill</Button>
        ) : (
          <Button onClick={onBackToRoom}>Back to the room</Button>
        )}
        <Button variant="outline" onClick={onTryAgain}>
          Practise again
        </Button>
      </div>
    </div>
  );
}
