import { AlertCircle, Check, Loader2 } from "lucide-react";
import type { SaveState } from "../lib/use-autosave";

/** ai.md §3.9: "Saved" / "Saving...", and what happens when a save can't be made. */
export function SaveIndicator({ state }: { state: SaveState }) {
  const common = "inline-flex items-center gap-1.5 text-sm";
  switch (state.kind) {
    case "saved":
      return (
        <span className={`${common} text-emerald-800`} data-testid="save-state" role="status">
          <Check className="size-4" aria-hidden="true" />
          Saved
        </span>
      );
    case "saving":
      return (
        <span className={`${common} text-stone-600`} data-testid="save-state" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Saving...
        </span>
      );
    case "invalid":
      return (
        <span className={`${common} text-destructive`} data-testid="save-state" role="status">
          <AlertCircle className="size-4" aria-hidden="true" />
          Not saved yet: fix the field marked in red
        </span>
      );
    case "error":
      return (
        <span className={`${common} text-destructive`} data-testid="save-state" role="status">
          <AlertCircle className="size-4" aria-hidden="true" />
          Couldn&apos;t save ({state.message}) Trying again...
        </span>
      );
  }
}
