/**
 * Access codes (screens §3.3, §4.1): limits shared by the admin form and the server, and every
 * message the screens quote, verbatim.
 */
export const accessCodeLimits = {
  prefix: "PT-",
  /** Characters after the prefix. */
  length: 8,
  // No 0/O or 1/I/L look-alikes: people read these codes aloud and type them from screenshots.
  alphabet: "ABCDEFGHJKMNPQRSTUVWXYZ23456789",
  grantDaysMin: 1,
  grantDaysMax: 3650,
  grantDaysDefault: 30,
  maxUsesMin: 1,
  maxUsesDefault: 1,
  /** How long the code itself stays redeemable: 1 hour to 365 days, default 7 days. */
  redeemWithinHoursMin: 1,
  redeemWithinHoursMax: 365 * 24,
  redeemWithinHoursDefault: 7 * 24,
  labelMax: 80,
  /** The redeem page goes on to the dashboard this long after a success (screens Appendix B). */
  redirectAfterMs: 2000,
} as const;

/** Choices the admin form offers for "Redeem by" (hours from now). */
export const redeemWithinChoices = [
  { hours: 1, label: "1 hour" },
  { hours: 24, label: "1 day" },
  { hours: 3 * 24, label: "3 days" },
  { hours: 7 * 24, label: "7 days" },
  { hours: 14 * 24, label: "14 days" },
  { hours: 30 * 24, label: "30 days" },
  { hours: 90 * 24, label: "90 days" },
  { hours: 365 * 24, label: "365 days" },
] as const;

export const accessCodeMessages = {
  // Admin form (screens §4.1).
  grantDaysInvalid: "Enter a number of days between 1 and 3650",
  maxUsesInvalid: "Maximum uses must be at least 1",
  redeemByMissing: "Choose when the code stops working",
  labelTooLong: "Keep the label to 80 characters or fewer",
  createFailed: "Couldn't create the code — try again.",
  noCodes: "No codes yet",
  noAccess: "You don't have access to this page",
  // Redemption, checked in this order (screens §3.3).
  empty: "Enter an access code.",
  unknown: "That code isn't valid.",
  turnedOff: "That code has been turned off.",
  expired: "That code has expired.",
  usedUp: "That code has already been used the maximum number of times.",
  alreadyRedeemed: "You've already redeemed this code.",
  networkFailure: "We couldn't redeem the code — try again.",
} as const;

/**
 * The redeem throttle: wrong guesses (unknown codes) allowed within the window, per member and per
 * address (several members behind one address — a classroom — share the larger allowance).
 */
export const redeemThrottle = {
  windowMinutes: 15,
  perMember: 5,
  perAddress: 20,
} as const;

/** The 429 message: "Too many wrong codes. Try again in 12 minutes." */
export function tooManyWrongCodesMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many wrong codes. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** "Access granted: Premium for 30 days" / "Access granted: Premium for life" (screens §3.3). */
export function accessGrantedMessage(grantDays: number | null): string {
  return `Access granted: Premium ${describeGrantDuration(grantDays)}`;
}

/** "for 30 days", "for 1 day", "for life". */
export function describeGrantDuration(grantDays: number | null): string {
  if (grantDays === null) return "for life";
  return `for ${grantDays} ${grantDays === 1 ? "day" : "days"}`;
}
