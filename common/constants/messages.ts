/**
 * Every user-facing string the product specification quotes, kept in one place so the
 * forms, the server and the tests all use the exact same words.
 */
export const validationMessages = {
  emailInvalid: "Please enter a valid email address",
  emailTooLong: "Email is too long",
  passwordTooShort: "Password must be at least 6 characters",
  passwordTooLong: "Password is too long",
  nameTooShort: "Name must be at least 2 characters",
  nameTooLong: "Name must be less than 50 characters",
  nameInvalidCharacters: "Name can only contain letters, numbers, spaces, hyphens, and underscores",
  referralCodeInvalid: "Invalid referral code format",
  passwordsDoNotMatch: "Passwords don't match",
} as const;

export const authMessages = {
  invalidCredentials: "Invalid email or password. Please try again.",
  emailNotConfirmed: "Please confirm your email address before logging in.",
  unexpected: "An unexpected error occurred. Please try again.",
  alreadyRegistered: "This email is already registered. Please login instead.",
  invalidEmail: "Please enter a valid email address.",
  welcomeBack: "Welcome back!",
  accountCreated: "Account created! Welcome to Phototheology!",
  twoFactorWrongCode: "That code didn't work. Check your authenticator app and try again.",
  twoFactorTooManyAttempts: "Too many attempts. Sign in again.",
  resetLinkSent: "If an account exists for that email, we've sent a reset link.",
  resetLinkExpired: "This reset link has expired",
  passwordUpdated: "Password updated — please sign in",
  currentPasswordIncorrect: "Your current password is incorrect.",
  passwordChanged: "Password changed.",
} as const;

export const trialMessages = {
  alreadyStudent: "You already have free student access!",
  alreadySubscribed: "You already have an active subscription!",
  trialAlreadyActive: "Your free trial is already active!",
  trialActivated: "Free trial activated! Enjoy 7 days of full access.",
  // Not in the spec: screens §2.3 step 5 (one trial per account, D2).
  trialAlreadyUsed: "You've already used your free trial. Choose a plan to keep full access.",
  trialFailed: "Failed to start trial. Please try again.",
} as const;
