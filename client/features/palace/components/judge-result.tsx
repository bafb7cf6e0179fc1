import type { JudgeResult } from "@common/content/palace/types";
import { verdictTitle, verdictTone } from "@client/components/judge-verdict";
import { cn } from "@client/lib/cn";

/** The auto-check's verdict with every feedback line, failures first (palace.md §4.3). */
export function JudgeResultView({ result, heading }: { result: JudgeResult; heading?: string }) {
  return (
    <div
      className={cn("rounded-lg border p-3 text-sm", verdictTone[result.verdict])}
      role="status"
      data-testid="judge-result"
    >
      <p className="font-semibold">
        {heading ? `${heading}: ` : ""}
        {verdictTitle[result.verdict]}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {result.feedback.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
