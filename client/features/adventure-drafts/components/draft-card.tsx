import { Check, X } from "lucide-react";
import { useId, useState } from "react";
import { type AdventureDraftDto, adventureDraftLimits } from "@common/schemas/adventure-drafts";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { cn } from "@client/lib/cn";
import { toast } from "@client/lib/toast";
import { useApproveAdventureDraft } from "../api/approve-adventure-draft";
import { useRejectAdventureDraft } from "../api/reject-adventure-draft";
import {
  approveBlockedReason,
  decisionLine,
  draftedLine,
  draftKindLabels,
  draftStatusLabels,
  draftTitle,
  requestDetail,
} from "../lib/draft-format";
import { HuntPreview, PuzzlePreview } from "./draft-preview";

const statusTone: Record<AdventureDraftDto["status"], string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-stone-200 text-stone-800",
};

/**
 * One draft for review: what was asked for, the content, the checks' problems, then Approve (disabled with the reason
 * while the draft has problems) and Reject with an optional note, both confirmed first. A decided draft shows its
 * status, date and note instead of the buttons.
 */
export function DraftCard({ draft }: { draft: AdventureDraftDto }) {
  const titleId = useId();
  const noteId = useId();
  const reasonId = useId();
  const approve = useApproveAdventureDraft();
  const reject = useRejectAdventureDraft();
  const [note, setNote] = useState("");
  const title = draftTitle(draft);
  const blocked = approveBlockedReason(draft);
  const pending = draft.status === "pending";
  const busy = approve.isPending || reject.isPending;

  return (
    <li aria-labelledby={titleId}>
      <article
        className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
        data-testid="draft-card"
        data-status={draft.status}
      >
        <header className="space-y-2">
          <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
            {draftKindLabels[draft.kind]}
          </p>
          <h3 id={titleId} className="text-lg font-semibold break-words text-night">
            {title}
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
            <span
              className={cn("rounded-full px-2 py-0.5 text-xs font-medium", statusTone[draft.status])}
              data-testid="draft-status"
            >
              {draftStatusLabels[draft.status]}
            </span>
            <span>{draftedLine(draft.createdAt)}</span>
            {requestDetail(draft.requestLabel) && <span>{requestDetail(draft.requestLabel)}</span>}
          </p>
        </header>

        {draft.kind === "hunt" ? <HuntPreview hunt={draft.hunt} /> : <PuzzlePreview puzzle={draft.puzzle} />}

        {draft.problems.length > 0 && (
          <section
            aria-labelledby={`${titleId}-problems`}
            className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
            data-testid="draft-problems"
          >
            <h4 id={`${titleId}-problems`} className="font-semibold">
              Problems the checks found ({draft.problems.length.toLocaleString("en-US")})
            </h4>
            <ul className="list-disc space-y-1 pl-5">
              {draft.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </section>
        )}

        {pending ? (
          <div className="space-y-2 border-t border-stone-100 pt-4">
            <div className="flex flex-wrap gap-2">
              <ConfirmDialog
                title={`Approve “${title}”?`}
                description={
                  draft.kind === "hunt"
                    ? "The hunt joins the daily edition rotation and players will meet it. An approved draft can't be changed."
                    : "The puzzle joins the escape-room bank and players will meet it in rooms. An approved draft can't be changed."
                }
                confirmLabel="Approve"
                pendingLabel="Approving…"
                onConfirm={() =>
                  approve.mutateAsync(draft.id).then(() => toast.success(`Approved “${title}”.`))
                }
                errorMessage="Couldn't approve it. Try again."
                trigger={
                  <Button
                    size="sm"
                    disabled={blocked !== null || busy}
                    aria-describedby={blocked ? reasonId : undefined}
                  >
                    <Check className="size-4" aria-hidden="true" />
                    Approve
                  </Button>
                }
              />
              <ConfirmDialog
                title={`Reject “${title}”?`}
                description={
                  <>
                    <span className="block">Players never see it. It stays in this list as rejected.</span>
                    <label htmlFor={noteId} className="mt-3 block font-medium text-stone-800">
                      Note (optional)
                    </label>
                    <textarea
                      id={noteId}
                      value={note}
                      onChange={(event) => setNote(event.target.value)}
                      maxLength={adventureDraftLimits.note}
                      rows={3}
                      placeholder="Why, for the record"
                      className="mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-ink"
                    />
                  </>
                }
                confirmLabel="Reject"
                pendingLabel="Rejecting…"
                destructive
                onConfirm={() =>
                  reject
                    .mutateAsync({ id: draft.id, ...(note.trim() && { note: note.trim() }) })
                    .then(() => toast.success(`Rejected “${title}”.`))
                }
                errorMessage="Couldn't reject it. Try again."
                trigger={
                  <Button
                    size="sm"
                    variant="outline"
                    className="border-red-300 text-red-800 hover:bg-red-50"
                    disabled={busy}
                  >
                    <X className="size-4" aria-hidden="true" />
                    Reject
                  </Button>
                }
              />
            </div>
            {blocked && (
              <p id={reasonId} className="text-sm text-stone-600">
                {blocked}
              </p>
            )}
          </div>
        ) : (
          <div
            className="space-y-1 border-t border-stone-100 pt-4 text-sm text-stone-700"
            data-testid="draft-decision"
          >
            <p>{decisionLine(draft)}</p>
            {draft.reviewNote && <p className="break-words whitespace-pre-wrap">Note: {draft.reviewNote}</p>}
          </div>
        )}
      </article>
    </li>
  );
}
