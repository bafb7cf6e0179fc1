import { Plus, Send, Trash2, Upload } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  PROPHECY_LIMITS as L,
  type SignalAnalysisDto,
  type SignalVisibility,
} from "@common/schemas/prophecy";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { Skeleton } from "@client/components/ui/skeleton";
import { ApiError } from "@client/lib/api-client";
import { cn } from "@client/lib/cn";
import { formatDate } from "@client/lib/dates";
import { toast } from "@client/lib/toast";
import { useDeleteAnalysis } from "../api/delete-analysis";
import { useEditAnalysis } from "../api/edit-analysis";
import { useSignal } from "../api/get-signal";
import { useAnalyses } from "../api/list-analyses";
import { usePublishAnalysis } from "../api/publish-analysis";
import { useSuggestAnalysis } from "../api/suggest-analysis";
import { messageOf, type ProphecyKit } from "../lib/kit";
import { AnalyseForm } from "./analyse-form";
import { SignalCard } from "./signal-card";

const visibilityLabels: Record<SignalVisibility, string> = {
  private: "Private",
  pending: "Waiting for review",
  public: "In the feed",
  hidden: "Hidden by moderators",
};

function VisibilityBadge({ visibility }: { visibility: SignalVisibility }) {
  return (
    <span
      className={cn(
        "rounded-full px-2 py-0.5 text-xs font-medium",
        visibility === "public" && "bg-emerald-100 text-emerald-900",
        visibility === "pending" && "bg-amber-100 text-amber-900",
        visibility === "private" && "bg-stone-200 text-stone-800",
        visibility === "hidden" && "bg-red-100 text-red-900",
      )}
      data-testid="signal-visibility"
    >
      {visibilityLabels[visibility]}
    </span>
  );
}

/** The author edits the title and summary while the signal is private (ai.md §3.6). */
function EditFields({ analysis }: { analysis: SignalAnalysisDto }) {
  const [title, setTitle] = useState(analysis.title);
  const [summary, setSummary] = useState(analysis.summary);
  const edit = useEditAnalysis();
  const changed = title.trim() !== analysis.title || summary.trim() !== analysis.summary;
  const valid = title.trim().length > 0 && summary.trim().length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || !valid) return;
    edit.mutate(
      { id: analysis.id, title: title.trim(), summary: summary.trim() },
      { onSuccess: () => toast.success("Saved") },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-lg border border-stone-200 bg-stone-50 p-4"
      aria-label="Edit"
    >
      <p className="text-sm text-stone-700">
        Saved privately in My analyses. Edit the title and summary before you share it.
      </p>
      <Field id="signal-title-input" label="Title">
        <Input
          id="signal-title-input"
          value={title}
          maxLength={L.titleMax}
          onChange={(event) => setTitle(event.target.value)}
        />
      </Field>
      <Field id="signal-summary-input" label="Summary">
        <textarea
          id="signal-summary-input"
          value={summary}
          maxLength={L.summaryMax}
          rows={3}
          onChange={(event) => setSummary(event.target.value)}
          className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none"
        />
      </Field>
      {edit.error && <Alert tone="destructive">{messageOf(edit.error)}</Alert>}
      <Button type="submit" variant="outline" size="sm" disabled={!changed || !valid} busy={edit.isPending}>
        Save changes
      </Button>
    </form>
  );
}

function ShareActions({ analysis, kit }: { analysis: SignalAnalysisDto; kit: ProphecyKit }) {
  const publish = usePublishAnalysis();
  const suggest = useSuggestAnalysis();
  const [message, setMessage] = useState<string | null>(null);
  const failure = publish.error ?? suggest.error;
  if (analysis.visibility === "public")
    return <p className="text-sm text-emerald-800">This signal is in the feed.</p>;
  if (analysis.visibility === "hidden")
    return <p className="text-sm text-stone-700">Moderators took this signal out of the feed.</p>;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {kit.isAdmin && (
          <Button
            busy={publish.isPending}
            onClick={() =>
              publish.mutate(analysis.id, {
                onSuccess: (result) => {
                  setMessage(result.message);
                  if (result.status === "published") toast.success("Published to the feed");
                },
              })
            }
          >
            <Upload className="size-4" aria-hidden="true" />
            Publish to the feed
          </Button>
        )}
        {!kit.isAdmin && analysis.visibility === "private" && (
          <Button
            variant="outline"
            busy={suggest.isPending}
            onClick={() => suggest.mutate(analysis.id, { onSuccess: (result) => setMessage(result.message) })}
          >
            <Send className="size-4" aria-hidden="true" />
            Suggest for the feed
          </Button>
        )}
      </div>
      {analysis.visibility === "pending" && !message && (
        <p className="text-sm text-amber-900">Waiting for review by a moderator.</p>
      )}
      {message && <Alert tone="info">{message}</Alert>}
      {failure && <Alert tone="destructive">{messageOf(failure)}</Alert>}
    </div>
  );
}

