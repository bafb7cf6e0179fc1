import { FEEDBACK_STATUS_LABELS, type FeedbackStatus } from "@common/schemas/feedback";
import { cn } from "@client/lib/cn";

const tones: Record<FeedbackStatus, string> = {
  received: "bg-stone-200 text-stone-800",
  reviewed: "bg-indigo-100 text-indigo-900",
  planned: "bg-amber-100 text-amber-900",
  done: "bg-emerald-100 text-emerald-900",
  declined: "bg-red-100 text-red-900",
};

/** Received, Reviewed, Planned, Done or Declined (screens §3.9). */
export function StatusBadge({ status }: { status: FeedbackStatus }) {
  return (
    <span
      className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", tones[status])}
      data-testid="feedback-status"
    >
      {FEEDBACK_STATUS_LABELS[status]}
    </span>
  );
}
