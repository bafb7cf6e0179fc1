import { ArrowRight } from "lucide-react";
import { type FormEvent, type Ref, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { cn } from "@client/lib/cn";
import { loadReferenceParser, parseReferenceLazily, readerPath, readerTarget } from "../lib/books";

export const unreadableReference = "We couldn't read that reference — try e.g. John 3:16";

/** Go to passage (screens §5.2): any reference opens the reader at it; the parser loads on first focus. */
export function GoToPassage({
  inputRef,
  compact = false,
  className,
  query,
}: {
  inputRef?: Ref<HTMLInputElement>;
  compact?: boolean;
  className?: string;
  query?: Record<string, string | null>;
}) {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    try {
      const parsed = await parseReferenceLazily(text);
      const target = parsed && readerTarget(parsed);
      if (!target) {
        setError(unreadableReference);
        return;
      }
      setError(null);
      setText("");
      void navigate(readerPath(target.book.name, target.chapter, { ...query, v: target.v }));
    } catch {
      setError("The reference reader couldn't load — check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      role="search"
      aria-label="Go to passage"
      onSubmit={(e) => void submit(e)}
      className={cn("space-y-1", className)}
    >
      <label htmlFor={id} className={compact ? "sr-only" : "block text-sm font-medium text-night"}>
        Go to passage
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          ref={inputRef}
          value={text}
          placeholder={compact ? "Go to… (press /)" : "John 3:16, Rom 8, Ps 23"}
          autoComplete="off"
          enterKeyHint="go"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onFocus={() => void loadReferenceParser().catch(() => undefined)}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          className={compact ? "h-9 w-44" : undefined}
        />
        <Button
          type="submit"
          variant={compact ? "outline" : "primary"}
          size={compact ? "sm" : "md"}
          busy={busy}
          className={compact ? "h-9" : undefined}
          aria-label={compact ? "Go" : undefined}
        >
          {compact ? <ArrowRight className="size-4" aria-hidden="true" /> : "Go"}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
