// Wakes a Chain Chess match when its bot has finished "thinking" (games.md §4.14: 1.5–3 s), so the move reaches the
// player without waiting for the sweep. In-process and best effort: the timers are unref'd and forgotten on
// restart, when the scheduler's sweep (and every read) applies the move instead — the move is dated when the
// thinking ended either way.
import type { Clock } from "@server/clock";
import type { Db } from "@server/db/client";
import type { Logger } from "@server/logger";
import type { BibleSource } from "@server/modules/bible/bible-data.types";
import type { Bus } from "@server/realtime/bus";
import { sweepMatches } from "./chess.service";

export function createChessWaker(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  bible: BibleSource;
  bus: Bus;
}) {
  const timers = new Map<string, NodeJS.Timeout>();
  return {
    wake: (matchId: string, at: Date) => {
      clearTimeout(timers.get(matchId));
      const delay = Math.max(0, at.getTime() - deps.clock.now().getTime()) + 50;
      const timer = setTimeout(() => {
        timers.delete(matchId);
        sweepMatches(deps, [matchId]).catch((error: unknown) =>
          deps.logger.warn({ err: error, matchId }, "chess bot move failed; the sweep will retry"),
        );
      }, delay);
      timer.unref();
      timers.set(matchId, timer);
    },
  };
}
