import { MessageSquareReply } from "lucide-react";
import { useId } from "react";
import { FEEDBACK_CATEGORY_LABELS } from "@common/schemas/feedback";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { formatDate } from "@client/lib/dates";
import { useMyFeedback } from "../api/get-my-feedback";
import { StatusBadge } from "./status-badge";

/** My feedback (screens §3.9): earlier items, newest first, with their status badge and the admin's reply. */
export function MyFeedbackList({ timeZone }: { timeZone?: string }) {
  const mine = useMyFeedback();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-night">
        My feedback
      </h2>
      {mine.isPending && (
        <div className="space-y-3" data-testid="my-feedback-loading">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-20 w-full" />
          ))}
        </div>
      )}
      {mine.isError && (
        <RetryAlert
          message="Couldn't load your feedback."
          onRetry={() => mine.refetch()}
          busy={mine.isFetching}
        />
      )}
      {mine.data?.length === 0 && <p className="text-stone-600">Nothing sent yet</p>}
      {mine.data && mine.data.length > 0 && (
        <ul className="space-y-3" data-testid="my-feedback">
          {mine.data.map((item) => (
            <li
              key={item.id}
              className="space-y-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
              data-testid="my-feedback-item"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words text-night">{item.title}</h3>
                  <p className="text-xs text-stone-500">
                    {FEEDBACK_CATEGORY_LABELS[item.category]} · {formatDate(item.createdAt, timeZone)}
                  </p>
                </div>
                <StatusBadge status={item.status} />
              </div>
              <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-stone-700">
                {item.details}
              </p>
              {item.adminReply && (
                <div
                  className="rounded-md border border-indigo-100 bg-indigo-50 p-3 text-sm"
                  data-testid="feedback-reply"
                >
                  <p className="mb-1 flex items-center gap-1.5 font-medium text-indigo-950">
                    <MessageSquareReply className="size-4" aria-hidden="true" />
                    Reply from the team
                  </p>
                  <p className="break-words whitespace-pre-line text-indigo-950">{item.adminReply}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
