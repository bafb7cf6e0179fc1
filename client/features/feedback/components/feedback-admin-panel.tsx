import { ChevronLeft, ChevronRight, Star } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_LIMITS,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  type AdminFeedbackDto,
  type FeedbackCategory,
  type FeedbackStatus,
} from "@common/schemas/feedback";
import { Button } from "@client/components/ui/button";
import { Label } from "@client/components/ui/label";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/cn";
import { formatDate } from "@client/lib/dates";
import { toast } from "@client/lib/toast";
import { useAdminFeedback } from "../api/get-admin-feedback";
import { useUpdateAdminFeedback } from "../api/update-admin-feedback";
import { StatusBadge } from "./status-badge";
import { selectClass, TextArea } from "@client/components/ui/text-area";

/** Status and reply for one item; saving leaves the row as it was when the server refuses (a toast says why). */
function ItemEditor({ item }: { item: AdminFeedbackDto }) {
  const id = useId();
  const [status, setStatus] = useState<FeedbackStatus>(item.status);
  const [reply, setReply] = useState(item.adminReply ?? "");
  const update = useUpdateAdminFeedback();
  const changed = status !== item.status || reply.trim() !== (item.adminReply ?? "");
  const tooLong = reply.trim().length > FEEDBACK_LIMITS.replyMax;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || tooLong) return;
    update.mutate(
      {
        id: item.id,
        ...(status !== item.status ? { status } : {}),
        ...(reply.trim() !== (item.adminReply ?? "") ? { reply: reply.trim() } : {}),
      },
      {
        onSuccess: () => toast.success("Feedback updated — the member has been told."),
        onError: (error) => toast.error(`Couldn't update this feedback: ${error.message}`),
      },
    );
  };

  return (
    <form
      onSubmit={save}
      className="space-y-3 border-t border-stone-100 pt-3"
      aria-label={`Answer “${item.title}”`}
    >
      <div className="space-y-1.5 sm:w-48">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <select
          id={`${id}-status`}
          className={selectClass}
          value={status}
          disabled={update.isPending}
          onChange={(event) => setStatus(event.target.value as FeedbackStatus)}
        >
          {FEEDBACK_STATUSES.map((value) => (
            <option key={value} value={value}>
              {FEEDBACK_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-reply`}>Reply to the member</Label>
        <TextArea
          id={`${id}-reply`}
          rows={3}
          value={reply}
          disabled={update.isPending}
          aria-invalid={tooLong}
          onChange={(event) => setReply(event.target.value)}
          placeholder="The member sees this under their item."
        />
        {tooLong && <p className="text-xs text-destructive">Keep the reply to 5,000 characters or fewer.</p>}
      </div>
      <Button type="submit" size="sm" busy={update.isPending} disabled={!changed || tooLong}>
        Save
      </Button>
    </form>
  );
}

function ItemCard({ item }: { item: AdminFeedbackDto }) {
  const technical = [item.pageUrl, item.userAgent, item.appVersion].filter(Boolean);
  return (
    <li
      className={cn(
        "space-y-2 rounded-xl border bg-white p-4 shadow-sm",
        item.isPriority ? "border-amber-300" : "border-stone-200",
      )}
      data-testid="admin-feedback-item"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-night">{item.title}</h3>
          <p className="text-xs text-stone-500">
            {FEEDBACK_CATEGORY_LABELS[item.category]} · {item.member?.displayName ?? "Deleted member"} ·{" "}
            {formatDate(item.createdAt)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {item.isPriority && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
              <Star className="size-3" aria-hidden="true" />
              Priority
            </span>
          )}
          <StatusBadge status={item.status} />
        </div>
      </div>
      <p className="text-sm break-words whitespace-pre-line text-stone-700">{item.details}</p>
      {technical.length > 0 && (
        <details className="text-xs text-stone-600">
          <summary className="cursor-pointer">Technical details</summary>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 break-all">
            {item.pageUrl && (
              <>
                <dt className="font-medium">Page</dt>
                <dd>{item.pageUrl}</dd>
              </>
            )}
            {item.userAgent && (
              <>
                <dt className="font-medium">Browser</dt>
                <dd>{item.userAgent}</dd>
              </>
            )}
            {item.appVersion && (
              <>
                <dt className="font-medium">App version</dt>
                <dd>{item.appVersion}</dd>
              </>
            )}
          </dl>
        </details>
      )}
      {/* Remounted when the item changes on the server, so the editor starts from what was saved. */}
      <ItemEditor key={item.updatedAt} item={item} />
    </li>
  );
}

/**
 * The admins' Feedback tab (screens §4.2): all feedback, priority items first then newest, filtered by category and
 * status, 50 a page; each item's status and reply can be changed (the member sees both and gets a notification).
 * The server allows admins only; the page that shows this panel is admin-only too.
 */
export function FeedbackAdminPanel() {
  const id = useId();
  const [category, setCategory] = useState<FeedbackCategory | "">("");
  const [status, setStatus] = useState<FeedbackStatus | "">("");
  const [page, setPage] = useState(1);
  const list = useAdminFeedback({ category: category || undefined, status: status || undefined, page });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id={`${id}-title`} className="text-xl font-semibold text-night">
          Feedback
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row">
          <FilterSelect
            id={`${id}-category`}
            label="Category"
            value={category}
            options={FEEDBACK_CATEGORIES}
            labels={FEEDBACK_CATEGORY_LABELS}
            onChange={(value) => {
              setCategory(value);
              setPage(1);
            }}
          />
          <FilterSelect
            id={`${id}-status`}
            label="Status"
            value={status}
            options={FEEDBACK_STATUSES}
            labels={FEEDBACK_STATUS_LABELS}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
        </div>
      </div>

      {list.isPending && (
        <div className="space-y-3" data-testid="admin-feedback-loading">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-28 w-full" />
          ))}
        </div>
      )}
      {list.isError && !list.data && (
        <RetryAlert message="Couldn't load feedback." onRetry={() => list.refetch()} busy={list.isFetching} />
      )}
      {list.data?.items.length === 0 && <p className="text-stone-600">No feedback yet</p>}
      {list.data && list.data.items.length > 0 && (
        <>
          <ul className={cn("space-y-3", list.isPlaceholderData && "opacity-60")} aria-busy={list.isFetching}>
            {list.data.items.map((item) => (
              <ItemCard key={item.id} item={item} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="flex items-center justify-between gap-2" aria-label="Feedback pages">
              <Button
                variant="outline"
                size="sm"
                disabled={page <= 1}
                onClick={() => setPage((current) => Math.max(1, current - 1))}
              >
                <ChevronLeft className="size-4" aria-hidden="true" />
                Previous
              </Button>
              <span className="text-sm text-stone-600">
                Page {page} of {pages}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pages}
                onClick={() => setPage((current) => Math.min(pages, current + 1))}
              >
                Next
                <ChevronRight className="size-4" aria-hidden="true" />
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/** A list filter: "All" or one of the values, labelled. */
function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  labels,
  onChange,
}: {
  id: string;
  label: string;
  value: T | "";
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T | "") => void;
}) {
  return (
    <div className="space-y-1 sm:w-44">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(event) => onChange(event.target.value as T | "")}
      >
        <option value="">All</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
