import { Sparkles } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { roomOverviews } from "@common/content/palace/overview";
import { ESCAPE_ROOM, escapeDifficulties } from "@common/games/rules";
import {
  type AdventureDraftKind,
  adventureDraftKinds,
  adventureDraftLimits,
} from "@common/schemas/adventure-drafts";
import { huntDifficulties } from "@common/schemas/hunts";
import { Alert } from "@client/components/ui/alert";
import { PalaceRoomOptions } from "@client/components/palace-room-options";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { ApiError } from "@client/lib/api-client";
import { cn } from "@client/lib/cn";
import { toast } from "@client/lib/toast";
import { useCreateAdventureDraft } from "../api/create-adventure-draft";
import {
  categoryLabel,
  type DraftFormValues,
  draftKindLabels,
  draftRequestOf,
  huntDifficultyLabels,
  puzzleDifficultyLabels,
} from "../lib/draft-format";

const kindBlurbs: Record<AdventureDraftKind, string> = {
  hunt: "Five to eight clues ending on a treasure verse.",
  puzzle: "One lock for a palace room: prompt, references and principle.",
};

/** Shown while the model writes: the seconds since the request left, so a long wait shows it is still going. */
function WritingNotice() {
  const [started] = useState(() => Date.now());
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [started]);
  return (
    <Alert data-testid="draft-writing">
      The model is writing the draft{seconds > 0 ? ` (${seconds.toLocaleString("en-US")} s)` : ""}. This can
      take a minute; the checks run once it answers.
    </Alert>
  );
}

/**
 * "Draft with AI" (games.md §4.20, §4.21 "AI adds"): a treasure hunt (difficulty, optional theme) or an escape puzzle
 * (palace room, difficulty, optional gauntlet category). The model can take many seconds, so the form shows it is
 * writing; a refusal or failure shows the server's message and keeps every choice.
 */
export function DraftForm({ initialKind }: { initialKind: AdventureDraftKind }) {
  const create = useCreateAdventureDraft();
  const [values, setValues] = useState<DraftFormValues>({
    kind: initialKind,
    huntDifficulty: "beginner",
    theme: "",
    roomTag: "",
    puzzleDifficulty: "easy",
    category: "",
  });
  const [roomMissing, setRoomMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const themeId = useId();
  const roomId = useId();
  const roomErrorId = useId();
  const categoryId = useId();
  const set = <K extends keyof DraftFormValues>(key: K, value: DraftFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const missingRoom = values.kind === "puzzle" && !values.roomTag;
    setRoomMissing(missingRoom);
    if (missingRoom) return;
    create.mutate(draftRequestOf(values), {
      onSuccess: (draft) =>
        toast.success(
          draft.problems.length > 0
            ? "Draft saved with problems to look at. It is at the top of the list."
            : "Draft saved. Review it below.",
        ),
      onError: (failure) =>
        setProblem(failure instanceof ApiError ? failure.message : "Couldn't draft it. Try again."),
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-busy={create.isPending || undefined}
      data-testid="draft-form"
    >
      <ChoiceGroup legend="What to draft">
        <div className="grid gap-2 sm:grid-cols-2">
          {adventureDraftKinds.map((kind) => (
            <ChoiceCard
              key={kind}
              name="draft-kind"
              checked={values.kind === kind}
              onChange={() => set("kind", kind)}
              title={draftKindLabels[kind]}
              detail={kindBlurbs[kind]}
              disabled={create.isPending}
            />
          ))}
        </div>
      </ChoiceGroup>

      {values.kind === "hunt" ? (
        <>
          <ChoiceGroup legend="Difficulty">
            <div className="grid grid-cols-3 gap-2">
              {huntDifficulties.map((id) => (
                <ChoiceCard
                  key={id}
                  name="draft-hunt-difficulty"
                  checked={values.huntDifficulty === id}
                  onChange={() => set("huntDifficulty", id)}
                  title={huntDifficultyLabels[id]}
                  disabled={create.isPending}
                />
              ))}
            </div>
          </ChoiceGroup>
          <div className="space-y-1.5">
            <label htmlFor={themeId} className="block text-sm font-medium text-stone-800">
              Theme (optional)
            </label>
            <Input
              id={themeId}
              value={values.theme}
              onChange={(event) => set("theme", event.target.value)}
              maxLength={adventureDraftLimits.theme}
              placeholder="e.g. the Lamb, the sanctuary, Daniel's prophecies"
              className="sm:max-w-md"
              disabled={create.isPending}
            />
          </div>
        </>
      ) : (
        <>
          <div className="space-y-1.5">
            <label htmlFor={roomId} className="block text-sm font-medium text-stone-800">
              Palace room
            </label>
            <select
              id={roomId}
              value={values.roomTag}
              onChange={(event) => set("roomTag", event.target.value)}
              aria-invalid={roomMissing || undefined}
              aria-describedby={roomMissing ? roomErrorId : undefined}
              disabled={create.isPending}
              className="block h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-base text-ink sm:max-w-md"
              data-testid="draft-room"
            >
              <PalaceRoomOptions rooms={roomOverviews} />
            </select>
            {roomMissing && (
              <p id={roomErrorId} className="text-sm text-red-700">
                Choose a palace room.
              </p>
            )}
          </div>
          <ChoiceGroup legend="Difficulty">
            <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
              {escapeDifficulties.map((id) => (
                <ChoiceCard
                  key={id}
                  name="draft-puzzle-difficulty"
                  checked={values.puzzleDifficulty === id}
                  onChange={() => set("puzzleDifficulty", id)}
                  title={puzzleDifficultyLabels[id]}
                  disabled={create.isPending}
                />
              ))}
            </div>
          </ChoiceGroup>
          <div className="space-y-1.5">
            <label htmlFor={categoryId} className="block text-sm font-medium text-stone-800">
              Gauntlet category (optional)
            </label>
            <select
              id={categoryId}
              value={values.category}
              onChange={(event) => set("category", event.target.value)}
              disabled={create.isPending}
              className="block h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-base text-ink sm:max-w-md"
            >
              <option value="">None</option>
              {ESCAPE_ROOM.gauntletCategories.map((id) => (
                <option key={id} value={id}>
                  {categoryLabel(id)}
                </option>
              ))}
            </select>
          </div>
        </>
      )}

      {problem && <Alert tone="destructive">{problem}</Alert>}
      {create.isPending && <WritingNotice />}
      <Button type="submit" size="lg" busy={create.isPending} data-testid="draft-submit">
        {!create.isPending && <Sparkles className="size-4" aria-hidden="true" />}
        {create.isPending ? "Drafting…" : "Draft with AI"}
      </Button>
    </form>
  );
}

function ChoiceGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-stone-800">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A radio button dressed as a card: the native input keeps the keyboard and screen reader behaviour. */
function ChoiceCard({
  name,
  checked,
  onChange,
  title,
  detail,
  disabled,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  title: string;
  detail?: string;
  disabled: boolean;
}) {
  return (
    <label
      className={cn(
        "flex cursor-pointer gap-2 rounded-lg border bg-white p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-night-light",
        checked ? "border-night bg-indigo-50/60" : "border-stone-300 hover:bg-stone-50",
        disabled && "cursor-not-allowed opacity-70",
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        className="mt-0.5 size-4 shrink-0 accent-night"
      />
      <span className="min-w-0">
        <span className="block font-semibold text-night">{title}</span>
        {detail && <span className="block text-stone-600">{detail}</span>}
      </span>
    </label>
  );
}
