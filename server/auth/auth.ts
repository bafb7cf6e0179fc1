import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import { firstErrorMessage, signUpInput, updateUserInput } from "@common/schemas/auth";
import { limits } from "@common/constants/limits";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import type { Logger } from "../logger";
import type { Mailer } from "../services/mailer/mailer";
import type { Clock } from "../clock";
import type { Bus } from "../realtime/bus";
import { type PasswordHashing, passwordHashingOption } from "./password-hashing";
import { createProfileForNewUser } from "../modules/profile/profile.service";
import {
  createSessionCache,
  invalidateUserSessions,
  listenForSessionInvalidations,
  type SessionCacheOptions,
} from "./session-cache";

export type AuthDeps = {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
  secret: string;
  publicUrl: string;
  /** Sign-in / sign-up attempts per minute from one address. */
  rateLimitMax: number;
  /** Realtime bus: a sign-up with a referral code tells the referrer's open /referrals page (user:<id>); session cache invalidations. */
  bus?: Bus;
  /** The resolved-session cache of requireSession (default 10 s, 10,000 entries). */
  sessionCache?: SessionCacheOptions;
  /** "test" only on a test server (NODE_ENV=test): a cheaper password hash (password-hashing.ts). */
  passwordHashing?: PasswordHashing;
};

/** Our header, set from the TCP peer address in app.ts (any client value is replaced). */
export const clientIpHeader = "x-phototheology-client-ip";

const day = 24 * 60 * 60;

export function createAuth(deps: AuthDeps) {
  const { db, mailer, logger } = deps;
  const requireEmailVerification = mailer.kind === "smtp";
  // requireSession's cache of resolved sessions (session-cache.ts): every change better-auth makes to a
  // member's sessions or user row drops their entries here and, through the bus, on the other instances.
  const sessionCache = createSessionCache(deps.sessionCache);
  if (deps.bus) listenForSessionInvalidations(sessionCache, deps.bus);
  const forgetSessions = (userId: string) =>
    invalidateUserSessions({ cache: sessionCache, bus: deps.bus, logger }, userId);

  const auth = betterAuth({
    appName: "Phototheology",
    baseURL: deps.publicUrl,
    basePath: "/api/auth",
    secret: deps.secret,
    trustedOrigins: [deps.publicUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      usePlural: true,
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
        twoFactors: schema.twoFactors,
        rateLimits: schema.rateLimits,
      },
    }),
    // better-auth's own log lines (e.g. failed sign-ins) go through our structured logger.
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        const pinoLevel =
          level === "debug" ? "debug" : level === "info" ? "info" : level === "error" ? "error" : "warn";
        logger[pinoLevel]({ source: "better-auth", args: args.length ? args : undefined }, message);
      },
    },
    advanced: {
      // Never skip the Origin/CSRF check, not even under NODE_ENV=test: tests must see what production does.
      disableOriginCheck: false,
      database: { generateId: "uuid" },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      cookiePrefix: "pt",
      useSecureCookies: deps.publicUrl.startsWith("https://"),
    },
    session: {
      // "Remember me" keeps a session 30 days; unticked, the cookie dies with the browser.
      expiresIn: limits.rememberMeDays * day,
      updateAge: day,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 300,
      customRules: {
        // Reading one's own session is what every page load does, and better-auth's counter keeps counting until a
        // whole window passes without a request: members sharing one address (a school, a church network) would be
        // locked out of their own sessions. It changes nothing and needs a valid cookie, so it is not limited.
        "/get-session": false,
        "/sign-in/email": { window: 60, max: deps.rateLimitMax },
        "/sign-up/email": { window: 60, max: deps.rateLimitMax },
        "/two-factor/verify-totp": { window: 60, max: deps.rateLimitMax },
        "/two-factor/verify-backup-code": { window: 60, max: deps.rateLimitMax },
        "/request-password-reset": { window: 60, max: deps.rateLimitMax },
        "/send-verification-email": { window: 60, max: deps.rateLimitMax },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: limits.passwordMin,
      maxPasswordLength: limits.passwordMax,
      requireEmailVerification,
      autoSignIn: !requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: passwordHashingOption(deps.passwordHashing ?? "standard"),
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          kind: "password_reset",
          subject: "Reset your Phototheology password",
          text: `Someone asked to reset the password of your Phototheology account.\n\nChoose a new password here (the link works for one hour):\n${url}\n\nIf it wasn't you, ignore this message; your password stays as it is.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: requireEmailVerification,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          kind: "verification",
          subject: "Confirm your email for Phototheology",
          text: `Welcome to Phototheology!\n\nConfirm your email address to finish creating your account:\n${url}\n\nIf you didn't sign up, ignore this message.`,
        });
      },
    },
    user: {
      changeEmail: { enabled: false },
    },
    plugins: [
      twoFactor({
        issuer: "Phototheology",
        backupCodeOptions: { amount: 10, length: 10 },
        trustDeviceMaxAge: 30 * day,
        accountLockout: { enabled: true, maxFailedAttempts: 5, durationSeconds: 15 * 60 },
      }),
    ],
    hooks: {
      // Sign-up metadata is validated with the same shared schema the form uses (spec §5).
      before: createAuthMiddleware((ctx) => {
        if (ctx.path === "/update-user") {
          const result = firstErrorMessage(updateUserInput, ctx.body ?? {});
          if (!result.ok)
            throw new APIError("BAD_REQUEST", { message: result.message, code: "VALIDATION_FAILED" });
          return Promise.resolve(); // stored trimmed by databaseHooks.user.update.before
        }
        if (ctx.path !== "/sign-up/email") return Promise.resolve();
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const result = firstErrorMessage(signUpInput, {
          displayName: body.name,
          email: body.email,
          password: body.password,
          referralCode: body.referralCode,
        });
        if (!result.ok) {
          throw new APIError("BAD_REQUEST", { message: result.message, code: "VALIDATION_FAILED" });
        }
        return Promise.resolve();
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // The display name is stored trimmed, as the shared schema reads it.
          before: (user) => Promise.resolve({ data: { ...user, name: user.name.trim() } }),
          after: async (user, ctx) => {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            const parsed = signUpInput.shape.referralCode.safeParse(body.referralCode);
            await createProfileForNewUser(
              { db, clock: deps.clock, logger, bus: deps.bus },
              {
                userId: user.id,
                displayName: user.name,
                signupReferralCode: parsed.success ? parsed.data : null,
              },
            );
            logger.info({ userId: user.id }, "account created");
          },
        },
        // Two-factor on/off, e-mail verification, a name change, account deletion: cached sessions re-read.
        update: {
          // A name changed through /update-user is stored trimmed, as at sign-up.
          before: (user) =>
            Promise.resolve({
              data: typeof user.name === "string" ? { ...user, name: user.name.trim() } : user,
            }),
          after: (user) => forgetSessions(user.id),
        },
        delete: { after: (user) => forgetSessions(user.id) },
      },
      session: {
        delete: {
          // Before (so no request is answered from the cache while the row goes) and after the commit (so a
          // look-up that read the row just before it went is not kept).
          before: (session) => {
            sessionCache.dropUser(session.userId);
            return Promise.resolve();
          },
          after: (session) => forgetSessions(session.userId),
        },
      },
    },
  });
  /**
   * `sessionCache`: requireSession's cache. `forgetSessions(userId)`: for changes made outside better-auth (the
   * account deletion of /api/profile/me cascades in SQL, so no hook sees its sessions go).
   */
  return Object.assign(auth, { sessionCache, forgetSessions });
}

export type Auth = ReturnType<typeof createAuth>;
