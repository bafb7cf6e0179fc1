import { SendHorizontal, Square } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type Ref, useId } from "react";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { inputCounter } from "@client/lib/input-counter";
import { InputCounterText } from "./input-counter-text";

/**
 * The question box: Enter sends (Shift+Enter for a new line), a live counter from 80 % of the limit, Send disabled
 * over it (ai.md §1.7), and Stop in Send's place while an answer streams (§1.3).
 */
export function Composer({
  value,
  onChange,
  max,
  onSend,
  streaming,
  onStop,
  stopping = false,
  large = false,
  placeholder = "Ask a question…",
  note,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  max: number;
  onSend: (message: string) => void;
  streaming: boolean;
  onStop: () => void;
  stopping?: boolean;
  large?: boolean;
  placeholder?: string;
  /** A line above the box, e.g. that the next answer comes from the offline study engine. */
  note?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  const counter = inputCounter(value, max);
  const canSend = !streaming && counter.length > 0 && !counter.over;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onSend(value.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form onSubmit={submit} className="space-y-1.5" aria-label="Ask the assistant">
      {note && (
        <p className="text-sm text-emerald-900" id={`${id}-note`}>
          {note}
        </p>
      )}
      <label htmlFor={id} className="sr-only">
        Your question
      </label>
      <div className="flex items-end gap-2 rounded-xl border border-stone-300 bg-white p-2 focus-within:border-night-light focus-within:ring-2 focus-within:ring-night-light/30">
        <textarea
          id={id}
          ref={inputRef}
          value={value}
          rows={large ? 2 : 2}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={counter.over || undefined}
          aria-describedby={cn(counter.visible && `${id}-counter`, note && `${id}-note`) || undefined}
          className={cn(
            "max-h-60 min-h-12 flex-1 resize-y bg-transparent px-2 py-1.5 text-ink placeholder:text-stone-400 focus:outline-none",
            large ? "text-xl" : "text-base",
          )}
        />
        {streaming ? (
          <Button type="button" variant="outline" size={large ? "lg" : "md"} onClick={onStop} busy={stopping}>
            {!stopping && <Square className="size-4" aria-hidden="true" />}
            Stop
          </Button>
        ) : (
          <Button type="submit" size={large ? "lg" : "md"} disabled={!canSend}>
            <SendHorizontal className="size-4" aria-hidden="true" />
            Send
          </Button>
        )}
      </div>
      <InputCounterText id={`${id}-counter`} counter={counter} />
    </form>
  );
}
