import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { nulCharacterMessage } from "@common/schemas/text";
import type { AppEnv } from "./app-env";
import { AppError, badRequest, errorBody, forbidden, validationFailed } from "./errors";

/** The largest request body we read (issue 11): 1 MB, for every route including auth and webhooks. */
export const maxBodyBytes = 1024 * 1024;

/** 413 before the body is parsed, whether the client announced its length or streams it. */
export const limitBodySize = (): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) =>
      c.json(
        errorBody(new AppError(413, "payload_too_large", "That request is too large (the limit is 1 MB).")),
        413,
      ),
  });

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Cross-site request forgery: a state-changing /api request must come from our own pages. As better-auth
 * does for /api/auth, the Origin header (or, when a browser leaves it out, the Referer's origin) must be
 * PUBLIC_URL's origin. A request with neither carries no browser provenance; it is refused when it carries
 * a cookie (a forged form post would), and let through otherwise (curl, server-to-server — they hold no
 * session to abuse). `exempt` paths are signed by their sender instead (the Stripe webhook).
 */
export function requireSameOrigin(
  publicUrl: string,
  exempt: (path: string) => boolean,
): MiddlewareHandler<AppEnv> {
  const allowed = new URL(publicUrl).origin;
  return async (c, next) => {
    if (!stateChanging.has(c.req.method) || exempt(c.req.path)) return next();
    const origin = c.req.header("origin") ?? originOf(c.req.header("referer"));
    if (origin === undefined ? c.req.header("cookie") !== undefined : origin !== allowed) {
      throw forbidden("This request did not come from Phototheology's own pages.");
    }
    return next();
  };
}

function originOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "null"; // unparseable: never our origin
  }
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL anywhere in a request would reach the database as a 500.
 * One guard for every /api route (ours and better-auth's): a NUL in the URL (%00) or in a JSON body's strings
 * or keys answers 400 validation_failed; a body that claims to be JSON and isn't answers 400 invalid_json.
 * The body is read from a clone, so handlers (and better-auth, which reads the raw request) still get it.
 */
export function refuseNulAndMalformedJson(exempt: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (exempt(c.req.path)) return next();
    if (/%00/i.test(c.req.url)) throw validationFailed(nulCharacterMessage);
    const contentType = c.req.header("content-type") ?? "";
    if (c.req.raw.body && contentType.toLowerCase().includes("json")) {
      const body = await c.req.raw.clone().text();
      if (body.trim() !== "") {
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          throw badRequest("invalid_json", "The request body is not valid JSON.");
        }
        if (containsNul(parsed)) throw validationFailed(nulCharacterMessage);
      }
    } else if (c.req.raw.body && contentType.toLowerCase().includes("x-www-form-urlencoded")) {
      const body = await c.req.raw.clone().text();
      if (/%00/i.test(body) || body.includes("\u0000")) throw validationFailed(nulCharacterMessage);
    }
    return next();
  };
}

/** Walks a parsed JSON value without recursion (a deeply nested body must not exhaust the stack). */
function containsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (value.includes("\u0000")) return true;
    } else if (Array.isArray(value)) {
      pending.push(...(value as unknown[]));
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes("\u0000")) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
