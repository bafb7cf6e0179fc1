import { describe, expect, test } from "vitest";
import { EnvError, loadEnv } from "./env";

// AUTH_SECRET set so loadEnv never writes a generated secret into DATA_DIR.
const base = { AUTH_SECRET: "x".repeat(32), DATA_DIR: "/tmp/pt-env-test" };
const endpoint = { AI_BASE_URL: "http://127.0.0.1:11434/v1/", AI_MODEL: "llama3.2" };

describe("AI configuration (ai.md §1.1)", () => {
  test("nothing set: offline, with local moderation and the documented defaults", () => {
    const { ai } = loadEnv(base);
    expect(ai).toMatchObject({
      provider: "openai-compatible",
      mode: "offline",
      baseUrl: undefined,
      model: undefined,
      jsonMode: "json_schema",
      streaming: true,
      maxOutputTokens: 2000,
      maxContextChars: 24_000,
      connectTimeoutMs: 10_000,
      firstTokenTimeoutMs: 30_000,
      totalTimeoutMs: 120_000,
      extraHeaders: {},
      imageModel: undefined,
      imageSize: "1024x1024",
      imageDailyCap: 20,
      moderation: "local",
      prophecyBriefingCron: undefined,
    });
  });

  test.each([
    ["the base URL", { AI_MODEL: "llama3.2" }],
    ["the model", { AI_BASE_URL: "https://api.example.com/v1" }],
    ["the model (blank)", { AI_BASE_URL: "https://api.example.com/v1", AI_MODEL: "" }],
  ])("without %s the server still starts, offline", (_, vars) => {
    const { ai } = loadEnv({ ...base, AI_API_KEY: "sk-secret", ...vars });
    expect(ai.mode).toBe("offline");
    expect(ai.baseUrl).toBeUndefined();
    expect(ai.apiKey).toBeUndefined();
    expect(ai.moderation).toBe("local");
  });

  test("a base URL and a model: model mode, model moderation, the URL without its trailing slash", () => {
    const { ai } = loadEnv({ ...base, ...endpoint });
    expect(ai).toMatchObject({
      mode: "model",
      baseUrl: "http://127.0.0.1:11434/v1",
      model: "llama3.2",
      apiKey: undefined,
      moderation: "model",
      imageBaseUrl: "http://127.0.0.1:11434/v1",
    });
  });

  test("every variable is read", () => {
    const { ai } = loadEnv({
      ...base,
      ...endpoint,
      AI_API_KEY: "sk-chat",
      AI_JSON_MODE: "json_object",
      AI_STREAMING: "false",
      AI_MAX_OUTPUT_TOKENS: "800",
      AI_MAX_CONTEXT_CHARS: "12000",
      AI_CONNECT_TIMEOUT_MS: "2000",
      AI_FIRST_TOKEN_TIMEOUT_MS: "90000",
      AI_TOTAL_TIMEOUT_MS: "300000",
      AI_EXTRA_HEADERS: '{"X-Title":"Phototheology","HTTP-Referer":"https://example.org"}',
      AI_IMAGE_MODEL: "image-1",
      AI_IMAGE_BASE_URL: "https://images.example.com/v1",
      AI_IMAGE_API_KEY: "sk-image",
      AI_IMAGE_SIZE: "512x512",
      AI_IMAGE_DAILY_CAP: "5",
      AI_MODERATION: "local",
      PROPHECY_BRIEFING_CRON: "0 6 * * 1",
      GAMES_AI_DISABLED: "1",
    });
    expect(ai).toEqual({
      provider: "openai-compatible",
      mode: "model",
      baseUrl: "http://127.0.0.1:11434/v1",
      apiKey: "sk-chat",
      model: "llama3.2",
      jsonMode: "json_object",
      streaming: false,
      maxOutputTokens: 800,
      maxContextChars: 12_000,
      connectTimeoutMs: 2000,
      firstTokenTimeoutMs: 90_000,
      totalTimeoutMs: 300_000,
      extraHeaders: { "X-Title": "Phototheology", "HTTP-Referer": "https://example.org" },
      imageModel: "image-1",
      imageBaseUrl: "https://images.example.com/v1",
      imageApiKey: "sk-image",
      imageSize: "512x512",
      imageDailyCap: 5,
      moderation: "local",
      prophecyBriefingCron: "0 6 * * 1",
      // NODE_ENV defaults to production, where the games' test hook is ignored.
      gamesAiDisabled: false,
      gamesAiDisabledIgnored: true,
    });
  });

  describe("AI_PROVIDER=fake", () => {
    test("refused in production (the default NODE_ENV) with one line naming the variable", () => {
      const refusal = new EnvError(
        "Invalid configuration: AI_PROVIDER=fake is for tests and development only (refused with NODE_ENV=production)",
      );
      expect(() => loadEnv({ ...base, AI_PROVIDER: "fake" })).toThrow(refusal);
      expect(() => loadEnv({ ...base, AI_PROVIDER: "fake", NODE_ENV: "production" })).toThrow(refusal);
    });

    test.each([["development"], ["test"]])(
      "with NODE_ENV=%s: fake mode, model fake, 3 s / 20 s timeouts",
      (nodeEnv) => {
        const { ai } = loadEnv({ ...base, AI_PROVIDER: "fake", NODE_ENV: nodeEnv });
        expect(ai).toMatchObject({
          provider: "fake",
          mode: "fake",
          model: "fake",
          baseUrl: undefined,
          firstTokenTimeoutMs: 3_000,
          totalTimeoutMs: 20_000,
          moderation: "model",
        });
      },
    );

    test("its timeouts can still be set", () => {
      const { ai } = loadEnv({
        ...base,
        AI_PROVIDER: "fake",
        NODE_ENV: "test",
        AI_FIRST_TOKEN_TIMEOUT_MS: "250",
        AI_TOTAL_TIMEOUT_MS: "1000",
      });
      expect([ai.firstTokenTimeoutMs, ai.totalTimeoutMs]).toEqual([250, 1000]);
    });
  });

  describe("GAMES_AI_DISABLED (games.md §3.13)", () => {
    test.each([
      ["1", "test", true],
      ["true", "development", true],
      ["0", "test", false],
      [undefined, "test", false],
    ])("%s with NODE_ENV=%s: games judge by the rules alone → %s", (value, nodeEnv, disabled) => {
      const { ai } = loadEnv({ ...base, AI_PROVIDER: "fake", NODE_ENV: nodeEnv, GAMES_AI_DISABLED: value });
      expect(ai).toMatchObject({ gamesAiDisabled: disabled, gamesAiDisabledIgnored: false });
    });

    test("ignored in production (test hooks are refused there), and flagged for the start-up log", () => {
      const { ai } = loadEnv({ ...base, ...endpoint, NODE_ENV: "production", GAMES_AI_DISABLED: "1" });
      expect(ai).toMatchObject({ gamesAiDisabled: false, gamesAiDisabledIgnored: true });
    });
  });

  test.each([
    [
      "not JSON",
      "{X-Title: Phototheology}",
      /^Invalid configuration: AI_EXTRA_HEADERS must be a JSON object/,
    ],
    [
      "an array",
      '["X-Title"]',
      /^Invalid configuration: AI_EXTRA_HEADERS must be a JSON object of header names/,
    ],
    [
      "a number value",
      '{"X-Retries":3}',
      /^Invalid configuration: AI_EXTRA_HEADERS must be a JSON object of header names/,
    ],
    [
      "a bad header name",
      '{"X Title":"a"}',
      /^Invalid configuration: AI_EXTRA_HEADERS must be a JSON object of header names/,
    ],
    [
      "a line break in a value",
      '{"X-Title":"a\\r\\nInjected: 1"}',
      /^Invalid configuration: AI_EXTRA_HEADERS must not put line breaks/,
    ],
  ])("AI_EXTRA_HEADERS that is %s is refused with one line", (_, value, message) => {
    expect(() => loadEnv({ ...base, ...endpoint, AI_EXTRA_HEADERS: value })).toThrow(message);
  });

  test.each([
    ["AI_PROVIDER", "openai"],
    ["AI_BASE_URL", "localhost:11434/v1"],
    ["AI_BASE_URL", "ftp://example.com/v1"],
    ["AI_JSON_MODE", "json"],
    ["AI_STREAMING", "no"],
    ["AI_MAX_OUTPUT_TOKENS", "0"],
    ["AI_FIRST_TOKEN_TIMEOUT_MS", "soon"],
    ["AI_IMAGE_SIZE", "large"],
    ["AI_IMAGE_DAILY_CAP", "-1"],
    ["AI_MODERATION", "strict"],
    ["PROPHECY_BRIEFING_CRON", "every monday"],
    ["GAMES_AI_DISABLED", "yes"],
  ])("a bad %s (%s) stops the start with one line naming it", (name, value) => {
    expect(() => loadEnv({ ...base, [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });
});
