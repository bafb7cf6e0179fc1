import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * The only reader of process.env. Every variable is validated here; a bad value stops the
 * server with one line naming the variable.
 */
const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Phototheology <no-reply@phototheology.local>"),
  LOG_LEVEL: z.enum(logLevels).default("info"),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  CHECKOUT_URL_ESSENTIAL: z.url().optional(),
  CHECKOUT_URL_PREMIUM: z.url().optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, "must start with sk_ or rk_")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "must start with whsec_")
    .optional(),
  STRIPE_PRICE_ESSENTIAL: z
    .string()
    .regex(/^price_/, "must start with price_")
    .optional(),
  STRIPE_PRICE_PREMIUM: z
    .string()
    .regex(/^price_/, "must start with price_")
    .optional(),
  STRIPE_API_BASE: z.url().optional(),
  ENABLE_TEST_ROUTES: z.enum(["true", "false"]).default("false"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
});

export type Env = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: (typeof logLevels)[number];
  /** Sign-in and sign-up attempts allowed per minute from one address. */
  authRateLimitMax: number;
  nodeEnv: "development" | "production" | "test";
  /** External card-payment checkout links per paid plan (spec §7); unset → payments not set up. */
  checkoutUrls: { essential: string | undefined; premium: string | undefined };
  /** Stripe Checkout, webhook and billing portal (STRIPE_*); unset → the checkout links above. */
  stripe: StripeEnv | undefined;
  /** Test-only routes (server clock, entitlement seeding) for the end-to-end suite; needs NODE_ENV=test. */
  enableTestRoutes: boolean;
};

export type StripeEnv = {
  secretKey: string;
  webhookSecret: string;
  prices: { essential: string | undefined; premium: string | undefined };
  /** Test/dev only: where the Stripe client sends its requests (a local fake) instead of api.stripe.com. */
  apiBase: string | undefined;
};

export class EnvError extends Error {}

function blankToUndefined(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, value === "" ? undefined : value]),
  );
}

/** AUTH_SECRET unset → generated once and kept in DATA_DIR, so a restart keeps every session. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(blankToUndefined(source));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    throw new EnvError(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"}`);
  }
  const env = parsed.data;
  if (env.ENABLE_TEST_ROUTES === "true" && env.NODE_ENV !== "test") {
    throw new EnvError(
      "Invalid configuration: ENABLE_TEST_ROUTES needs NODE_ENV=test (it lets tests move the clock and seed plans)",
    );
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    // Without it no payment could ever be confirmed: members would pay and stay on their old plan.
    throw new EnvError("Invalid configuration: STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY");
  }
  if (env.STRIPE_API_BASE && env.NODE_ENV === "production") {
    throw new EnvError(
      "Invalid configuration: STRIPE_API_BASE is for tests and development only (it redirects payments)",
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    authSecret: env.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    authRateLimitMax: env.AUTH_RATE_LIMIT_MAX,
    nodeEnv: env.NODE_ENV,
    checkoutUrls: { essential: env.CHECKOUT_URL_ESSENTIAL, premium: env.CHECKOUT_URL_PREMIUM },
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            prices: { essential: env.STRIPE_PRICE_ESSENTIAL, premium: env.STRIPE_PRICE_PREMIUM },
            apiBase: env.STRIPE_API_BASE,
          }
        : undefined,
    enableTestRoutes: env.ENABLE_TEST_ROUTES === "true",
  };
}
