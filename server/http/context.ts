import type { Db } from "../db/client";
import type { Clock } from "../clock";
import type { Logger } from "../logger";
import type { Bus } from "../realtime/bus";

/** The signed-in member making a request. */
export type Actor = { userId: string; email: string; sessionId: string };

/**
 * What every service function receives (conventions §4). `bus` is optional: services publish
 * realtime notices only when their caller has one (scripts and some tests don't).
 */
export type ServiceContext = { db: Db; clock: Clock; logger?: Logger; bus?: Bus };
export type ActorContext = ServiceContext & { actor: Actor };
