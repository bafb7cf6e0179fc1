import { type FormEvent, useId, useState } from "react";
import {
  createFeedbackInput,
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_LIMITS as L,
  feedbackMessages,
  type FeedbackCategory,
} from "@common/schemas/feedback";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Checkbox } from "@client/components/ui/checkbox";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { ApiError } from "@client/lib/api-error";
import { cn } from "@client/lib/cn";
import { toast } from "@client/lib/toast";
import { useSendFeedback } from "../api/send-feedback";
import { browserTechnicalDetails } from "../lib/technical-details";
import { selectClass, TextArea } from "@client/components/ui/text-area";

const number = (n: number) => n.toLocaleString("en-US");

function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <span
      id={id}
      className={cn("text-xs tabular-nums", length > max ? "text-destructive" : "text-stone-500")}
    >
      {number(length)} / {number(max)}
    </span>
  );
}

/**
 * The feedback form (screens §3.9): Category (Feature request by default), Title 3–200, Details 10–5,000 with
 * counters, "Include technical details (page, browser, app version)" ticked by default, Submit feedback. The shared
 * schema checks it before anything is sent and shows its first message; a failed send keeps the text.
 */
export function FeedbackForm() {
  const id = useId();
  const [category, setCategory] = useState<FeedbackCategory>("feature");
  const [title, setTitle] = useState("");
  const [details, setDetails] = useState("");
  const [includeTechnical, setIncludeTechnical] = useState(true);
  const [attempted, setAttempted] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const send = useSendFeedback();

  const parsed = createFeedbackInput.safeParse({ category, title, details });
  const issue = parsed.success ? null : (parsed.error.issues[0] ?? null);
  const issueField = issue?.path[0];
  const shownIssue = attempted ? issue : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setSendError(null);
    if (!parsed.success) return;
    send.mutate(
      { ...parsed.data, ...(includeTechnical ? { technical: browserTechnicalDetails() } : {}) },
      {
        onSuccess: () => {
          toast.success(feedbackMessages.sent);
          setCategory("feature");
          setTitle("");
          setDetails("");
          setIncludeTechnical(true);
          setAttempted(false);
        },
        onError: (error) => {
          // The server checks with the same schema: its message is the one to show. Anything else: try again.
          setSendError(
            error instanceof ApiError && error.status === 400 ? error.message : feedbackMessages.sendFailed,
          );
        },
      },
    );
  };

  const busy = send.isPending;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-night">
        Send feedback
      </h2>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-category`}>Category</Label>
        <select
          id={`${id}-category`}
          className={cn(selectClass, "sm:w-60")}
          value={category}
          disabled={busy}
          onChange={(event) => setCategory(event.target.value as FeedbackCategory)}
        >
          {FEEDBACK_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {FEEDBACK_CATEGORY_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <div className="flex items-end justify-between gap-2">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Counter id={`${id}-title-count`} length={title.trim().length} max={L.titleMax} />
        </div>
        <Input
          id={`${id}-title`}
          value={title}
          disabled={busy}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={shownIssue !== null && issueField === "title"}
          aria-describedby={`${id}-title-count${shownIssue && issueField === "title" ? ` ${id}-error` : ""}`}
          placeholder="A short summary"
        />
      </div>
      <div className="space-y-1.5">
        <div className="flex items-end justify-between gap-2">
          <Label htmlFor={`${id}-details`}>Details</Label>
          <Counter id={`${id}-details-count`} length={details.trim().length} max={L.detailsMax} />
        </div>
        <TextArea
          id={`${id}-details`}
          value={details}
          rows={6}
          disabled={busy}
          onChange={(event) => setDetails(event.target.value)}
          aria-invalid={shownIssue !== null && issueField === "details"}
          aria-describedby={`${id}-details-count${shownIssue && issueField === "details" ? ` ${id}-error` : ""}`}
          placeholder="What happened, or what would help? For a bug, the steps that lead to it."
        />
      </div>
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-technical`}
          className="mt-0.5"
          checked={includeTechnical}
          disabled={busy}
          onCheckedChange={(checked) => setIncludeTechnical(checked === true)}
        />
        <Label htmlFor={`${id}-technical`} className="font-normal">
          Include technical details (page, browser, app version)
        </Label>
      </div>
      {shownIssue && (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-sm font-medium text-destructive"
          data-testid="feedback-error"
        >
          {shownIssue.message}
        </p>
      )}
      {sendError && (
        <Alert tone="destructive" data-testid="feedback-send-failed">
          {sendError}
        </Alert>
      )}
      <Button type="submit" busy={busy}>
        Submit feedback
      </Button>
    </form>
  );
}
