import type { Db } from "../db/client";
import type { Clock } from "../clock";
import type { Logger } from "../logger";

/** The signed-in member making a request. */
export type Actor = { userId: string; email: string; sessionId: string };

/** What every service function receives (conventions §4). */
export type ServiceContext = { db: Db; clock: Clock; logger?: Logger };
export type ActorContext = ServiceContext & { actor: Actor };
