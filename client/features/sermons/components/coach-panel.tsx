import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { aiText } from "@common/constants/ai";
import type { SermonGuidance } from "@common/schemas/sermons";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import type { SermonAiKit, SermonError } from "../lib/kit";

/**
 * "Coach me" for one step (ai.md §3.9): one counted question with a model; the latest guidance for the step, saved
 * with the sermon, below it with where it came from. A failure shows the §1.8 card with Retry / Answer offline; the
 * sermon's text is never touched by a failure.
 */
export function CoachPanel({
  intro,
  guidance,
  pending,
  error,
  kit,
  onCoach,
  children,
}: {
  intro: string;
  guidance: SermonGuidance | undefined;
  pending: boolean;
  error: SermonError | null;
  kit: SermonAiKit;
  onCoach: (offline: boolean) => void;
  children: ReactNode;
}) {
  return (
    <section
      aria-label="Coach"
      className="sermon-no-print space-y-3 rounded-lg border border-indigo-200 bg-indigo-50/40 p-4"
      data-testid="coach-panel"
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => onCoach(false)} busy={pending} disabled={pending}>
          <Sparkles className="size-4" aria-hidden="true" />
          {pending ? "Coaching…" : "Coach me"}
        </Button>
        {kit.chip}
      </div>
      <p className="text-sm text-stone-700">{intro}</p>
      {error && kit.error(error, { onRetry: () => onCoach(false), onOffline: () => onCoach(true) })}
      {guidance && (
        <div className="space-y-3" data-testid="coach-guidance">
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span
              className="rounded-full bg-white px-2 py-0.5 font-medium text-night ring-1 ring-stone-300"
              data-testid="coach-source"
            >
              {guidance.source === "offline" ? aiText.offlineBadge : "Coach"}
            </span>
            <span className="text-stone-500">{new Date(guidance.createdAt).toLocaleString()}</span>
          </div>
          {guidance.notices.map((notice) => (
            <Alert key={notice} tone="info" data-testid="coach-notice">
              {notice}
            </Alert>
          ))}
          {children}
          {guidance.source === "offline" && <p className="text-xs text-stone-500">{aiText.offlineFooter}</p>}
        </div>
      )}
    </section>
  );
}
