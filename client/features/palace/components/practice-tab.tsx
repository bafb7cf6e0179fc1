import { useState } from "react";
import type { Deliverable, Room } from "@common/content/palace/types";
import type { PracticeEntryDto, RoomDetailDto, SaveEntryResultDto } from "@common/schemas/palace";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { Input } from "@client/components/ui/input";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { ApiError } from "@client/lib/api-client";
import { formatDate } from "@client/lib/dates";
import { toast } from "@client/lib/toast";
import { useCompleteRoom } from "../api/complete-room";
import { useCreateEntry } from "../api/create-entry";
import { useDeleteEntry } from "../api/delete-entry";
import { useRoomEntries } from "../api/get-room-entries";
import { useUpdateEntry } from "../api/update-entry";
import { announceAward } from "../lib/award-toast";
import { EntryFields, fromPayload, type PayloadDraft, toPayload } from "./entry-editor";
import { JudgeResultView } from "./judge-result";

const OWN_PASSAGE = "own";

export type EditorTarget = {
  deliverable: Deliverable;
  promptId: string | null;
  masterTaskId: string | null;
  heading: string;
};

/** Save draft / Check & save for one entry (new or existing); the verdict comes from the server. */
export function EntryEditor({
  roomId,
  target,
  entry,
  initialDraft,
  onSaved,
  onCancel,
}: {
  roomId: string;
  target: EditorTarget;
  entry: PracticeEntryDto | null;
  /** Prefilled values for a new entry (e.g. the chosen prompt's passage). */
  initialDraft?: PayloadDraft;
  onSaved: (result: SaveEntryResultDto) => void;
  onCancel?: () => void;
}) {
  const [title, setTitle] = useState(entry?.title ?? "");
  const [draft, setDraft] = useState<PayloadDraft>(entry ? fromPayload(entry.payload) : (initialDraft ?? {}));
  const [lastJudge, setLastJudge] = useState<SaveEntryResultDto["judge"]>(null);
  const create = useCreateEntry(roomId);
  const update = useUpdateEntry();
  // An existing entry is updated, a new one created: the form shows the state of whichever request it makes.
  const save = entry ? update : create;
  const submit = (check: boolean) => {
    const payload = toPayload(target.deliverable, draft);
    const onSuccess = (result: SaveEntryResultDto) => {
      setLastJudge(result.judge);
      announceAward(result.award);
      toast.success(check ? "Checked and saved" : "Draft saved");
      onSaved(result);
    };
    if (entry)
      update.mutate({ id: entry.id, input: { title: title || undefined, payload, check } }, { onSuccess });
    else
      create.mutate(
        {
          promptId: target.promptId,
          masterTaskId: target.masterTaskId,
          title: title || undefined,
          payload,
          check,
        },
        { onSuccess },
      );
  };
  return (
    <form
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit(true);
      }}
      aria-label={target.heading}
    >
      <h4 className="font-semibold text-night">{target.heading}</h4>
      <p className="text-sm text-stone-600">{target.deliverable.description}</p>
      <div className="space-y-1">
        <label htmlFor="entry-title" className="block text-sm font-medium">
          Title <span className="font-normal text-stone-500">(optional)</span>
        </label>
        <Input id="entry-title" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <EntryFields
        deliverable={target.deliverable}
        draft={draft}
        onChange={setDraft}
        disabled={save.isPending}
      />
      {save.isError && (
        <Alert tone="destructive">
          {save.error instanceof ApiError
            ? save.error.message
            : "Couldn't save. Your text is still here — try again."}
        </Alert>
      )}
      {lastJudge && <JudgeResultView result={lastJudge} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          Check &amp; save
        </Button>
        <Button type="button" variant="outline" disabled={save.isPending} onClick={() => submit(false)}>
          Save draft
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Close
          </Button>
        )}
      </div>
    </form>
  );
}

function EntryCard({
  entry,
  roomId,
  target,
}: {
  entry: PracticeEntryDto;
  roomId: string;
  target: EditorTarget;
}) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteEntry();
  if (editing)
    return (
      <EntryEditor
        roomId={roomId}
        target={target}
        entry={entry}
        onSaved={() => undefined}
        onCancel={() => setEditing(false)}
      />
    );
  const name = entry.title || entry.refs.join("; ") || "Untitled entry";
  const verdictLabel =
    entry.verdict === "pass"
      ? "Pass"
      : entry.verdict === "partial"
        ? "Partly there"
        : entry.verdict === "fail"
          ? "Not yet"
          : "Draft";
  return (
    <article
      className="space-y-2 rounded-lg border border-stone-200 bg-white p-3 text-sm"
      data-testid="practice-entry"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">{name}</h4>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${entry.verdict === "pass" ? "bg-emerald-100 text-emerald-800" : "bg-stone-100 text-stone-700"}`}
        >
          {verdictLabel}
        </span>
      </div>
      <p className="text-xs text-stone-500">Updated {formatDate(entry.updatedAt)}</p>
      <dl className="space-y-1">
        {target.deliverable.fields.map((field) => {
          const value = entry.payload[field.id];
          const text = Array.isArray(value) ? value.join(" → ") : value;
          if (!text) return null;
          return (
            <div key={field.id}>
              <dt className="text-xs font-medium text-stone-600">{field.label}</dt>
              <dd className="whitespace-pre-line">{text}</dd>
            </div>
          );
        })}
      </dl>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          Edit
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost">
              Delete
            </Button>
          }
          title="Delete this entry?"
          description={`“${name}” will be gone for good.`}
          confirmLabel="Delete"
          pendingLabel="Deleting…"
          destructive
          errorMessage="Couldn't delete the entry — try again."
          onConfirm={async () => {
            await remove.mutateAsync(entry.id);
            toast.success("Entry deleted");
          }}
        />
      </div>
    </article>
  );
}

