// The answer form's rules, from the shared schema (common/schemas/challenges): which fields must be filled before
// Submit is enabled, and the field messages the server would answer with (checked before sending).
import {
  challengeAnswerSchema,
  type ChallengeCardDto,
  type ChallengeSubtype,
  challengeSubtypes,
  type ParseReference,
  requiredFields,
} from "@common/schemas/challenges";

export type AnswerValues = Record<string, string>;

export const isKnownSubtype = (subtype: string): subtype is ChallengeSubtype =>
  (challengeSubtypes as readonly string[]).includes(subtype);

/** Every required field of the subtype has something in it (length rules are checked on submit). */
export function requiredFilled(subtype: string, values: AnswerValues): boolean {
  if (!isKnownSubtype(subtype)) return false;
  return requiredFields[subtype].every((key) => (values[key] ?? "").trim() !== "");
}

export type AnswerCheck = { ok: true; answer: AnswerValues } | { ok: false; errors: Record<string, string> };

/** The shared schema's verdict on the answer: the first message per field, keyed by field. */
export function checkAnswer(
  card: ChallengeCardDto,
  values: AnswerValues,
  parse?: ParseReference,
): AnswerCheck {
  if (!isKnownSubtype(card.subtype)) return { ok: false, errors: {} };
  const schema = challengeAnswerSchema(card.subtype, {
    targetGenre: card.form.subtype === "connect-6" ? card.form.targetGenre.id : undefined,
    parse,
  });
  const fields = Object.fromEntries(requiredFields[card.subtype].map((key) => [key, values[key] ?? ""]));
  const result = schema.safeParse(fields);
  if (result.success) return { ok: true, answer: fields };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
