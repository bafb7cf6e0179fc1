// The JSON body check of the AI tools (/api/flashcards, /api/critics): the shared schema, 422 on failure (ai.md §1.2
// step 3), and an over-long topic, passage or pasted text named `input_too_long` (§1.7). Typing `value` with the schema's *input* tells the typed client
// (hc<AppType>) that fields with defaults may be left out; at run time the value is whatever was sent and is parsed.
import { validator } from "hono/validator";
import type { z } from "zod";
import { AppError } from "@server/http/errors";

export function jsonBody<Schema extends z.ZodType>(schema: Schema, tooLongField?: string) {
  return validator("json", (value: z.input<Schema>): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
    }));
    const tooLong = result.error.issues.find(
      (issue) => tooLongField !== undefined && issue.path[0] === tooLongField && issue.code === "too_big",
    );
    if (tooLong) throw new AppError(422, "input_too_long", tooLong.message, { issues });
    throw new AppError(422, "validation_failed", issues[0]?.message ?? "Invalid input", { issues });
  });
}
