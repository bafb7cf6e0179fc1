import { Play, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { ResumableRunDto } from "@common/schemas/games";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { ApiError } from "@client/lib/api-error";
import { toast } from "@client/lib/toast";
import { useAbandonGameRun } from "@client/features/games/api/abandon-game-run";
import { roundLabel, startedAgo, timeLeft } from "@client/features/games/lib/hub-format";

/**
 * One unfinished run (games.md §2.1 item 3): title, round, when it started, the time left on a timed round;
 * Resume goes to the run's route, Discard asks first and then ends the run with no result and no points.
 */
export function ContinueRow({ run, now }: { run: ResumableRunDto; now: number }) {
  const abandon = useAbandonGameRun();
  const discard = async () => {
    try {
      await abandon.mutateAsync(run.runId);
      toast.success("Game discarded");
    } catch (error) {
      // Already over (finished, expired or gone): the list is re-read either way, so there is nothing to retry.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) return;
      throw error;
    }
  };
  const details = [
    roundLabel(run.roundNo, run.total),
    startedAgo(run.startedAt, now),
    run.deadlineAt === null ? null : timeLeft(run.deadlineAt, now),
  ].filter((part): part is string => part !== null);

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-night">{run.title}</p>
        <p className="text-sm text-stone-600">{details.join(" · ")}</p>
      </div>
      <div className="flex gap-2">
        <Button asChild size="sm" className="flex-1 sm:flex-none">
          <Link to={run.href} aria-label={`Resume ${run.title}`}>
            <Play className="size-4" aria-hidden="true" />
            Resume
          </Link>
        </Button>
        <ConfirmDialog
          title="Discard this game?"
          description={`${run.title} ends here, with no result and no points. This can't be undone.`}
          confirmLabel="Discard"
          pendingLabel="Discarding…"
          destructive
          onConfirm={discard}
          trigger={
            <Button
              variant="outline"
              size="sm"
              className="flex-1 sm:flex-none"
              aria-label={`Discard ${run.title}`}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Discard
            </Button>
          }
        />
      </div>
    </li>
  );
}
