import { loadEnv } from "@server/env";
import { describe, expect, test } from "vitest";
import { createChatProvider } from "./index";

const base = { AUTH_SECRET: "x".repeat(32), DATA_DIR: "/tmp/pt-env-test", NODE_ENV: "test" };

function start(vars: Record<string, string>) {
  const lines: string[] = [];
  const provider = createChatProvider(loadEnv({ ...base, ...vars }).ai, {
    info: (line: string) => lines.push(line),
  });
  return { provider, lines };
}

describe("createChatProvider: which provider, said in one log line", () => {
  test("nothing configured: offline (no provider)", () => {
    const { provider, lines } = start({});
    expect(provider).toBeNull();
    expect(lines).toEqual([
      "AI: offline mode (AI_BASE_URL and AI_MODEL not both set); the offline study engine answers",
    ]);
  });

  test("AI_PROVIDER=fake: the built-in fake", () => {
    const { provider, lines } = start({ AI_PROVIDER: "fake" });
    expect(provider).toMatchObject({ source: "fake", model: "fake", streaming: true });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("fake");
  });

  test("an endpoint: the OpenAI-compatible client; the line names the model and origin, never the key or path", () => {
    const { provider, lines } = start({
      AI_BASE_URL: "https://gateway.example.net/v1/secret-route",
      AI_MODEL: "gpt-test",
      AI_API_KEY: "sk-live-abcdef",
      AI_STREAMING: "false",
    });
    expect(provider).toMatchObject({ source: "model", model: "gpt-test", streaming: false });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("gpt-test");
    expect(lines[0]).toContain("https://gateway.example.net");
    expect(lines[0]).not.toContain("sk-live-abcdef");
    expect(lines[0]).not.toContain("secret-route");
  });
});
