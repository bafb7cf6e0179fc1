import { Hammer } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useNavigate } from "react-router";
import {
  ESCAPE_ROOM,
  escapeDifficulties,
  escapeModes,
  type EscapeDifficultyId,
  type EscapeModeId,
} from "@common/games/rules";
import type { BuildEscapeRoomInput, EscapeListDto } from "@common/schemas/escape";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { Alert } from "@client/components/ui/alert";
import { PalaceRoomOptions } from "@client/components/palace-room-options";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { useBuildEscapeRoom } from "@client/features/escape/api/build-escape-room";
import { classifyEscapeError } from "@client/features/escape/lib/escape-errors";
import {
  categoryLabel,
  escapeDifficultyLabels,
  escapeModeLabel,
  escapeRoomHref,
  structureLabel,
} from "@client/features/escape/lib/escape-format";

const modeBlurbs: Record<EscapeModeId, string> = {
  room: "Every lock inside one palace room you choose.",
  gauntlet: "One category, a different room for each lock.",
  "floor-race": "Climb the palace one floor per lock, against a cap on each.",
};

/**
 * "Build a room" (games.md §4.21): a mode, then a palace room (Room-as-Room, the rooms grouped by floor) or a
 * category (Gauntlet) or nothing (Floor Race), then a difficulty with its structure and time for that mode. The
 * server assembles an unranked room from the puzzle bank and the page opens it. On any error the choices stay.
 */
export function BuildRoomForm({
  list,
  trialUsed,
  initial,
}: {
  list: Pick<EscapeListDto, "rooms" | "categories">;
  trialUsed: boolean | undefined;
  initial?: Partial<BuildEscapeRoomInput>;
}) {
  const navigate = useNavigate();
  const build = useBuildEscapeRoom();
  const [mode, setMode] = useState<EscapeModeId>(initial?.mode ?? "room");
  const [roomTag, setRoomTag] = useState(initial?.roomTag ?? "");
  const [category, setCategory] = useState<string>(initial?.category ?? "");
  const [difficulty, setDifficulty] = useState<EscapeDifficultyId>(initial?.difficulty ?? "easy");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const roomSelectId = useId();
  const roomErrorId = useId();
  const categoryErrorId = useId();
  const categories = list.categories.length > 0 ? list.categories : [...ESCAPE_ROOM.gauntletCategories];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const missing: Record<string, string> = {};
    if (mode === "room" && !roomTag) missing.roomTag = "Choose a palace room.";
    if (mode === "gauntlet" && !category) missing.category = "Choose a category.";
    setFields(missing);
    if (Object.keys(missing).length > 0) return;
    const input = {
      mode,
      difficulty,
      ...(mode === "room" && { roomTag }),
      ...(mode === "gauntlet" && { category }),
    } as BuildEscapeRoomInput;
    build.mutate(input, {
      onSuccess: (room) => void navigate(escapeRoomHref(room.id)),
      onError: (failure) => {
        const failed = classifyEscapeError(failure);
        if (failed.kind === "plan") setLocked(true);
        else if (failed.kind === "invalid") {
          setFields(failed.fields);
          setProblem(failed.message);
        } else setProblem(failed.message);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid="escape-build-form">
      <ChoiceGroup legend="Mode">
        <div className="grid gap-2 sm:grid-cols-3">
          {escapeModes.map((id) => (
            <ChoiceCard
              key={id}
              name="escape-mode"
              value={id}
              checked={mode === id}
              onChange={() => setMode(id)}
              title={escapeModeLabel(id)}
              detail={modeBlurbs[id]}
            />
          ))}
        </div>
      </ChoiceGroup>

      {mode === "room" && (
        <div className="space-y-1.5">
          <label htmlFor={roomSelectId} className="text-sm font-medium text-stone-800">
            Palace room
          </label>
          <select
            id={roomSelectId}
            value={roomTag}
            onChange={(event) => setRoomTag(event.target.value)}
            aria-invalid={fields.roomTag ? true : undefined}
            aria-describedby={fields.roomTag ? roomErrorId : undefined}
            className="block h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-base text-ink sm:max-w-md"
            data-testid="escape-build-room"
          >
            <PalaceRoomOptions rooms={list.rooms} />
          </select>
          {fields.roomTag && (
            <p id={roomErrorId} className="text-sm text-red-700">
              {fields.roomTag}
            </p>
          )}
        </div>
      )}

      {mode === "gauntlet" && (
        <ChoiceGroup legend="Category" error={fields.category} errorId={categoryErrorId}>
          <div className="grid gap-2 sm:grid-cols-3">
            {categories.map((id) => (
              <ChoiceCard
                key={id}
                name="escape-category"
                value={id}
                checked={category === id}
                onChange={() => setCategory(id)}
                title={categoryLabel(id)}
                describedBy={fields.category ? categoryErrorId : undefined}
              />
            ))}
          </div>
        </ChoiceGroup>
      )}

      {mode === "floor-race" && (
        <p className="text-sm text-stone-700">
          Floor Race climbs every floor in order, so there is nothing to choose here.
        </p>
      )}

      <ChoiceGroup legend="Difficulty">
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {escapeDifficulties.map((id) => (
            <ChoiceCard
              key={id}
              name="escape-difficulty"
              value={id}
              checked={difficulty === id}
              onChange={() => setDifficulty(id)}
              title={escapeDifficultyLabels[id]}
              detail={structureLabel(mode, id)}
            />
          ))}
        </div>
      </ChoiceGroup>

      <p className="text-sm text-stone-600">
        Rooms you build are for practice: they are unranked and don&apos;t appear on leaderboards.
      </p>
      {problem && <Alert tone="destructive">{problem}</Alert>}
      {locked ? (
        <UpgradePrompt feature="games.escape" trialUsed={trialUsed} />
      ) : (
        <Button type="submit" size="lg" busy={build.isPending} data-testid="escape-build-submit">
          {!build.isPending && <Hammer className="size-4" aria-hidden="true" />}
          Build the room
        </Button>
      )}
    </form>
  );
}

function ChoiceGroup({
  legend,
  error,
  errorId,
  children,
}: {
  legend: string;
  error?: string | undefined;
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-stone-800">{legend}</legend>
      {children}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A radio button dressed as a card: the native input keeps the keyboard and screen reader behaviour. */
function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  title,
  detail,
  describedBy,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  title: string;
  detail?: string;
  describedBy?: string | undefined;
}) {
  return (
    <label
      className={cn(
        "flex cursor-pointer gap-2 rounded-lg border bg-white p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-night-light",
        checked ? "border-night bg-indigo-50/60" : "border-stone-300 hover:bg-stone-50",
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-describedby={describedBy}
        className="mt-0.5 size-4 shrink-0 accent-night"
      />
      <span className="min-w-0">
        <span className="block font-semibold text-night">{title}</span>
        {detail && <span className="block text-stone-600">{detail}</span>}
      </span>
    </label>
  );
}
