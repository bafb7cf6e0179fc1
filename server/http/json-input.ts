// A JSON body checked as validate (server/http/validate.ts) checks it — 400 validation_failed, the first issue's
// message, every issue in details — but typed for the typed client (hc<AppType>) with the schema's *input*, so a
// caller may leave out the fields that have defaults (a report's details). Hono takes a JSON body's input type only
// from an explicit type argument; validate leaves it out, which makes every defaulted field required in hc.
import type { Env, MiddlewareHandler } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import { validationFailed } from "@server/http/errors";

type JsonInput<Schema extends z.ZodType> = { in: { json: z.input<Schema> }; out: { json: z.output<Schema> } };

export function jsonInput<Schema extends z.ZodType, E extends Env = Env, P extends string = string>(
  schema: Schema,
): MiddlewareHandler<E, P, JsonInput<Schema>> {
  const middleware = validator("json", (value): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
    }));
    throw validationFailed(issues[0]?.message ?? "Invalid input", { issues });
  });
  // Only the declared input differs from what validator infers (its output type, unresolved for a generic schema).
  return middleware as unknown as MiddlewareHandler<E, P, JsonInput<Schema>>;
}
