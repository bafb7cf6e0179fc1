import { type FormEvent, useId, useState } from "react";
import { FLASHCARD_LIMITS, type FlashcardSettings, flashcardSettingsInput } from "@common/schemas/flashcards";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { ApiError } from "@client/lib/api-client";
import { toast } from "@client/lib/toast";
import { useFlashcardSettings } from "../api/get-flashcard-settings";
import { useSaveFlashcardSettings } from "../api/save-flashcard-settings";

const L = FLASHCARD_LIMITS;

function SettingsForm({ initial, onDone }: { initial: FlashcardSettings; onDone: () => void }) {
  const id = useId();
  // Retention is edited as a percentage (80–97), which is how people think about it.
  const [retention, setRetention] = useState(Math.round(initial.desiredRetention * 100));
  const [newPerDay, setNewPerDay] = useState(initial.newPerDay);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveFlashcardSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = flashcardSettingsInput.safeParse({ desiredRetention: retention / 100, newPerDay });
    if (!parsed.success) {
      setProblem(
        `Retention goes from ${L.retentionMin * 100} % to ${L.retentionMax * 100} %, new cards from ${L.newPerDayMin} to ${L.newPerDayMax} a day.`,
      );
      return;
    }
    setProblem(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success("Review settings saved.");
        onDone();
      },
      onError: (error) =>
        setProblem(error instanceof ApiError ? error.message : "Couldn't save the settings. Try again."),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-retention`} className="text-sm font-medium text-stone-800">
          Desired retention: {Number.isNaN(retention) ? "—" : `${retention} %`}
        </label>
        <input
          id={`${id}-retention`}
          type="range"
          min={L.retentionMin * 100}
          max={L.retentionMax * 100}
          step={1}
          value={retention}
          aria-describedby={`${id}-retention-hint`}
          aria-valuetext={`${retention} percent`}
          className="w-full accent-night"
          onChange={(event) => setRetention(event.target.valueAsNumber)}
        />
        <p id={`${id}-retention-hint`} className="text-xs text-stone-500">
          How likely you want to be to remember a card when it comes back. Higher means more reviews.
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-new`} className="text-sm font-medium text-stone-800">
          New cards per deck per day
        </label>
        <Input
          id={`${id}-new`}
          type="number"
          inputMode="numeric"
          min={L.newPerDayMin}
          max={L.newPerDayMax}
          value={Number.isNaN(newPerDay) ? "" : newPerDay}
          aria-describedby={`${id}-new-hint`}
          onChange={(event) => setNewPerDay(event.target.valueAsNumber)}
        />
        <p id={`${id}-new-hint`} className="text-xs text-stone-500">
          From {L.newPerDayMin} to {L.newPerDayMax}.
        </p>
      </div>
      {problem && <Alert tone="destructive">{problem}</Alert>}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={save.isPending}>
          Save settings
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Review settings (ai.md §3.10): desired retention 0.80–0.97 and new cards per deck per day 0–100. */
export function SettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const settings = useFlashcardSettings({ enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent layout="sheet">
        <DialogHeader>
          <DialogTitle>Review settings</DialogTitle>
          <DialogDescription>These apply to all your decks.</DialogDescription>
        </DialogHeader>
        {settings.isPending ? (
          <div className="space-y-3" role="status" aria-label="Loading the settings">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : settings.isError ? (
          <RetryAlert
            message="Couldn't load your settings."
            onRetry={() => settings.refetch()}
            busy={settings.isFetching}
          />
        ) : (
          <SettingsForm initial={settings.data} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
