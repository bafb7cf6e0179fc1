import type { JudgeResult } from "@common/content/palace/types";
import { cn } from "@client/lib/cn";

const tone = {
  pass: "border-emerald-300 bg-emerald-50 text-emerald-900",
  partial: "border-amber-300 bg-amber-50 text-amber-900",
  fail: "border-red-300 bg-red-50 text-red-900",
} as const;
const title = { pass: "Pass", partial: "Partly there", fail: "Not yet" } as const;

/** The auto-check's verdict with every feedback line, failures first (palace.md §4.3). */
export function JudgeResultView({ result, heading }: { result: JudgeResult; heading?: string }) {
  return (
    <div
      className={cn("rounded-lg border p-3 text-sm", tone[result.verdict])}
      role="status"
      data-testid="judge-result"
    >
      <p className="font-semibold">
        {heading ? `${heading}: ` : ""}
        {title[result.verdict]}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {result.feedback.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
