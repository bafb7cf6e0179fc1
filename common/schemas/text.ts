import { z } from "zod";

/** What every text field answers to a NUL character (U+0000), which PostgreSQL cannot store in text. */
export const nulCharacterMessage = "Text can't contain a NUL character.";

/**
 * A string field for any input we store or search with: z.string() that refuses NUL. Use it instead of
 * z.string() in request schemas; the request guard (server/http/request-guards.ts) refuses NUL before any
 * handler, this keeps a schema honest when it is used elsewhere (forms, services, sockets).
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .check(
      z.refine((value: string) => !value.includes("\u0000"), { error: nulCharacterMessage, abort: true }),
    );
