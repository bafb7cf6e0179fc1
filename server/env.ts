import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { Cron } from "croner";

function isCronSchedule(value: string): boolean {
  try {
    new Cron(value, { paused: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The only reader of process.env. Every variable is validated here; a bad value stops the
 * server with one line naming the variable.
 */
const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const aiJsonModes = ["json_schema", "json_object", "prompt"] as const;

const positiveInt = z.coerce.number().int().min(1);
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http:// or https:// address" });

/** ai.md §1.1. Blank values count as unset (blankToUndefined). */
const aiEnvSchema = {
  AI_PROVIDER: z.enum(["openai-compatible", "fake"]).default("openai-compatible"),
  AI_BASE_URL: httpUrl.optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().trim().min(1).optional(),
  AI_JSON_MODE: z.enum(aiJsonModes).default("json_schema"),
  AI_STREAMING: z.enum(["true", "false"]).default("true"),
  AI_MAX_OUTPUT_TOKENS: positiveInt.default(2000),
  AI_MAX_CONTEXT_CHARS: z.coerce.number().int().min(1000).default(24_000),
  AI_CONNECT_TIMEOUT_MS: positiveInt.optional(),
  AI_FIRST_TOKEN_TIMEOUT_MS: positiveInt.optional(),
  AI_TOTAL_TIMEOUT_MS: positiveInt.optional(),
  AI_EXTRA_HEADERS: z
    .string()
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "must be a JSON object (it isn't valid JSON)" });
        return z.NEVER;
      }
    })
    .pipe(
      z.record(
        z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/), // a header name (RFC 9110 token)
        z.string({ error: "must be a JSON object of header names to text values" }).regex(/^[^\r\n]*$/, {
          error: "must not put line breaks in a header value",
        }),
        { error: "must be a JSON object of header names to text values" },
      ),
    )
    .optional(),
  AI_IMAGE_MODEL: z.string().trim().min(1).optional(),
  AI_IMAGE_BASE_URL: httpUrl.optional(),
  AI_IMAGE_API_KEY: z.string().optional(),
  AI_IMAGE_SIZE: z
    .string()
    .regex(/^\d{2,5}x\d{2,5}$/, "must be WIDTHxHEIGHT, e.g. 1024x1024")
    .default("1024x1024"),
  AI_IMAGE_DAILY_CAP: z.coerce.number().int().min(0).default(20),
  AI_MODERATION: z.enum(["model", "local"]).optional(),
  PROPHECY_BRIEFING_CRON: z
    .string()
    .trim()
    .regex(
      /^[\d*/,?A-Za-z-]+(\s+[\d*/,?A-Za-z-]+){4,5}$/,
      "must be a cron schedule of 5 or 6 fields, e.g. 0 6 * * 1",
    )
    // croner evaluates it (the weekly Prophecy Watch briefing): a schedule it can't read stops the start here.
    .refine(isCronSchedule, "is not a cron schedule croner can read, e.g. 0 6 * * 1")
    .optional(),
  /** games.md §3.13: a test hook that makes games judge by the rules alone; ignored in production. */
  GAMES_AI_DISABLED: z.enum(["0", "1", "true", "false"], { error: "must be 1 or 0" }).optional(),
};

/** Object storage (data model §14): local disk under DATA_DIR unless STORAGE_S3_BUCKET names an S3-compatible bucket. */
const storageEnvSchema = {
  STORAGE_S3_BUCKET: z.string().trim().min(1).optional(),
  STORAGE_S3_ENDPOINT: httpUrl.optional(),
  STORAGE_S3_REGION: z.string().trim().min(1).default("us-east-1"),
  STORAGE_S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  STORAGE_S3_FORCE_PATH_STYLE: z.enum(["true", "false"], { error: "must be true or false" }).optional(),
};

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
  /** Power of the Lamb's official addresses (screens §7.7), as the product owner confirms them. */
  POWER_OF_THE_LAMB_YOUTUBE_URL: z.url().optional(),
  POWER_OF_THE_LAMB_WEBSITE_URL: z.url().optional(),
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
  ...storageEnvSchema,
  ...aiEnvSchema,
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
});

/** The addresses the Power of the Lamb page links to (screens §7.7). */
export type MinistryLinks = { youtubeUrl: string | null; websiteUrl: string | null };

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
  /** Power of the Lamb's YouTube channel and website (POWER_OF_THE_LAMB_*); unset → not shown. */
  ministryLinks: MinistryLinks;
  /** Stripe Checkout, webhook and billing portal (STRIPE_*); unset → the checkout links above. */
  stripe: StripeEnv | undefined;
  /** Test-only routes (server clock, entitlement seeding) for the end-to-end suite; needs NODE_ENV=test. */
  enableTestRoutes: boolean;
  /** The AI layer (ai.md §1.1). */
  ai: AiEnv;
  /** Where uploaded and rendered files are kept (server/services/storage). */
  storage: StorageEnv;
};

/** Local disk (a folder under DATA_DIR) or an S3-compatible bucket (STORAGE_S3_*). Never send keys to a browser. */
export type StorageEnv =
  | { kind: "local"; dir: string }
  | {
      kind: "s3";
      bucket: string;
      /** STORAGE_S3_ENDPOINT, else AWS's regional endpoint. */
      endpoint: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** https://endpoint/bucket/key instead of https://bucket.endpoint/key (MinIO and most self-hosted stores). */
      forcePathStyle: boolean;
    };

/**
 * ai.md §1.1. `mode` says who answers: a configured endpoint ("model"), the built-in fake, or — when
 * AI_BASE_URL or AI_MODEL is missing — the offline study engine. Never send `baseUrl` or `apiKey` to a browser.
 */
