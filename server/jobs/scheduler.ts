import type { Logger } from "../logger";

export type Job = {
  name: string;
  /** Time between the end of one run and the next check (runs never overlap). */
  intervalMs: number;
  run(): Promise<unknown>;
};

export type Scheduler = {
  /** Runs every job once now (used at start and by tests); resolves when they are done. */
  runAll(): Promise<void>;
  /** No new runs; resolves when a run in progress has finished. */
  stop(): Promise<void>;
};

/**
 * A small in-process scheduler: each job runs shortly after start and then every `intervalMs`.
 * A failing run is logged and the job stays scheduled. The timers are unref'd (never the reason a
 * process stays up); `stop()` waits for running jobs so the database is not closed under them.
 * Jobs must be safe to run on several instances at once (they claim their work in the database).
 */
export function createScheduler(
  jobs: readonly Job[],
  options: { logger?: Logger; firstRunAfterMs?: number } = {},
): Scheduler {
  let stopped = false;
  const running = new Set<Promise<void>>();
  const timers = new Map<string, NodeJS.Timeout>();

  const runJob = (job: Job): Promise<void> => {
    const run = (async () => {
      try {
        await job.run();
      } catch (error) {
        options.logger?.error({ err: error, job: job.name }, "scheduled job failed");
      }
    })();
    running.add(run);
    void run.finally(() => running.delete(run));
    return run;
  };

  const schedule = (job: Job, delayMs: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      void runJob(job).then(() => schedule(job, job.intervalMs));
    }, delayMs);
    timer.unref();
    timers.set(job.name, timer);
  };

  for (const job of jobs) schedule(job, options.firstRunAfterMs ?? 5_000);

  return {
    async runAll() {
      await Promise.all(jobs.map(runJob));
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all([...running]);
    },
  };
}
