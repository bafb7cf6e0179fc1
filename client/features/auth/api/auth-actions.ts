import type { SignUpInput } from "@common/schemas/auth";
import { authClient } from "@client/lib/auth-client";
import { refreshSession } from "@client/lib/session";
import type { AuthFailure } from "../lib/auth-errors";

/** Each call resolves with either data or a failure; a network error becomes a status-less failure. */
type Outcome<T> = { data: T; error: null } | { data: null; error: NonNullable<AuthFailure> };

async function attempt<T>(call: () => Promise<{ data: T | null; error: AuthFailure }>): Promise<Outcome<T>> {
  try {
    const { data, error } = await call();
    if (error || data === null) return { data: null, error: error ?? {} };
    // Whatever the call did to the session cookie, the app's view of the session follows it.
    await refreshSession().catch(() => undefined);
    return { data, error: null };
  } catch {
    return { data: null, error: {} };
  }
}

export function signInWithPassword(input: { email: string; password: string; rememberMe: boolean }) {
  return attempt(() => authClient.signIn.email(input));
}

export function signUpWithPassword(input: {
  displayName: string;
  email: string;
  password: string;
  referralCode: string | null;
}) {
  const body: { name: string; email: string; password: string; callbackURL: string; referralCode?: string } =
    {
      name: input.displayName,
      email: input.email,
      password: input.password,
      callbackURL: "/onboarding",
    };
  if (input.referralCode) body.referralCode = input.referralCode;
  return attempt(() => authClient.signUp.email(body as SignUpInput & typeof body));
}

export function verifyTotpCode(input: { code: string; trustDevice: boolean }) {
  return attempt(() => authClient.twoFactor.verifyTotp(input));
}

export function verifyBackupCode(input: { code: string; trustDevice: boolean }) {
  return attempt(() => authClient.twoFactor.verifyBackupCode(input));
}

export function requestPasswordReset(email: string) {
  return attempt(() => authClient.requestPasswordReset({ email, redirectTo: "/auth?mode=reset" }));
}

export function resetPassword(input: { newPassword: string; token: string }) {
  return attempt(() => authClient.resetPassword(input));
}

export function resendVerificationEmail(email: string) {
  return attempt(() => authClient.sendVerificationEmail({ email, callbackURL: "/onboarding" }));
}