export type AiEnv = {
  provider: "openai-compatible" | "fake";
  mode: "model" | "fake" | "offline";
  baseUrl: string | undefined;
  apiKey: string | undefined;
  /** The chat model id; "fake" in fake mode, undefined offline. */
  model: string | undefined;
  jsonMode: (typeof aiJsonModes)[number];
  streaming: boolean;
  maxOutputTokens: number;
  maxContextChars: number;
  connectTimeoutMs: number;
  firstTokenTimeoutMs: number;
  totalTimeoutMs: number;
  extraHeaders: Record<string, string>;
  /** Set → AI image generation (§3.11). */
  imageModel: string | undefined;
  /** AI_IMAGE_BASE_URL, else the chat endpoint's. */
  imageBaseUrl: string | undefined;
  /** AI_IMAGE_API_KEY, else the chat key. */
  imageApiKey: string | undefined;
  imageSize: string;
  imageDailyCap: number;
  /** "model": word check plus a model classification; "local": the word check only. */
  moderation: "model" | "local";
  prophecyBriefingCron: string | undefined;
  /** GAMES_AI_DISABLED=1 (games.md §3.13): games judge by the rules alone even with a model configured. */
  gamesAiDisabled: boolean;
  /** GAMES_AI_DISABLED was set in production, where test hooks are refused: ignored, and logged once at start. */
  gamesAiDisabledIgnored: boolean;
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
  if (env.AI_PROVIDER === "fake" && env.NODE_ENV === "production") {
    throw new EnvError(
      "Invalid configuration: AI_PROVIDER=fake is for tests and development only (refused with NODE_ENV=production)",
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.STORAGE_S3_BUCKET && !(env.STORAGE_S3_ACCESS_KEY_ID && env.STORAGE_S3_SECRET_ACCESS_KEY)) {
    throw new EnvError(
      "Invalid configuration: STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY are required with STORAGE_S3_BUCKET",
    );
  }
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
    ministryLinks: {
      youtubeUrl: env.POWER_OF_THE_LAMB_YOUTUBE_URL ?? null,
      websiteUrl: env.POWER_OF_THE_LAMB_WEBSITE_URL ?? null,
    },
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
    ai: aiEnvFrom(env),
    storage: storageEnvFrom(env, dataDir),
  };
}

const trimSlash = (url: string) => url.replace(/\/$/, "");

function storageEnvFrom(env: z.output<typeof envSchema>, dataDir: string): StorageEnv {
  if (!env.STORAGE_S3_BUCKET || !env.STORAGE_S3_ACCESS_KEY_ID || !env.STORAGE_S3_SECRET_ACCESS_KEY)
    return { kind: "local", dir: path.join(dataDir, "storage") };
  return {
    kind: "s3",
    bucket: env.STORAGE_S3_BUCKET,
    endpoint: trimSlash(env.STORAGE_S3_ENDPOINT ?? `https://s3.${env.STORAGE_S3_REGION}.amazonaws.com`),
    region: env.STORAGE_S3_REGION,
    accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID,
    secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.STORAGE_S3_FORCE_PATH_STYLE
      ? env.STORAGE_S3_FORCE_PATH_STYLE === "true"
      : env.STORAGE_S3_ENDPOINT !== undefined,
  };
}

function aiEnvFrom(env: z.infer<typeof envSchema>): AiEnv {
  const fake = env.AI_PROVIDER === "fake";
  const mode = fake ? "fake" : env.AI_BASE_URL && env.AI_MODEL ? "model" : "offline";
  // Fake mode answers or fails at once, so its timeouts are short enough to watch (ai.md §1.9).
  const gamesHook = env.GAMES_AI_DISABLED === "1" || env.GAMES_AI_DISABLED === "true";
  const production = env.NODE_ENV === "production";
  const timeouts = fake ? { firstToken: 3_000, total: 20_000 } : { firstToken: 30_000, total: 120_000 };
  return {
    provider: env.AI_PROVIDER,
    mode,
    baseUrl: mode === "model" ? env.AI_BASE_URL?.replace(/\/+$/, "") : undefined,
    apiKey: mode === "model" ? env.AI_API_KEY : undefined,
    model: fake ? "fake" : mode === "model" ? env.AI_MODEL : undefined,
    jsonMode: env.AI_JSON_MODE,
    streaming: env.AI_STREAMING === "true",
    maxOutputTokens: env.AI_MAX_OUTPUT_TOKENS,
    maxContextChars: env.AI_MAX_CONTEXT_CHARS,
    connectTimeoutMs: env.AI_CONNECT_TIMEOUT_MS ?? 10_000,
    firstTokenTimeoutMs: env.AI_FIRST_TOKEN_TIMEOUT_MS ?? timeouts.firstToken,
    totalTimeoutMs: env.AI_TOTAL_TIMEOUT_MS ?? timeouts.total,
    extraHeaders: env.AI_EXTRA_HEADERS ?? {},
    imageModel: env.AI_IMAGE_MODEL,
    imageBaseUrl: (env.AI_IMAGE_BASE_URL ?? env.AI_BASE_URL)?.replace(/\/+$/, ""),
    imageApiKey: env.AI_IMAGE_API_KEY ?? env.AI_API_KEY,
    imageSize: env.AI_IMAGE_SIZE,
    imageDailyCap: env.AI_IMAGE_DAILY_CAP,
    moderation: env.AI_MODERATION ?? (mode === "offline" ? "local" : "model"),
    prophecyBriefingCron: env.PROPHECY_BRIEFING_CRON,
    gamesAiDisabled: gamesHook && !production,
    gamesAiDisabledIgnored: gamesHook && production,
  };
}
