import { z } from "zod";
import { text } from "./text";
import { limits } from "../constants/limits";
import { validationMessages as m } from "../constants/messages";

/**
 * The spec's validation table (§5). Rules run in the table's order and forms show only the
 * first failing message, so each field schema aborts on its first failure.
 */

// Letters include accented ones ("José", "Zoë"), hence the Unicode classes.
const displayNamePattern = /^[\p{L}\p{N} _-]+$/u;
const referralCodePattern = /^[A-Z0-9]+$/;

export const emailField = text()
  .trim()
  .check(z.email({ error: m.emailInvalid, abort: true }))
  .check(z.maxLength(limits.emailMax, { error: m.emailTooLong, abort: true }));

export const passwordField = text()
  .check(z.minLength(limits.passwordMin, { error: m.passwordTooShort, abort: true }))
  .check(z.maxLength(limits.passwordMax, { error: m.passwordTooLong, abort: true }));

export const displayNameField = text({ error: m.nameTooShort })
  .trim()
  .check(z.minLength(limits.displayNameMin, { error: m.nameTooShort, abort: true }))
  .check(z.maxLength(limits.displayNameMax, { error: m.nameTooLong, abort: true }))
  .check(z.regex(displayNamePattern, { error: m.nameInvalidCharacters, abort: true }));

/** Optional: blank means "no code". Upper-cased before checking (screens §1.8). */
export const referralCodeField = text()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(
    text()
      .check(z.maxLength(limits.referralCodeMax, { error: m.referralCodeInvalid, abort: true }))
      .check(
        z.refine((value) => value === "" || referralCodePattern.test(value), {
          error: m.referralCodeInvalid,
        }),
      ),
  )
  .transform((value) => (value === "" ? null : value));

export const signUpInput = z.object({
  displayName: displayNameField,
  email: emailField,
  password: passwordField,
  referralCode: referralCodeField.nullish().transform((value) => value ?? null),
});
export type SignUpInput = z.input<typeof signUpInput>;

/** The profile picture better-auth stores: none, or an http(s) address of a sensible length. */
export const userImageField = z.union([
  z.null(),
  z.url({ protocol: /^https?$/, error: "The picture must be an http(s) address." }).max(2048, {
    error: "The picture's address is too long.",
  }),
]);

/** better-auth's /update-user (spec §5): the same name rules as sign-up; nothing else a member may set. */
export const updateUserInput = z.strictObject({
  name: displayNameField.optional(),
  image: userImageField.optional(),
});

export const signInInput = z.object({
  email: emailField,
  password: passwordField,
  rememberMe: z.boolean().default(false),
});
export type SignInInput = z.input<typeof signInInput>;

export const forgotPasswordInput = z.object({ email: emailField });

export const resetPasswordInput = z
  .object({ password: passwordField, confirmPassword: text() })
  .refine((value) => value.password === value.confirmPassword, {
    error: m.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });

export const changePasswordInput = z
  .object({
    currentPassword: text().min(1, { error: "Enter your current password." }),
    newPassword: passwordField,
    confirmPassword: text(),
    signOutOtherDevices: z.boolean().default(true),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: m.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });

/**
 * The first failing message of a parse, in the order the fields were declared
 * (the spec: "The form shows only the first error").
 */
export function firstErrorMessage<T>(
  schema: z.ZodType<T>,
  value: unknown,
): { ok: true; data: T } | { ok: false; message: string; field: string } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  return { ok: false, message: issue?.message ?? "Invalid input", field: String(issue?.path[0] ?? "") };
}
