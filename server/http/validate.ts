import type { z } from "zod";
import { validator } from "hono/validator";
import { AppError, validationFailed } from "./errors";

/**
 * Validates one part of a request with a shared zod schema. The first issue's message is the
 * error's message (the spec shows one error at a time); all issues go in `details`.
 */
export function validate<Target extends "json" | "query" | "param", Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  /** An area whose contract names another error (games.md §3.12: 422 invalid_input with field errors). */
  failure: { status: 422; code: string } | null = null,
) {
  return validator(target, (value): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
    }));
    const message = issues[0]?.message ?? "Invalid input";
    if (failure) throw new AppError(failure.status, failure.code, message, { issues });
    throw validationFailed(message, { issues });
  });
}
