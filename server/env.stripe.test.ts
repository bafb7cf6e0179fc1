import { describe, expect, test } from "vitest";
import { EnvError, loadEnv } from "./env";

// AUTH_SECRET set so loadEnv never writes a generated secret into DATA_DIR.
const base = { AUTH_SECRET: "x".repeat(32), DATA_DIR: "/tmp/pt-env-test" };

describe("STRIPE_* configuration", () => {
  test("unset → no Stripe (the checkout links are used)", () => {
    expect(loadEnv(base).stripe).toBeUndefined();
  });

  test("key, webhook secret and prices are read together", () => {
    const env = loadEnv({
      ...base,
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_PRICE_PREMIUM: "price_premium",
    });
    expect(env.stripe).toEqual({
      secretKey: "sk_test_abc",
      webhookSecret: "whsec_abc",
      prices: { essential: undefined, premium: "price_premium" },
      apiBase: undefined,
    });
  });

  test("a key without the webhook secret stops the server with one line", () => {
    expect(() => loadEnv({ ...base, STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(
      new EnvError("Invalid configuration: STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY"),
    );
  });

  test("malformed values name the variable", () => {
    expect(() => loadEnv({ ...base, STRIPE_PRICE_ESSENTIAL: "prod_123" })).toThrow(
      /STRIPE_PRICE_ESSENTIAL must start with price_/,
    );
  });

  test("STRIPE_API_BASE is refused in production and accepted for tests", () => {
    const stripe = {
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    };
    expect(() => loadEnv({ ...base, ...stripe })).toThrow(
      /STRIPE_API_BASE is for tests and development only/,
    );
    expect(loadEnv({ ...base, ...stripe, NODE_ENV: "test" }).stripe?.apiBase).toBe("http://127.0.0.1:12111");
  });
});
