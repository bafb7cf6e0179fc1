/** Field limits from the product specification (§5, §9), shared by forms and the server. */
export const limits = {
  emailMax: 255,
  passwordMin: 6,
  passwordMax: 128,
  displayNameMin: 2,
  displayNameMax: 50,
  referralCodeMax: 20,
  trialDays: 7,
  rememberMeDays: 30,
} as const;
