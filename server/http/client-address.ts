import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The TCP peer's address, never a header a client could choose. (Behind a proxy this is the proxy; the
 * throttles that key on it then count the proxy's traffic together, which errs on the safe side.)
 */
export function clientAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // not on a Node socket (app.request without an env)
  }
}
