import { authMessages } from "@common/constants/messages";

/** What better-auth's client hands back when a call fails. */
export type AuthFailure =
  { code?: string | undefined; message?: string | undefined; status?: number | undefined } | null | undefined;

function asReceived(failure: AuthFailure): string {
  if (!failure || !failure.status || failure.status >= 500 || !failure.message)
    return authMessages.unexpected;
  return failure.message;
}

/** Spec §8: login failures in the catalogue's words; anything else as received. */
export function signInErrorMessage(failure: AuthFailure): string {
  switch (failure?.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return authMessages.invalidCredentials;
    case "EMAIL_NOT_VERIFIED":
      return authMessages.emailNotConfirmed;
    default:
      return asReceived(failure);
  }
}

/** Spec §8: sign-up failures. */
export function signUpErrorMessage(failure: AuthFailure): string {
  switch (failure?.code) {
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return authMessages.alreadyRegistered;
    case "INVALID_EMAIL":
      return authMessages.invalidEmail;
    default:
      return asReceived(failure);
  }
}

/** Only in-app paths (no open redirects): "/x" yes, "//evil.com" and "https://…" no. */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  return next;
}
