/** Student verification (screens §3.4, Appendix B): limits and every message, shared by the page and the server. */
export const studentLimits = {
  codeDigits: 6,
  codeValidMs: 15 * 60 * 1000,
  /** Wrong tries allowed per code; the last one locks the code. */
  maxAttemptsPerCode: 5,
  /** Codes per account in any 24 hours. */
  maxCodesPerDay: 5,
  resendAfterMs: 60 * 1000,
  /** Renew is offered once this few days remain (or after expiry). */
  renewWithinDays: 30,
  schoolEmailMax: 255,
} as const;

export const studentMessages = {
  // [spec] screens §3.4
  invalidEduEmail: "Please enter a valid .edu email address.",
  emailLinked: "This school email is already linked to another account.",
  tooManyTries: "Too many tries — request a new code.",
  tooManyCodes: "You've requested too many codes today.",
  verified: (date: string) => `You're verified! Free Premium until ${date}.`,
  activeUntil: (date: string) => `Student plan active until ${date}`,
  // Suggested copy
  codeInvalidFormat: "Enter the 6-digit code from the email.",
  wrongCode: "That code isn't right. Check the email and try again.",
  codeExpired: "That code has expired — request a new one.",
  codeUsed: "That code has already been used — request a new one.",
  noCode: "Request a code first.",
  resendTooSoon: "Please wait a minute before requesting another code.",
  notYetRenewable: "Your student plan is active. You can renew it in the last 30 days before it ends.",
  mailFailed: "We couldn't send the code — try again.",
} as const;