function OpenAnalysis({ id, kit, onDeleted }: { id: string; kit: ProphecyKit; onDeleted: () => void }) {
  const analysis = useSignal(id);
  const remove = useDeleteAnalysis();
  if (analysis.isPending)
    return (
      <div className="space-y-3" role="status" aria-label="Loading">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (analysis.isError)
    return (
      <Alert tone="destructive">
        {analysis.error instanceof ApiError && analysis.error.status === 404
          ? "This analysis was not found. It may have been deleted."
          : "This analysis couldn't be loaded."}
      </Alert>
    );
  const data = analysis.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <VisibilityBadge visibility={data.visibility} />
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" className="ml-auto">
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          }
          title="Delete this analysis?"
          description={
            data.visibility === "public"
              ? "It is also removed from the feed. This can't be undone."
              : "This can't be undone."
          }
          confirmLabel="Delete"
          destructive
          onConfirm={() => remove.mutateAsync(data.id).then(onDeleted)}
          errorMessage="The analysis couldn't be deleted. Please try again."
        />
      </div>
      {data.visibility === "private" && <EditFields key={`${data.title}\n${data.summary}`} analysis={data} />}
      <SignalCard signal={data} passage={kit.passage} actions={<ShareActions analysis={data} kit={kit} />} />
      {data.reportText && (
        <details className="rounded-lg border border-stone-200 p-3 text-sm">
          <summary className="cursor-pointer font-medium text-night">The report you pasted</summary>
          <p className="mt-2 whitespace-pre-line text-stone-700">{data.reportText}</p>
        </details>
      )}
    </div>
  );
}

/** My analyses (ai.md §3.6): the member's analyses to reopen, rename (edit the title) and delete; Analyse. */
export function AnalysesTab({
  kit,
  openId,
  onOpen,
}: {
  kit: ProphecyKit;
  openId: string | null;
  onOpen: (id: string | null) => void;
}) {
  const list = useAnalyses();
  const analyses = list.data?.analyses ?? [];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-label="My analyses" className="order-2 min-w-0 space-y-2 lg:order-1">
        <h2 className="text-sm font-semibold text-stone-700">My analyses</h2>
        {list.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : list.isError ? (
          <Alert tone="destructive">Your analyses couldn&apos;t be loaded.</Alert>
        ) : analyses.length === 0 ? (
          <p className="text-sm text-stone-600">Your analyses are saved here, privately.</p>
        ) : (
          <ul className="space-y-1" data-testid="prophecy-analyses">
            {analyses.map((analysis) => (
              <li key={analysis.id}>
                <button
                  type="button"
                  aria-current={analysis.id === openId ? "page" : undefined}
                  onClick={() => onOpen(analysis.id)}
                  className={cn(
                    "w-full cursor-pointer rounded-md px-2 py-1.5 text-left",
                    analysis.id === openId ? "bg-stone-200" : "hover:bg-stone-100",
                  )}
                >
                  <span className="block truncate text-sm font-medium text-night">{analysis.title}</span>
                  <span className="block text-xs text-stone-500">
                    {formatDate(analysis.createdAt)} · {visibilityLabels[analysis.visibility]}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </nav>
      <div className="order-1 min-w-0 space-y-4 lg:order-2">
        {openId ? (
          <>
            <Button variant="outline" size="sm" onClick={() => onOpen(null)}>
              <Plus className="size-4" aria-hidden="true" />
              New analysis
            </Button>
            <OpenAnalysis key={openId} id={openId} kit={kit} onDeleted={() => onOpen(null)} />
          </>
        ) : (
          <AnalyseForm kit={kit} onAnalysed={(id) => onOpen(id)} />
        )}
      </div>
    </div>
  );
}
