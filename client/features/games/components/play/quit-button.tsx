import { LogOut } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { ApiError } from "@client/lib/api-client";
import { useAbandonGameRun } from "@client/features/games/api/abandon-game-run";

/** Quit during play (games.md §4.0): confirm, abandon the run (no result, no points), back to setup. */
export function QuitButton({ runId, onQuit }: { runId: string; onQuit: () => void }) {
  const abandon = useAbandonGameRun();
  const confirm = async () => {
    try {
      await abandon.mutateAsync(runId);
    } catch (error) {
      // Already over (finished, expired, or quit in another tab): nothing left to abandon.
      if (!(error instanceof ApiError && (error.status === 404 || error.status === 409))) throw error;
    }
    onQuit();
  };
  return (
    <ConfirmDialog
      title="Quit this game?"
      description="The game ends here without a result or points. You can start a new one at once."
      confirmLabel="Quit game"
      pendingLabel="Quitting…"
      cancelLabel="Keep playing"
      destructive
      onConfirm={confirm}
      trigger={
        <Button variant="outline" size="sm" data-testid="game-quit">
          <LogOut className="size-4" aria-hidden="true" />
          Quit
        </Button>
      }
    />
  );
}
