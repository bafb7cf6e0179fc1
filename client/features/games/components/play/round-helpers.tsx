import { Lightbulb, Shuffle } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { ReferenceLink } from "./reference-link";

/**
 * The card games' helpers under the hand (games.md §4.0): New prompt (twice a run) and, on Easy, Show a suggestion,
 * with the curated verses once it has been used.
 */
export function RoundHelpers({
  redealsLeft,
  suggestion,
  disabled,
  actionBusy,
  onAction,
}: {
  redealsLeft: number;
  suggestion: { available: boolean; refs: string[] };
  disabled: boolean;
  actionBusy: boolean;
  onAction: (type: "redeal" | "hint") => void;
}) {
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || actionBusy || redealsLeft === 0}
          onClick={() => onAction("redeal")}
        >
          <Shuffle className="size-4" aria-hidden="true" />
          New prompt ({redealsLeft} left)
        </Button>
        {suggestion.available && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled || actionBusy}
            onClick={() => onAction("hint")}
          >
            <Lightbulb className="size-4" aria-hidden="true" />
            Show a suggestion
          </Button>
        )}
      </div>
      {suggestion.refs.length > 0 && (
        <p className="text-sm text-stone-700" data-testid="suggestion">
          Suggested verses:{" "}
          {suggestion.refs.map((suggested, index) => (
            <span key={suggested}>
              {index > 0 && ", "}
              <ReferenceLink reference={suggested} />
            </span>
          ))}
        </p>
      )}
    </>
  );
}
