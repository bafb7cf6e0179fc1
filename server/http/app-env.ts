import type { Logger } from "../logger";
import type { Actor } from "./context";

/** Hono's per-request variables. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    actor: Actor;
  };
};
