import { ChevronDown, ChevronUp } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@client/components/ui/button";
import { foldText } from "../lib/queue-text";

/**
 * The reported item's own text, inline, as plain text (React escapes it: a member's text is never read as HTML). Long
 * text is folded with "Show all" / "Show less".
 */
export function ItemText({ text }: { text: string }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const { long, preview } = foldText(text);
  if (!text.trim()) return <p className="text-sm text-stone-500 italic">No text.</p>;
  return (
    <div className="space-y-1">
      <p
        id={id}
        className="rounded-md bg-stone-50 p-3 text-sm break-words whitespace-pre-wrap text-stone-800"
        data-testid="queue-item-text"
      >
        {long && !expanded ? preview : text}
      </p>
      {long && (
        <Button
          variant="link"
          size="sm"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? (
            <ChevronUp className="size-4" aria-hidden="true" />
          ) : (
            <ChevronDown className="size-4" aria-hidden="true" />
          )}
          {expanded ? "Show less" : "Show all"}
        </Button>
      )}
    </div>
  );
}
