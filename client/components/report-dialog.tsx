import { Flag } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  alreadyReportedMessage,
  MODERATION_LIMITS,
  type ReportableSubject,
  type ReportReason,
  reportInput,
  reportReasonLabels,
  reportReasons,
  reportThanksMessage,
} from "@common/schemas/moderation";
import { useReportContent } from "@client/lib/api/report-content";
import { ApiError } from "@client/lib/api-error";
import { cn } from "@client/lib/cn";
import { inputCounter } from "@client/lib/input-counter";
import { toast } from "@client/lib/toast";
import { Alert } from "./ui/alert";
import { Button, type ButtonProps } from "./ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./ui/dialog";

type Draft = { reason: ReportReason | null; details: string };
const emptyDraft: Draft = { reason: null, details: "" };

export type ReportDialogProps = {
  subjectType: ReportableSubject;
  subjectId: string;
  /** What is reported, for the button's accessible name ("Report Daniel's beasts"). */
  subjectName: string;
  /** After the server took the report (or had it already), e.g. to refresh a list the item may now leave. */
  onReported?: () => void;
  /** The Report button's look where it sits. */
  buttonVariant?: ButtonProps["variant"];
  buttonSize?: ButtonProps["size"];
  /**
   * Controlled use, e.g. opened from a message's menu item (community chat): no Report button is rendered; the opener
   * is the caller's. Leave both out for the usual Report button.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * The Report action of a public item (ai.md §1.7): a Report button opening a dialog with the reasons as a radio group,
 * optional details with the live counter near the limit, Send report and Cancel. Success closes it with a toast (thanks,
 * or "already reported"); a refusal shows the server's message inside the dialog and keeps what was typed. Three open
 * reports from different members hide the item until staff decide; that is the server's rule.
 */
export function ReportDialog({
  subjectType,
  subjectId,
  subjectName,
  onReported,
  buttonVariant = "ghost",
  buttonSize = "sm",
  open: controlledOpen,
  onOpenChange,
}: ReportDialogProps) {
  const id = useId();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const controlled = controlledOpen !== undefined;
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [problem, setProblem] = useState<string | null>(null);
  const report = useReportContent();
  const counter = inputCounter(draft.details, MODERATION_LIMITS.detailsMax);

  const changeOpen = (next: boolean) => {
    // A report on its way can't be walked away from: its outcome is shown here.
    if (!next && report.isPending) return;
    if (next) reset();
    setOpen(next);
  };
  const reset = () => {
    setDraft(emptyDraft);
    setProblem(null);
  };
  // Opened from outside (controlled): start from a blank form, as the button does.
  const [wasOpen, setWasOpen] = useState(open);
  if (controlled && open !== wasOpen) {
    setWasOpen(open);
    if (open) reset();
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    const parsed = reportInput.safeParse({
      subjectType,
      subjectId,
      reason: draft.reason ?? undefined,
      details: draft.details,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Check the report and try again.");
      return;
    }
    setProblem(null);
    // mutateAsync rather than mutate's callbacks: those never run once the button's owner unmounts, and the toast
    // must still say the report arrived.
    report.mutateAsync(parsed.data).then(
      (result) => {
        setOpen(false);
        if (result.alreadyReported) toast.info(alreadyReportedMessage);
        else toast.success(reportThanksMessage);
        onReported?.();
      },
      (error: unknown) =>
        setProblem(error instanceof ApiError ? error.message : "Couldn't send the report. Try again."),
    );
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      {/* The trigger, so focus comes back to it when the dialog closes. */}
      {!controlled && (
        <DialogTrigger asChild>
          <Button
            type="button"
            variant={buttonVariant}
            size={buttonSize}
            aria-label={`Report ${subjectName}`}
          >
            <Flag className="size-4" aria-hidden="true" />
            Report
          </Button>
        </DialogTrigger>
      )}
      <DialogContent layout="sheet" closeLabel="Close without reporting">
        <DialogHeader>
          <DialogTitle>Report this</DialogTitle>
          <DialogDescription>
            Tell our moderators what is wrong with “{subjectName}”. Only they see who sent a report.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" aria-label="Report" noValidate>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-stone-800">What's the problem?</legend>
            {reportReasons.map((reason) => (
              <label
                key={reason}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm",
                  "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-night-light/40",
                  draft.reason === reason ? "border-night bg-indigo-50 text-night" : "border-stone-200",
                )}
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={reason}
                  className="size-4 accent-night"
                  checked={draft.reason === reason}
                  onChange={() => {
                    setDraft({ ...draft, reason });
                    setProblem(null);
                  }}
                />
                {reportReasonLabels[reason]}
              </label>
            ))}
          </fieldset>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-details`} className="text-sm font-medium text-stone-800">
              Details (optional)
            </label>
            <textarea
              id={`${id}-details`}
              value={draft.details}
              rows={4}
              aria-invalid={counter.over || undefined}
              aria-describedby={`${id}-details-hint ${id}-details-counter`}
              onChange={(event) => setDraft({ ...draft, details: event.target.value })}
              className={cn(
                "w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-stone-400",
                "focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none",
                "aria-[invalid=true]:border-destructive",
              )}
              placeholder="Anything that helps a moderator see the problem"
            />
            <div className="flex justify-between gap-2 text-xs">
              <p id={`${id}-details-hint`} className="text-stone-500">
                Up to {MODERATION_LIMITS.detailsMax.toLocaleString("en-US")} characters.
              </p>
              {counter.visible && (
                <p
                  id={`${id}-details-counter`}
                  className={cn(
                    "tabular-nums",
                    counter.over ? "font-semibold text-destructive" : "text-stone-600",
                  )}
                  data-testid="report-details-counter"
                >
                  {counter.text}
                </p>
              )}
            </div>
          </div>
          {problem && <Alert tone="destructive">{problem}</Alert>}
          <DialogFooter className="flex-col-reverse sm:flex-row">
            <Button
              type="button"
              variant="outline"
              disabled={report.isPending}
              onClick={() => changeOpen(false)}
            >
              Cancel
            </Button>
            <Button type="submit" busy={report.isPending} disabled={counter.over}>
              {report.isPending ? "Sending…" : "Send report"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
