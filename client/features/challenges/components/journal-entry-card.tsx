import { useId, useState } from "react";
import {
  challengeMessages,
  FOLLOW_UP_MAX,
  formatTimeSpent,
  type JournalEntryDto,
} from "@common/schemas/challenges";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Label } from "@client/components/ui/label";
import { ApiError } from "@client/lib/api-client";
import { formatDate } from "@client/lib/dates";
import { toast } from "@client/lib/toast";
import { useSaveFollowUp } from "../api/save-follow-up";
import { AnswerFields } from "./answer-fields";
import { TierBadge } from "./tier-badge";

/** The Follow-up note: shown as "Later I noticed…", added or edited in place (the answer itself never is). */
function FollowUp({ entry }: { entry: JournalEntryDto }) {
  const save = useSaveFollowUp();
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState(entry.followUp ?? "");
  const id = useId();
  const tooLong = note.length > FOLLOW_UP_MAX;

  const submit = () =>
    save.mutate(
      { id: entry.id, note },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success("Follow-up note saved");
        },
      },
    );

  if (!editing)
    return (
      <div className="space-y-1">
        {entry.followUp && (
          <div className="rounded-md border-l-4 border-indigo-300 bg-indigo-50/60 p-3">
            <p className="text-sm font-semibold text-indigo-900">{challengeMessages.followUpLabel}</p>
            <p className="whitespace-pre-wrap text-stone-900">{entry.followUp}</p>
          </div>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setNote(entry.followUp ?? "");
            save.reset();
            setEditing(true);
          }}
        >
          {entry.followUp ? "Edit follow-up note" : "Add a follow-up note"}
        </Button>
      </div>
    );

  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong) submit();
      }}
    >
      <Label htmlFor={id}>Follow-up note</Label>
      <textarea
        id={id}
        rows={3}
        value={note}
        placeholder={challengeMessages.followUpLabel}
        onChange={(event) => setNote(event.target.value)}
        aria-describedby={`${id}-count`}
        aria-invalid={tooLong || undefined}
        className="w-full rounded-md border border-stone-300 bg-white p-3 text-sm focus:border-night-light focus:outline-none focus:ring-2 focus:ring-night-light/30 aria-[invalid=true]:border-destructive"
      />
      <p id={`${id}-count`} className="text-right text-xs text-stone-500">
        {tooLong ? challengeMessages.followUpTooLong : null} {note.length.toLocaleString("en")} /{" "}
        {FOLLOW_UP_MAX.toLocaleString("en")}
      </p>
      {save.isError && (
        <Alert tone="destructive">
          {save.error instanceof ApiError && save.error.status === 422
            ? save.error.message
            : "We couldn't save your note — try again."}
        </Alert>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" busy={save.isPending} disabled={tooLong}>
          Save note
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** One journal entry: title, tier, date, time spent, principle, the labelled answer, feedback and follow-up. */
export function JournalEntryCard({ entry }: { entry: JournalEntryDto }) {
  return (
    <article className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-stone-900">{entry.title}</h2>
          <TierBadge tier={entry.tier} />
        </div>
        <p className="text-sm text-stone-600">
          <time dateTime={entry.date}>{formatDate(entry.date, "UTC")}</time>
          <span aria-hidden="true"> · </span>
          <span>
            <span className="sr-only">Time spent </span>
            {formatTimeSpent(entry.timeSpentS)}
          </span>
          {entry.principle && (
            <>
              <span aria-hidden="true"> · </span>
              <span>{entry.principle}</span>
            </>
          )}
        </p>
      </header>
      <AnswerFields fields={entry.fields} />
      <p className="rounded-md bg-stone-50 p-3 text-sm text-stone-800">
        <span className="font-semibold">Feedback: </span>
        {entry.feedback}
        {entry.aiFeedback && <span className="mt-1 block">{entry.aiFeedback}</span>}
      </p>
      <FollowUp entry={entry} />
    </article>
  );
}
