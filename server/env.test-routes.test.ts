import { describe, expect, test } from "vitest";
import { EnvError, loadEnv } from "./env";

// AUTH_SECRET set so loadEnv never writes a generated secret into DATA_DIR.
const base = { AUTH_SECRET: "x".repeat(32), DATA_DIR: "/tmp/pt-env-test" };
const refusal = new EnvError(
  "Invalid configuration: ENABLE_TEST_ROUTES needs NODE_ENV=test (it lets tests move the clock and seed plans)",
);

describe("ENABLE_TEST_ROUTES (the e2e suite's /api/test routes)", () => {
  test("off unless set", () => {
    expect(loadEnv(base).enableTestRoutes).toBe(false);
    expect(loadEnv({ ...base, NODE_ENV: "test" }).enableTestRoutes).toBe(false);
    expect(loadEnv({ ...base, NODE_ENV: "test", ENABLE_TEST_ROUTES: "false" }).enableTestRoutes).toBe(false);
  });

  test("on with NODE_ENV=test", () => {
    expect(loadEnv({ ...base, NODE_ENV: "test", ENABLE_TEST_ROUTES: "true" }).enableTestRoutes).toBe(true);
  });

  test.each([["production"], ["development"], [undefined]])(
    "refused with NODE_ENV=%s: the server stops with one line saying why",
    (nodeEnv) => {
      const env = { ...base, ENABLE_TEST_ROUTES: "true", ...(nodeEnv ? { NODE_ENV: nodeEnv } : {}) };
      expect(() => loadEnv(env)).toThrow(refusal);
    },
  );

  test("anything but true or false names the variable", () => {
    expect(() => loadEnv({ ...base, NODE_ENV: "test", ENABLE_TEST_ROUTES: "yes" })).toThrow(
      /^Invalid configuration: ENABLE_TEST_ROUTES /,
    );
  });
});
