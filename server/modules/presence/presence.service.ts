import { onlineCountTopic, presence } from "@common/constants/presence";
import { onlineCountDto } from "@common/schemas/presence";
import type { Clock } from "@server/clock";
import type { Db } from "@server/db/client";
import type { ActorContext, ServiceContext } from "@server/http/context";
import type { Logger } from "@server/logger";
import type { Bus } from "@server/realtime/bus";
import { presentHeartbeat, presentOnlineCount } from "./presence.presenter";
import { countSeenSince, touchLastSeen } from "./presence.queries";

const onlineSince = (now: Date) => new Date(now.getTime() - presence.onlineWindowMs);

async function countOnline(ctx: { db: Db; clock: Clock }): Promise<number> {
  return countSeenSince(ctx.db, { since: onlineSince(ctx.clock.now()) });
}

/** GET /api/presence/online: members seen within the online window (screens §2.1). */
export async function getOnlineCount(ctx: ServiceContext) {
  return presentOnlineCount(await countOnline(ctx));
}

/** POST /api/presence/heartbeat: the member is here now; answers the fresh count and may push it. */
export async function recordHeartbeat(ctx: ActorContext & { onlineCount: OnlineCountPusher }) {
  await touchLastSeen(ctx.db, { userId: ctx.actor.userId, seenAt: ctx.clock.now() });
  const count = await countOnline(ctx);
  await ctx.onlineCount.observe(count);
  return presentHeartbeat(count);
}

export type OnlineCountPusher = ReturnType<typeof createOnlineCountPusher>;

/**
 * Pushes `{ count }` on `stats:online` when the count changes, at most once per
 * `presence.pushMinIntervalMs` from this instance. Heartbeats report fresh counts; a timer
 * recounts too, because the count also drops without any request (members whose last
 * heartbeat leaves the window) and because a change held back by the throttle must go out later.
 *
 * Counts pushed by other instances arrive through the bus and are remembered, so instances
 * sharing a database don't repeat each other's news. The throttle reads `clock`, so tests move
 * time instead of waiting.
 */
export function createOnlineCountPusher(deps: {
  db: Db;
  clock: Clock;
  bus: Bus;
  logger: Logger;
  /** How often the timer recounts (real time); defaults to the push interval. */
  recountIntervalMs?: number;
}) {
  const { bus, clock, logger } = deps;
  let lastCount: number | undefined;
  let lastPushAt: number | undefined;
  let closed = false;

  const stopListening = bus.subscribe(({ topic, event }) => {
    if (topic !== onlineCountTopic) return;
    const parsed = onlineCountDto.safeParse(event);
    if (parsed.success) lastCount = parsed.data.count;
  });

  /** A freshly computed count: pushed now if it changed and the throttle allows, else left to the timer. */
  const observe = async (count: number): Promise<void> => {
    if (closed || count === lastCount) return;
    const now = clock.now().getTime();
    if (lastPushAt !== undefined && now - lastPushAt < presence.pushMinIntervalMs) return;
    lastPushAt = now;
    lastCount = count;
    try {
      await bus.publish(onlineCountTopic, presentOnlineCount(count));
    } catch (error) {
      // A missed push costs at most one refresh interval (clients poll); the heartbeat still succeeds.
      logger.warn({ err: error }, "online count push failed");
      lastCount = undefined;
    }
  };

  const recount = async (): Promise<void> => {
    if (closed) return;
    await observe(await countOnline(deps));
  };

  const timer = setInterval(() => {
    recount().catch((error: unknown) => logger.warn({ err: error }, "online count recount failed"));
  }, deps.recountIntervalMs ?? presence.pushMinIntervalMs);
  timer.unref(); // never the reason a process stays up

  return {
    observe,
    recount,
    close: () => {
      closed = true;
      clearInterval(timer);
      stopListening();
    },
  };
}
