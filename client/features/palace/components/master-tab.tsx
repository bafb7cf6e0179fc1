import { useState } from "react";
import { MILESTONES, nextThreshold } from "@common/domain/palace-mastery";
import type { Room } from "@common/content/palace/types";
import type { RoomDetailDto, StartAttemptDto, StartAttemptInput } from "@common/schemas/palace";
import { Button } from "@client/components/ui/button";
import { ApiError } from "@client/lib/api-client";
import { formatDate } from "@client/lib/dates";
import { toast } from "@client/lib/toast";
import { useRoomEntries } from "../api/get-room-entries";
import { useStartAttempt } from "../api/start-attempt";
import { AttemptRunner } from "./attempt-runner";
import { LevelBadge } from "./level-badge";
import { EntryEditor } from "./practice-tab";
import { ProgressBar } from "./progress-bar";

function MilestoneStatus({ detail }: { detail: RoomDetailDto }) {
  const m = detail.progress.milestone;
  switch (m.state) {
    case "all_passed":
      return <p>All four milestone tests passed.</p>;
    case "locked":
      return (
        <p>
          Milestone test {m.number}: locked — needs {m.needsXp} more XP.
        </p>
      );
    case "available":
      return (
        <p className="font-medium text-emerald-800">
          Ready for milestone test {m.number} ({m.attemptsLeftToday}{" "}
          {m.attemptsLeftToday === 1 ? "attempt" : "attempts"} left today).
        </p>
      );
    case "cooling_down":
      return (
        <p>
          Milestone test {m.number}: cooling down until {new Date(m.retryAt).toLocaleTimeString()} (
          {formatDate(m.retryAt)}).
        </p>
      );
  }
}

/** Master: level and XP, drills, milestone tests and master tasks (palace.md §4.4–4.5). */
export function MasterTab({ detail, room }: { detail: RoomDetailDto; room: Room }) {
  const { progress } = detail;
  const start = useStartAttempt(room.id);
  const entries = useRoomEntries(room.id);
  const [attempt, setAttempt] = useState<StartAttemptDto | null>(null);
  const [openTask, setOpenTask] = useState<string | null>(null);
  const threshold = nextThreshold(progress.level);
  const begin = (input: StartAttemptInput) =>
    start.mutate(input, {
      onSuccess: setAttempt,
      onError: (error) =>
        toast.error(error instanceof ApiError ? error.message : "Couldn't start. Please try again."),
    });

  if (attempt) return <AttemptRunner attempt={attempt} onDone={() => setAttempt(null)} />;

  const milestone = progress.milestone;
  const milestoneInfo = milestone.state !== "all_passed" ? MILESTONES[milestone.number - 1] : null;

  return (
    <div className="space-y-6">
      <section
        className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
        aria-labelledby="mastery-heading"
      >
        <h3 id="mastery-heading" className="text-lg font-semibold text-night">
          Mastery
        </h3>
        <LevelBadge level={progress.level} />
        <div className="flex items-center gap-3 text-sm">
          <ProgressBar
            value={progress.xp}
            max={threshold ?? progress.xp}
            label="Room XP toward the next level"
            className="max-w-sm"
          />
          <span data-testid="room-xp">
            {progress.xp} / {threshold ?? "max"} XP
          </span>
        </div>
        <MilestoneStatus detail={detail} />
        <p className="text-sm text-stone-600">
          Drills taken: {progress.drillsTaken}
          {progress.bestDrillPct !== null ? ` · best ${progress.bestDrillPct}%` : ""} · passing entries:{" "}
          {progress.passingEntries}
        </p>
      </section>
      <section className="space-y-2">
        <h3 className="text-lg font-semibold text-night">Drills</h3>
        <p className="text-sm text-stone-700">
          Five questions at your level, about 30 seconds each. A perfect or fast drill earns bonus XP.
        </p>
        <Button busy={start.isPending} onClick={() => begin({ kind: "drill" })}>
          Start a drill
        </Button>
      </section>
      {milestoneInfo && (
        <section className="space-y-2">
          <h3 className="text-lg font-semibold text-night">Milestone test {milestoneInfo.number}</h3>
          <p className="text-sm text-stone-700">
            {milestoneInfo.items} questions
            {milestoneInfo.written !== "none" ? " and a written part" : ""}, {milestoneInfo.minutes} minutes,
            pass mark {milestoneInfo.passPct}%. Passing it opens level {milestoneInfo.unlocks}.
          </p>
          <Button
            variant="gold"
            disabled={milestone.state !== "available"}
            busy={start.isPending}
            onClick={() => begin({ kind: "milestone", milestoneNo: milestoneInfo.number })}
          >
            Take milestone test {milestoneInfo.number}
          </Button>
        </section>
      )}
      <section className="space-y-3">
        <h3 className="text-lg font-semibold text-night">Master tasks</h3>
        <ul className="space-y-3">
          {room.masterTasks.map((task) => {
            const done = entries.data?.find((e) => e.masterTaskId === task.id);
            return (
              <li key={task.id} className="space-y-2 rounded-lg border border-stone-200 bg-white p-3 text-sm">
                <p>
                  <span className="font-medium capitalize">{task.kind}</span> · level {task.level}
                  {done?.verdict === "pass" && <span className="ml-2 text-emerald-800">✓ passed</span>}
                </p>
                <p>{task.prompt}</p>
                {openTask === task.id ? (
                  <EntryEditor
                    roomId={room.id}
                    target={{
                      deliverable: detail.masterTaskDeliverable,
                      promptId: null,
                      masterTaskId: task.id,
                      heading: `Master task: ${task.kind}`,
                    }}
                    entry={done ?? null}
                    onSaved={() => undefined}
                    onCancel={() => setOpenTask(null)}
                  />
                ) : (
                  <Button size="sm" variant="outline" onClick={() => setOpenTask(task.id)}>
                    {done ? "Open your answer" : "Write it"}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
