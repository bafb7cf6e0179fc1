import { Check, EyeOff, MessageSquareOff, Trash2 } from "lucide-react";
import { useId } from "react";
import {
  type ModerationAction,
  moderationActionLabels,
  type QueueItemDto,
  type QueueReportDto,
  reportReasonLabels,
  reportSubjectLabels,
} from "@common/schemas/moderation";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { ApiError } from "@client/lib/api-client";
import { cn } from "@client/lib/cn";
import { toast } from "@client/lib/toast";
import { useModerateItem } from "../api/moderate-item";
import {
  actionDoneMessage,
  actionPendingLabels,
  reasonBadges,
  timeAgo,
  visibilityLabels,
} from "../lib/queue-text";
import { ItemText } from "./item-text";
import { MuteAuthor } from "./mute-author";

const visibilityTone: Record<QueueItemDto["visibility"], string> = {
  visible: "bg-emerald-100 text-emerald-900",
  pending: "bg-amber-100 text-amber-900",
  hidden: "bg-stone-200 text-stone-800",
};

const fullDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

function When({ at, now }: { at: string; now: Date }) {
  return (
    <time dateTime={at} title={fullDate(at)}>
      {timeAgo(at, now)}
    </time>
  );
}

function OpenReport({ report, now }: { report: QueueReportDto; now: Date }) {
  return (
    <li className="space-y-1 rounded-md border border-stone-200 p-3 text-sm" data-testid="queue-report">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium text-night" data-testid="reporter">
          {report.reporter?.displayName ?? "A deleted account"}
        </span>
        <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs text-red-900">
          {reportReasonLabels[report.reason]}
        </span>
        <span className="text-xs text-stone-500">
          <When at={report.createdAt} now={now} />
        </span>
      </p>
      {report.details && <p className="break-words whitespace-pre-wrap text-stone-700">{report.details}</p>}
    </li>
  );
}

/**
 * One item of the staff queue: what it is, its title and author, why it is here and whether members see it, its text
 * inline, the open reports, and the four decisions. A decision shows its pending label, then a toast as the item
 * leaves the list; a refusal shows the server's message on the item (Delete's inside its confirm dialog).
 */
export function QueueItem({ item, now }: { item: QueueItemDto; now: Date }) {
  const titleId = useId();
  const moderate = useModerateItem();
  const running = moderate.isPending ? moderate.variables.action : null;

  const run = (action: ModerationAction) =>
    moderate
      .mutateAsync({ subjectType: item.subjectType, subjectId: item.subjectId, action })
      .then(() => toast.success(actionDoneMessage(action, item.title)));

  const actionButton = (action: Exclude<ModerationAction, "delete">, Icon: typeof Check) => (
    <Button
      variant={action === "approve" ? "primary" : "outline"}
      size="sm"
      busy={running === action}
      disabled={running !== null}
      onClick={() => void run(action).catch(() => undefined)}
    >
      {running !== action && <Icon className="size-4" aria-hidden="true" />}
      {running === action ? actionPendingLabels[action] : moderationActionLabels[action]}
    </Button>
  );

  // Delete shows its failure inside its dialog; the others on the item.
  const failure =
    moderate.isError && moderate.variables.action !== "delete"
      ? moderate.error instanceof ApiError
        ? moderate.error.message
        : "That didn't work. Try again."
      : null;

  return (
    <li aria-labelledby={titleId}>
      <article
        className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
        data-testid="queue-item"
      >
        <header className="space-y-2">
          <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
            {reportSubjectLabels[item.subjectType]}
          </p>
          <h3 id={titleId} className="text-lg font-semibold break-words text-night">
            {item.title}
          </h3>
          <p className="text-sm text-stone-600">
            By <span data-testid="queue-item-author">{item.author?.displayName ?? "a deleted account"}</span>
            {" · "}in the queue since <When at={item.queuedAt} now={now} />
          </p>
          <ul className="flex flex-wrap gap-2 text-xs" aria-label="Status">
            {reasonBadges(item).map((badge) => (
              <li
                key={badge}
                className="rounded-full bg-indigo-100 px-2 py-0.5 font-medium text-indigo-950"
                data-testid="queue-reason"
              >
                {badge}
              </li>
            ))}
            <li
              className={cn("rounded-full px-2 py-0.5 font-medium", visibilityTone[item.visibility])}
              data-testid="queue-visibility"
            >
              {visibilityLabels[item.visibility]}
            </li>
          </ul>
        </header>

        {item.imageUrl && (
          <a href={item.imageUrl} target="_blank" rel="noreferrer" className="block w-fit">
            <img
              src={item.imageUrl}
              alt={`The image under review: ${item.title}`}
              className="max-h-64 rounded-md border border-stone-200 bg-stone-50 object-contain"
              loading="lazy"
              data-testid="queue-item-image"
            />
          </a>
        )}
        <ItemText text={item.text} />

        {item.openReports.length > 0 && (
          <section aria-labelledby={`${titleId}-reports`} className="space-y-2">
            <h4 id={`${titleId}-reports`} className="text-sm font-semibold text-stone-800">
              Open reports ({item.openReports.length.toLocaleString("en-US")})
            </h4>
            <ul className="space-y-2">
              {item.openReports.map((report) => (
                <OpenReport key={report.id} report={report} now={now} />
              ))}
            </ul>
          </section>
        )}

        {failure && <Alert tone="destructive">{failure}</Alert>}

        <div className="flex flex-wrap gap-2 border-t border-stone-100 pt-4">
          {actionButton("approve", Check)}
          {actionButton("hide", EyeOff)}
          {item.openReports.length > 0 && actionButton("dismiss", MessageSquareOff)}
          {item.author?.userId && (
            <MuteAuthor userId={item.author.userId} displayName={item.author.displayName} />
          )}
          <ConfirmDialog
            title={`Delete “${item.title}”?`}
            description="It is removed for good, for its author too, and its open reports are closed. This can't be undone."
            confirmLabel={moderationActionLabels.delete}
            pendingLabel={actionPendingLabels.delete}
            destructive
            onConfirm={() => run("delete")}
            errorMessage="Couldn't delete it. Try again."
            trigger={
              <Button
                variant="outline"
                size="sm"
                className="border-red-300 text-red-800 hover:bg-red-50 sm:ml-auto"
                disabled={running !== null}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {moderationActionLabels.delete}
              </Button>
            }
          />
        </div>
      </article>
    </li>
  );
}
