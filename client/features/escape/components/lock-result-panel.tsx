import { CheckCircle2, CircleAlert, KeyRound, Unlock, XCircle } from "lucide-react";
import { type ReactNode, type Ref } from "react";
import type { EscapeAnswerDto } from "@common/schemas/escape";
import { cn } from "@client/lib/cn";
import { invalidRefMessages } from "@client/features/escape/lib/escape-answer";
import { resultTitle, triesLeftLabel } from "@client/features/escape/lib/escape-format";

const looks = {
  perfect: {
    Icon: Unlock,
    tone: "border-emerald-300 bg-emerald-50 text-emerald-950",
    icon: "text-emerald-700",
  },
  partial_taken: {
    Icon: CircleAlert,
    tone: "border-amber-300 bg-amber-50 text-amber-950",
    icon: "text-amber-700",
  },
  partial_offered: {
    Icon: CircleAlert,
    tone: "border-amber-300 bg-amber-50 text-amber-950",
    icon: "text-amber-700",
  },
  failed: { Icon: XCircle, tone: "border-red-300 bg-red-50 text-red-950", icon: "text-red-700" },
  broken: { Icon: KeyRound, tone: "border-stone-300 bg-stone-100 text-stone-900", icon: "text-stone-700" },
} as const;

/**
 * What the server said about an answer (games.md §4.21): the three checks (✓/✗ with their labels), the lines that
 * are not references ("asdf is not a reference"), the tries left; after the third miss the lock "breaks open" and
 * shows the expected references and the typology note. `actions` holds the buttons the moment needs (take the
 * partial or try again; the next lock).
 */
export function LockResultPanel({
  answer,
  lockNo,
  reference,
  actions,
  headingRef,
}: {
  answer: EscapeAnswerDto;
  lockNo: number;
  /** A Bible reference as a link to the reader. */
  reference: (ref: string) => ReactNode;
  actions?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const look = looks[answer.result];
  const invalid = invalidRefMessages(answer.invalidRefs);
  const stays = answer.result === "failed" || answer.result === "partial_offered";
  return (
    <section
      className={cn("space-y-3 rounded-xl border p-4", look.tone)}
      aria-labelledby={`escape-result-${lockNo}`}
      data-testid="escape-result"
      data-result={answer.result}
      data-grade={answer.grade}
    >
      <div className="flex items-center gap-2">
        <look.Icon className={cn("size-6 shrink-0", look.icon)} aria-hidden="true" />
        <h3
          id={`escape-result-${lockNo}`}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none"
        >
          {resultTitle(answer, lockNo)}
        </h3>
      </div>
      <ul className="space-y-1 text-sm" aria-label="Checks" data-testid="escape-checks">
        {answer.checks.map((check) => (
          <li key={check.id} className="flex gap-2" data-check={check.id} data-ok={check.ok}>
            <span aria-hidden="true" className={check.ok ? "text-emerald-700" : "text-red-700"}>
              {check.ok ? <CheckCircle2 className="mt-0.5 size-4" /> : <XCircle className="mt-0.5 size-4" />}
            </span>
            <span>
              <span className="sr-only">{check.ok ? "Passed: " : "Missed: "}</span>
              {check.label}
            </span>
          </li>
        ))}
      </ul>
      {invalid.length > 0 && (
        <ul className="space-y-0.5 text-sm font-medium text-red-800" data-testid="escape-invalid-refs">
          {invalid.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {stays && (
        <p className="text-sm font-medium" data-testid="escape-tries-left">
          {answer.grade === "fail" ? "0 points · " : ""}
          {triesLeftLabel(answer.triesLeft)}
        </p>
      )}
      {answer.revealed && (
        <div className="space-y-2 rounded-lg bg-white/80 p-3 text-sm text-ink" data-testid="escape-revealed">
          <p>
            <span className="font-semibold">The lock opened with: </span>
            {answer.revealed.expectedRefs.map((ref, index) => (
              <span key={ref}>
                {index > 0 && " · "}
                {reference(ref)}
              </span>
            ))}
          </p>
          <p>{answer.revealed.typologyNote}</p>
        </div>
      )}
      {actions && <div className="flex flex-wrap gap-2 pt-1">{actions}</div>}
    </section>
  );
}
