import { aiText } from "@common/constants/ai";
import type { AiSource } from "@common/schemas/ai";
import { cn } from "@client/lib/cn";

const label = { model: "AI model", fake: "Fake model (test mode)", offline: aiText.offlineBadge } as const;

/**
 * Where answers come from (ai.md §0 principle 3), as the header's mode label and on each answer: a model, the
 * fake (test mode), or the offline study engine, whose badge stands out.
 */
export function SourceBadge({ source, testId }: { source: AiSource | null | undefined; testId?: string }) {
  if (!source) return null;
  return (
    <span
      data-testid={testId}
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs",
        source === "offline"
          ? "bg-emerald-100 font-semibold text-emerald-900"
          : "bg-stone-100 font-medium text-stone-700",
      )}
    >
      {label[source]}
    </span>
  );
}
