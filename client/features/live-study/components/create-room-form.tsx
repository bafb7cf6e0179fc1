import { useId, useState } from "react";
import { TRANSLATION_IDS, type TranslationId } from "@common/bible/constants";
import {
  createRoomInput,
  LIVE_STUDY_LIMITS,
  type RoomStateDto,
  type RoomVisibility,
  roomPassageOf,
} from "@common/schemas/live-study";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { ApiError } from "@client/lib/api-error";
import {
  isTranslationId,
  loadReferenceParser,
  preferredTranslation,
  translationNames,
} from "@client/lib/bible";
import { cn } from "@client/lib/cn";
import { useCreateRoom } from "../api/create-room";

const selectClass =
  "h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-ink focus:border-night-light focus:outline-none focus:ring-2 focus:ring-night-light/30";

const visibilities: { value: RoomVisibility; label: string; hint: string }[] = [
  { value: "public", label: "Public", hint: "listed here" },
  { value: "private", label: "Private", hint: "only by invite link" },
];

/** The first problem with the form, in the order the fields appear (the server checks the same rules). */
async function formProblem(name: string, passage: string): Promise<string | null> {
  const nameCheck = createRoomInput.shape.name.safeParse(name);
  if (!nameCheck.success) return nameCheck.error.issues[0]?.message ?? "Check the room's name.";
  if (passage.trim() === "") return null;
  try {
    const parser = await loadReferenceParser();
    const check = roomPassageOf(parser.parseReference(passage));
    return check.ok ? null : check.message;
  } catch {
    return null; // the parser didn't load (offline?): the server decides
  }
}

/**
 * Create a room (screens §8.2): name (3–60), Public (listed here) or Private (only by invite link), an optional
 * starting passage and the translation; Create opens the room, already joined as its host.
 */
export function CreateRoomForm({ onCreated }: { onCreated: (state: RoomStateDto) => void }) {
  const [name, setName] = useState("");
  const [visibility, setVisibility] = useState<RoomVisibility>("public");
  const [passage, setPassage] = useState("");
  const [translation, setTranslation] = useState<TranslationId>(preferredTranslation);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const create = useCreateRoom();
  const id = useId();
  const busy = checking || create.isPending;

  const submit = async () => {
    setProblem(null);
    setChecking(true);
    const found = await formProblem(name, passage);
    setChecking(false);
    if (found) return setProblem(found);
    create.mutate(
      { name: name.trim(), visibility, passage: passage.trim() || undefined, translation },
      {
        onSuccess: onCreated,
        onError: (error) =>
          setProblem(error instanceof ApiError ? error.message : "Couldn't create the room — try again."),
      },
    );
  };

  return (
    <form
      className="space-y-4"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-night">
        Create a room
      </h2>
      <Field
        id={`${id}-name`}
        label="Room name"
        hint={`${LIVE_STUDY_LIMITS.nameMin}–${LIVE_STUDY_LIMITS.nameMax} characters`}
      >
        <Input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={LIVE_STUDY_LIMITS.nameMax}
          autoComplete="off"
          disabled={busy}
          placeholder="Romans on Tuesday night"
        />
      </Field>
      <fieldset className="space-y-1.5" disabled={busy}>
        <legend className="text-sm font-medium text-stone-800">Visibility</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {visibilities.map((option) => (
            <label
              key={option.value}
              className={cn(
                "flex cursor-pointer items-start gap-2 rounded-md border p-3 text-sm",
                visibility === option.value ? "border-night-light bg-indigo-50" : "border-stone-300 bg-white",
              )}
            >
              <input
                type="radio"
                name={`${id}-visibility`}
                value={option.value}
                checked={visibility === option.value}
                onChange={() => setVisibility(option.value)}
                className="mt-0.5 accent-night"
              />
              <span>
                <span className="font-medium text-ink">{option.label}</span>{" "}
                <span className="text-stone-600">({option.hint})</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-passage`}
          label="Starting passage (optional)"
          hint="For example Romans 8 — up to 3 chapters"
        >
          <Input
            id={`${id}-passage`}
            value={passage}
            onChange={(event) => setPassage(event.target.value)}
            maxLength={100}
            autoComplete="off"
            disabled={busy}
            placeholder="Romans 8"
          />
        </Field>
        <Field id={`${id}-translation`} label="Translation">
          <select
            id={`${id}-translation`}
            className={selectClass}
            value={translation}
            disabled={busy}
            onChange={(event) => {
              if (isTranslationId(event.target.value)) setTranslation(event.target.value);
            }}
          >
            {TRANSLATION_IDS.map((option) => (
              <option key={option} value={option}>
                {translationNames[option]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {problem && <Alert tone="destructive">{problem}</Alert>}
      <Button type="submit" busy={busy}>
        Create
      </Button>
    </form>
  );
}
