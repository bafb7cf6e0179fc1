import { type ReactNode, useId } from "react";
import { Switch } from "@client/components/ui/switch";
import { cn } from "@client/lib/cn";
import type { OptionsOf } from "../lib/assistant-content";
import { roomsInOrder } from "../lib/rooms";

type Choice<V extends string> = { value: V; label: string };

/** A small radio group drawn as a segmented control (arrow keys move between its options, as radios do). */
function Segmented<V extends string>({
  legend,
  value,
  choices,
  onChange,
  large = false,
}: {
  legend: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
  large?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className={cn("float-left mr-2 font-medium text-stone-700", large ? "text-lg" : "text-sm")}>
        {legend}
      </legend>
      <div className="inline-flex flex-wrap rounded-lg bg-stone-100 p-1">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              "cursor-pointer rounded-md font-medium text-stone-600 has-[:checked]:bg-white has-[:checked]:text-night has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-dark",
              large ? "px-5 py-3 text-lg" : "px-3 py-1.5 text-sm",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const selectClass =
  "h-9 rounded-md border border-stone-300 bg-white px-2 text-sm text-ink focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none";

function OptionsBar({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2" data-testid="assistant-options">
      {children}
    </div>
  );
}

/** Phototheology GPT (ai.md §3.1): Focus room (Auto or any of the 38 rooms) and Depth. */
export function PhototheologyOptions({
  value,
  onChange,
}: {
  value: OptionsOf<"phototheology">;
  onChange: (value: OptionsOf<"phototheology">) => void;
}) {
  const roomId = useId();
  const depthId = useId();
  return (
    <OptionsBar>
      <div className="flex items-center gap-2">
        <label htmlFor={roomId} className="text-sm font-medium text-stone-700">
          Focus room
        </label>
        <select
          id={roomId}
          className={cn(selectClass, "max-w-[14rem]")}
          value={value.focusRoom}
          onChange={(e) => onChange({ ...value, focusRoom: e.target.value as typeof value.focusRoom })}
        >
          <option value="auto">Auto</option>
          {roomsInOrder.map((room) => (
            <option key={room.id} value={room.id}>
              {room.name} ({room.tag})
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={depthId} className="text-sm font-medium text-stone-700">
          Depth
        </label>
        <select
          id={depthId}
          className={selectClass}
          value={value.depth}
          onChange={(e) => onChange({ ...value, depth: e.target.value as typeof value.depth })}
        >
          <option value="quick">Quick (≈150 words)</option>
          <option value="standard">Standard (≈400 words)</option>
          <option value="deep">Deep (≈900 words)</option>
        </select>
      </div>
    </OptionsBar>
  );
}

/** Apologetics GPT (ai.md §3.2): Audience and Length. */
export function ApologeticsOptions({
  value,
  onChange,
}: {
  value: OptionsOf<"apologetics">;
  onChange: (value: OptionsOf<"apologetics">) => void;
}) {
  return (
    <OptionsBar>
      <Segmented
        legend="Audience"
        value={value.audience}
        onChange={(audience) => onChange({ ...value, audience })}
        choices={[
          { value: "believer", label: "Believer" },
          { value: "seeker", label: "Seeker" },
          { value: "skeptic", label: "Skeptic" },
        ]}
      />
      <Segmented
        legend="Length"
        value={value.length}
        onChange={(length) => onChange({ ...value, length })}
        choices={[
          { value: "short", label: "Short answer" },
          { value: "full", label: "Full case" },
        ]}
      />
    </OptionsBar>
  );
}

/** Daniel-Revelation GPT (ai.md §3.3): Book focus and Show timeline. */
export function DanielRevelationOptions({
  value,
  onChange,
}: {
  value: OptionsOf<"daniel_revelation">;
  onChange: (value: OptionsOf<"daniel_revelation">) => void;
}) {
  const timelineId = useId();
  return (
    <OptionsBar>
      <Segmented
        legend="Book focus"
        value={value.bookFocus}
        onChange={(bookFocus) => onChange({ ...value, bookFocus })}
        choices={[
          { value: "daniel", label: "Daniel" },
          { value: "revelation", label: "Revelation" },
          { value: "both", label: "Both" },
        ]}
      />
      <div className="flex items-center gap-2">
        <Switch
          id={timelineId}
          checked={value.timeline}
          onCheckedChange={(timeline) => onChange({ ...value, timeline })}
        />
        <label htmlFor={timelineId} className="text-sm font-medium text-stone-700">
          Show timeline
        </label>
      </div>
    </OptionsBar>
  );
}

/** KidGPT (ai.md §3.4): the age band, chosen by the account holder. */
export function KidOptions({
  value,
  onChange,
}: {
  value: OptionsOf<"kid">;
  onChange: (value: OptionsOf<"kid">) => void;
}) {
  return (
    <OptionsBar>
      <Segmented
        legend="Age"
        large
        value={value.ageBand}
        onChange={(ageBand) => onChange({ ...value, ageBand })}
        choices={[
          { value: "4-7", label: "4–7" },
          { value: "8-12", label: "8–12" },
        ]}
      />
    </OptionsBar>
  );
}
