import { Pencil, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  PROPHECY_LIMITS as L,
  type ProphecyCategory,
  prophecyCategories,
  prophecyCategoryLabels,
  type WatchTopicDto,
} from "@common/schemas/prophecy";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Checkbox } from "@client/components/ui/checkbox";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Skeleton } from "@client/components/ui/skeleton";
import { Switch } from "@client/components/ui/switch";
import { formatDate } from "@client/lib/dates";
import { useCreateTopic } from "../api/create-topic";
import { useDeleteTopic } from "../api/delete-topic";
import { useTopics } from "../api/list-topics";
import { useUpdateTopic } from "../api/update-topic";
import { messageOf } from "../lib/kit";
import { CategoryBadge } from "./signal-card";

/** "Sunday, rest day" → ["Sunday", "rest day"]; passages are split on ";" (a reference may hold commas). */
const splitList = (value: string, separator: RegExp) =>
  value
    .split(separator)
    .map((each) => each.trim())
    .filter((each) => each.length > 0);

function TopicDialog({ topic, onClose }: { topic: WatchTopicDto | null; onClose: () => void }) {
  const [name, setName] = useState(topic?.name ?? "");
  const [categories, setCategories] = useState<ProphecyCategory[]>(topic?.categories ?? []);
  const [keywords, setKeywords] = useState(topic?.keywords.join(", ") ?? "");
  const [passages, setPassages] = useState(topic?.passages.join("; ") ?? "");
  const create = useCreateTopic();
  const update = useUpdateTopic();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const keywordList = splitList(keywords, /,/);
  const passageList = splitList(passages, /;/);
  const problem =
    keywordList.length > L.keywordsMax
      ? `Use at most ${L.keywordsMax} keywords.`
      : keywordList.some((each) => each.length > L.keywordMax)
        ? `Keep each keyword under ${L.keywordMax} characters.`
        : passageList.length > L.topicPassagesMax
          ? `Use at most ${L.topicPassagesMax} passages.`
          : null;
  const empty = categories.length + keywordList.length + passageList.length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || empty || !name.trim()) return;
    const values = { name: name.trim(), categories, keywords: keywordList, passages: passageList };
    if (topic) update.mutate({ id: topic.id, ...values }, { onSuccess: onClose });
    else create.mutate({ ...values, active: true }, { onSuccess: onClose });
  };
  const toggle = (category: ProphecyCategory, on: boolean) =>
    setCategories((current) => (on ? [...current, category] : current.filter((each) => each !== category)));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{topic ? "Edit watch topic" : "New watch topic"}</DialogTitle>
          <DialogDescription>
            You are alerted when a published signal has one of these categories, uses one of the keywords in
            its title or summary, or cites a passage in the same chapter.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4">
          <Field id="topic-name" label="Name">
            <Input
              id="topic-name"
              value={name}
              maxLength={L.topicNameMax}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink">Categories</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {prophecyCategories.map((category) => (
                <div key={category} className="flex items-center gap-2">
                  <Checkbox
                    id={`topic-category-${category}`}
                    checked={categories.includes(category)}
                    onCheckedChange={(checked) => toggle(category, checked === true)}
                  />
                  <Label htmlFor={`topic-category-${category}`}>{prophecyCategoryLabels[category]}</Label>
                </div>
              ))}
            </div>
          </fieldset>
          <Field
            id="topic-keywords"
            label="Keywords"
            hint={`Separated by commas; at most ${L.keywordsMax}, each matched as a whole word.`}
          >
            <Input
              id="topic-keywords"
              value={keywords}
              onChange={(event) => setKeywords(event.target.value)}
            />
          </Field>
          <Field
            id="topic-passages"
            label="Passages"
            hint={`Separated by semicolons, e.g. Daniel 7; Revelation 13:11. At most ${L.topicPassagesMax}.`}
          >
            <Input
              id="topic-passages"
              value={passages}
              onChange={(event) => setPassages(event.target.value)}
            />
          </Field>
          {problem && <Alert tone="destructive">{problem}</Alert>}
          {failure && <Alert tone="destructive">{messageOf(failure)}</Alert>}
          <DialogFooter>
            <Button type="submit" busy={saving} disabled={!name.trim() || empty || problem !== null}>
              Save topic
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function TopicCard({
  topic,
  onEdit,
  onOpenSignal,
}: {
  topic: WatchTopicDto;
  onEdit: () => void;
  onOpenSignal: (id: string) => void;
}) {
  const update = useUpdateTopic();
  const remove = useDeleteTopic();
  const switchId = `topic-active-${topic.id}`;
  return (
    <li
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="watch-topic"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto text-lg font-semibold break-words text-night">{topic.name}</h3>
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            checked={topic.active}
            disabled={update.isPending}
            onCheckedChange={(active) => update.mutate({ id: topic.id, active })}
            aria-label={`Alerts for ${topic.name}`}
          />
          <Label htmlFor={switchId} className="text-sm text-stone-700">
            {topic.active ? "On" : "Off"}
          </Label>
        </div>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${topic.name}`}>
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Delete ${topic.name}`}>
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          }
          title="Delete this watch topic?"
          description="You will no longer be alerted for it. This can't be undone."
          confirmLabel="Delete"
          destructive
          onConfirm={() => remove.mutateAsync(topic.id)}
        />
      </div>
      <div className="flex flex-wrap gap-1.5 text-xs">
        {topic.categories.map((category) => (
          <CategoryBadge key={category} category={category} />
        ))}
        {topic.keywords.map((keyword) => (
          <span key={keyword} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-stone-800">
            “{keyword}”
          </span>
        ))}
        {topic.passages.map((reference) => (
          <span key={reference} className="rounded-full bg-amber-50 px-2.5 py-0.5 text-amber-900">
            {reference}
          </span>
        ))}
      </div>
      <div className="space-y-1">
        <h4 className="text-sm font-medium text-stone-700">Matches</h4>
        {topic.matches.length === 0 ? (
          <p className="text-sm text-stone-600">No signals have matched this topic yet.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {topic.matches.map((match) => (
              <li key={match.signalId} className="flex flex-wrap items-baseline gap-2">
                <Button variant="link" onClick={() => onOpenSignal(match.signalId)} className="text-left">
                  {match.title}
                </Button>
                <span className="text-xs text-stone-500">{formatDate(match.matchedAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** Alerts (ai.md §3.6): the member's watch topics (at most 20), each with the signals it matched. */
export function AlertsTab({ onOpenSignal }: { onOpenSignal: (id: string) => void }) {
  const topics = useTopics();
  const [editing, setEditing] = useState<WatchTopicDto | "new" | null>(null);
  const list = topics.data?.topics ?? [];
  const full = list.length >= L.topicsPerMember;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="mr-auto text-sm text-stone-700">
          Alerts arrive in the bell when a newly published signal matches a topic. {list.length} of{" "}
          {L.topicsPerMember} topics.
        </p>
        <Button onClick={() => setEditing("new")} disabled={full || topics.isPending}>
          <Plus className="size-4" aria-hidden="true" />
          New topic
        </Button>
      </div>
      {full && (
        <Alert tone="info">You have 20 watch topics, the most you can keep. Delete one to add another.</Alert>
      )}
      {topics.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : topics.isError ? (
        <Alert tone="destructive">Your watch topics couldn&apos;t be loaded.</Alert>
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-600">
          No watch topics yet. Add one to be alerted when a matching signal is published.
        </p>
      ) : (
        <ul className="space-y-3">
          {list.map((topic) => (
            <TopicCard
              key={topic.id}
              topic={topic}
              onEdit={() => setEditing(topic)}
              onOpenSignal={onOpenSignal}
            />
          ))}
        </ul>
      )}
      {editing && <TopicDialog topic={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