/** The editor starts with the passage filled in: the prompt's own, or the one the reader sent (?ref=). */
function passageDraft(deliverable: Deliverable, refs: string[]): PayloadDraft {
  const field = deliverable.fields.find((f) => f.type === "reference" || f.type === "references");
  if (!field || refs.length === 0) return {};
  return { [field.id]: field.type === "reference" ? refs.join("; ") : refs.join("\n") };
}

/** Practice: prompts or your own passage, a structured editor, and your saved entries (palace.md §4.3). */
export function PracticeTab({
  detail,
  room,
  passage,
}: {
  detail: RoomDetailDto;
  room: Room;
  passage?: string | null;
}) {
  const [choice, setChoice] = useState<string>(
    passage ? OWN_PASSAGE : (room.practicePrompts[0]?.id ?? OWN_PASSAGE),
  );
  const [editorKey, setEditorKey] = useState(0);
  // After the first save the editor keeps editing that entry, so a second Check & save never duplicates it.
  const [current, setCurrent] = useState<PracticeEntryDto | null>(null);
  const startNew = () => {
    setCurrent(null);
    setEditorKey((k) => k + 1);
  };
  const entries = useRoomEntries(room.id);
  const complete = useCompleteRoom(room.id);
  const prompt = room.practicePrompts.find((p) => p.id === choice) ?? null;
  const practiceEntries = entries.data?.filter((entry) => entry.masterTaskId === null) ?? [];
  const target: EditorTarget = {
    deliverable: room.deliverable,
    promptId: prompt?.id ?? null,
    masterTaskId: null,
    heading: prompt ? "Your answer" : "Apply this room to a passage",
  };
  const { progress } = detail;
  const canComplete = !progress.completedAt && progress.completionMissing.length === 0;

  return (
    <div className="space-y-6">
      {progress.completedAt ? (
        <Alert tone="success">You completed this room on {formatDate(progress.completedAt)}.</Alert>
      ) : canComplete ? (
        <Alert tone="success">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p>You have passed the learn check and saved a passing entry — this room can be completed.</p>
            <Button
              size="sm"
              busy={complete.isPending}
              onClick={() =>
                complete.mutate(undefined, {
                  onSuccess: (r) => {
                    announceAward(r.award);
                    toast.success("Room completed");
                  },
                  onError: (error) =>
                    toast.error(error instanceof ApiError ? error.message : "Couldn't complete the room."),
                })
              }
            >
              Mark room complete
            </Button>
          </div>
        </Alert>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="text-lg font-semibold text-night">Choose what to practise</legend>
        {room.practicePrompts.map((p) => (
          <label key={p.id} className="flex items-start gap-2 rounded-md px-2 py-1 hover:bg-stone-50">
            <input
              type="radio"
              name="prompt"
              className="mt-1"
              checked={choice === p.id}
              onChange={() => {
                setChoice(p.id);
                startNew();
              }}
            />
            <span>{p.text}</span>
          </label>
        ))}
        <label className="flex items-start gap-2 rounded-md px-2 py-1 hover:bg-stone-50">
          <input
            type="radio"
            name="prompt"
            className="mt-1"
            checked={choice === OWN_PASSAGE}
            onChange={() => {
              setChoice(OWN_PASSAGE);
              startNew();
            }}
          />
          <span>Your own passage — type a reference and apply this room to it.</span>
        </label>
      </fieldset>
      <EntryEditor
        key={editorKey}
        roomId={room.id}
        target={target}
        entry={current}
        initialDraft={passageDraft(room.deliverable, prompt ? prompt.refs : passage ? [passage] : [])}
        onSaved={(result) => setCurrent(result.entry)}
      />
      {current && (
        <Button variant="outline" size="sm" onClick={startNew}>
          Start a new entry
        </Button>
      )}
      <section className="space-y-3" aria-labelledby="entries-heading">
        <h3 id="entries-heading" className="text-lg font-semibold text-night">
          Your entries
        </h3>
        {entries.isPending && <Skeleton className="h-24 w-full" />}
        {entries.isError && (
          <RetryAlert
            message="Couldn't load your entries."
            onRetry={() => entries.refetch()}
            busy={entries.isFetching}
          />
        )}
        {entries.data && practiceEntries.length === 0 && (
          <p className="text-sm text-stone-600">
            No entries yet. Your saved answers appear here, newest first.
          </p>
        )}
        {practiceEntries.map((entry) => (
          <EntryCard
            key={entry.id}
            entry={entry}
            roomId={room.id}
            target={{ ...target, heading: "Edit entry" }}
          />
        ))}
      </section>
    </div>
  );
}
