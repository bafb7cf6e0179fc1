import { ArrowDown, ArrowUp, Settings2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { type AdminChannelDto, createChannelInput, updateChannelInput } from "@common/schemas/community";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@client/components/ui/dialog";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { Switch } from "@client/components/ui/switch";
import { useAddChannel } from "@client/features/community/api/add-channel";
import { useAdminChannels } from "@client/features/community/api/get-admin-channels";
import { useUpdateChannel } from "@client/features/community/api/update-channel";
import { failureText, firstProblem, movedPlace } from "@client/features/community/lib/channel-admin";

/**
 * Admins' "Manage channels" (screens.md §8.1: admins add, rename, reorder and archive channels). A button under the
 * channel list opens a dialog listing every channel, archived ones included and marked.
 */
export function ManageChannels() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="mt-3 w-full">
          <Settings2 className="size-4" aria-hidden="true" />
          Manage channels
        </Button>
      </DialogTrigger>
      <DialogContent layout="sheet">
        <DialogHeader>
          <DialogTitle>Manage channels</DialogTitle>
          <DialogDescription>
            Add, rename, reorder and archive the community channels. Archived channels stay here and can be
            restored.
          </DialogDescription>
        </DialogHeader>
        {open && <ManageChannelsBody />}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's content: the list of every channel and the add form (exported for the component test). */
export function ManageChannelsBody() {
  const channels = useAdminChannels(true);
  // One line for screen readers after a change that leaves no form behind (a move, a switch, an archive).
  const [status, setStatus] = useState("");

  return (
    <div className="space-y-5">
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      {channels.isPending ? (
        <div className="space-y-2" aria-label="Loading channels" role="status">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : channels.isError ? (
        <RetryAlert
          message={failureText(channels.error, "Couldn't load the channels")}
          onRetry={() => channels.refetch()}
          busy={channels.isFetching}
        />
      ) : channels.data.length === 0 ? (
        <p className="text-sm text-stone-600">There are no channels yet — add the first one below.</p>
      ) : (
        <ul
          aria-label="All channels"
          className="divide-y divide-stone-200 rounded-md border border-stone-200"
        >
          {channels.data.map((channel, index) => (
            <ChannelRow
              key={channel.id}
              channel={channel}
              index={index}
              count={channels.data.length}
              onStatus={setStatus}
            />
          ))}
        </ul>
      )}
      <AddChannelForm onStatus={setStatus} />
    </div>
  );
}

function ChannelRow({
  channel,
  index,
  count,
  onStatus,
}: {
  channel: AdminChannelDto;
  index: number;
  count: number;
  onStatus: (text: string) => void;
}) {
  const update = useUpdateChannel();
  const [renaming, setRenaming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const archived = channel.archivedAt !== null;
  const label = `#${channel.name}`;

  const change = (changes: Parameters<typeof update.mutate>[0], done: string) => {
    setError(null);
    update.mutate(changes, {
      onSuccess: () => onStatus(done),
      onError: (failure) => setError(failureText(failure, `Couldn't change ${label} — try again.`)),
    });
  };
  const move = (direction: "up" | "down") => {
    const position = movedPlace(index, direction, count);
    if (position !== null) change({ id: channel.id, position }, `Moved ${label} ${direction}.`);
  };

  return (
    <li className="space-y-2 p-3" aria-label={label}>
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
            <span className="truncate">{label}</span>
            {archived && (
              <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-medium text-stone-700">
                Archived
              </span>
            )}
          </p>
          {channel.description && <p className="text-xs text-stone-600">{channel.description}</p>}
          <p className="text-xs text-stone-500">id: {channel.id}</p>
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Move ${label} up`}
            disabled={index === 0 || update.isPending}
            onClick={() => move("up")}
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Move ${label} down`}
            disabled={index === count - 1 || update.isPending}
            onClick={() => move("down")}
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex items-center gap-2 text-sm text-stone-700">
          <Switch
            checked={channel.readOnly}
            disabled={update.isPending}
            aria-label={`Read-only: ${label}`}
            onCheckedChange={(readOnly) =>
              change(
                { id: channel.id, readOnly },
                readOnly ? `${label} is now read-only.` : `Everyone can post in ${label} again.`,
              )
            }
          />
          Read-only
        </label>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={renaming}
          aria-label={`Rename ${label}`}
          onClick={() => setRenaming((value) => !value)}
        >
          Rename
        </Button>
        <ConfirmDialog
          title={archived ? `Restore ${label}?` : `Archive ${label}?`}
          description={
            archived
              ? "It comes back to the channel list for every member, with its messages."
              : "It leaves the channel list for every member and nobody can post in it. Its messages are kept, and you can restore it here."
          }
          confirmLabel={archived ? "Unarchive" : "Archive"}
          pendingLabel={archived ? "Restoring…" : "Archiving…"}
          destructive={!archived}
          onConfirm={async () => {
            setError(null);
            await update.mutateAsync({ id: channel.id, archived: !archived });
            onStatus(archived ? `${label} is back in the channel list.` : `${label} is archived.`);
          }}
          trigger={
            <Button variant="outline" size="sm" aria-label={`${archived ? "Unarchive" : "Archive"} ${label}`}>
              {archived ? "Unarchive" : "Archive"}
            </Button>
          }
        />
      </div>
      {renaming && (
        <RenameForm
          channel={channel}
          onDone={(name) => {
            setRenaming(false);
            onStatus(`Saved #${name}.`);
          }}
          onCancel={() => setRenaming(false)}
        />
      )}
      {error && <Alert tone="destructive">{error}</Alert>}
    </li>
  );
}

function RenameForm({
  channel,
  onDone,
  onCancel,
}: {
  channel: AdminChannelDto;
  onDone: (name: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const update = useUpdateChannel();
  const [name, setName] = useState(channel.name);
  const [description, setDescription] = useState(channel.description);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { name, description };
    const problem = firstProblem(updateChannelInput, input);
    if (problem) return setError(problem);
    setError(null);
    update.mutate(
      { id: channel.id, ...input },
      {
        onSuccess: (saved) => onDone(saved.name),
        onError: (failure) => setError(failureText(failure, "Couldn't save the channel — try again.")),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Rename #${channel.name}`}
      className="space-y-3 rounded-md bg-stone-50 p-3"
    >
      <Field id={`${id}-name`} label="Name">
        <Input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </Field>
      <Field id={`${id}-description`} label="Description">
        <Input
          id={`${id}-description`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Field>
      {error && <Alert tone="destructive">{error}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" size="sm" busy={update.isPending}>
          Save
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function AddChannelForm({ onStatus }: { onStatus: (text: string) => void }) {
  const id = useId();
  const add = useAddChannel();
  const [channelId, setChannelId] = useState("");
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { id: channelId.trim(), name, description };
    const problem = firstProblem(createChannelInput, input);
    if (problem) return setError(problem);
    setError(null);
    add.mutate(input, {
      onSuccess: (created) => {
        setChannelId("");
        setName("");
        setDescription("");
        onStatus(`Added #${created.name}.`);
      },
      // What was typed stays, so the admin can fix it and try again.
      onError: (failure) => setError(failureText(failure, "Couldn't add the channel — try again.")),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-ink">
        Add a channel
      </h3>
      <Field
        id={`${id}-id`}
        label="Channel id"
        hint="Used in the address: lower-case letters, digits and hyphens, e.g. prayer-requests."
      >
        <Input
          id={`${id}-id`}
          value={channelId}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          onChange={(event) => setChannelId(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </Field>
      <Field id={`${id}-name`} label="Name">
        <Input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} />
      </Field>
      <Field id={`${id}-description`} label="Description (optional)">
        <Input
          id={`${id}-description`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Field>
      {error && <Alert tone="destructive">{error}</Alert>}
      <Button type="submit" size="sm" busy={add.isPending}>
        Add channel
      </Button>
    </form>
  );
}
