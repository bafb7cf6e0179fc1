/**
 * The AI layer's streaming overhead (issue 12, ai.md §1.3), for `npm run bench`: with the app pointed at the
 * OpenAI-compatible fake on loopback (server/test/fake-ai.ts, the one `npm run fake-ai` runs), the time from a
 * member's POST /api/ai/chat to its first `delta` frame, beside the fake's own time to its first token when asked
 * directly. The difference is what the pipeline adds before the first word: session, plan, quota reservation,
 * thread and message rows, prompt assembly and the provider client. Free members ask three questions each (their
 * daily limit), so the samples come from several members.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadEnv } from "@server/env";
import { createLogger } from "@server/logger";
import { startServer } from "@server/main";
import { startFakeAi } from "@server/test/fake-ai";
import { percentile } from "./bench-bible";

const SAMPLES = 24;
const QUESTIONS_PER_MEMBER = 3;

/** Milliseconds until `marker` first appears in the streamed body of `response`; the rest is read to the end. */
async function msUntil(started: number, response: Response, marker: string): Promise<number> {
  if (!response.ok || !response.body) throw new Error(`stream refused: ${response.status}`);
  const decoder = new TextDecoder();
  let seen = "";
  let at: number | undefined;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (at === undefined) {
      seen += decoder.decode(chunk.value, { stream: true });
      if (seen.includes(marker)) at = performance.now() - started;
    }
  }
  if (at === undefined) throw new Error(`the stream ended without ${marker.trim()}`);
  return at;
}

const summary = (label: string, samples: number[]) =>
  `  ${label.padEnd(44)} p50 ${percentile(samples, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(samples, 95).toFixed(0).padStart(5)} ms`;

export async function benchAiStreaming(): Promise<string[]> {
  const fake = await startFakeAi();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pt-bench-ai-"));
  const port = 3191;
  const origin = `http://localhost:${port}`;
  const env = loadEnv({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    AUTH_RATE_LIMIT_MAX: "10000",
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: "bench-fake",
  });
  const server = await startServer(env, { logger: createLogger("warn") });
  const headers = { "content-type": "application/json", origin };
  try {
    const direct: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const started = performance.now();
      const response = await fetch(`${fake.baseUrl}/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          model: "bench-fake",
          stream: true,
          messages: [{ role: "user", content: `How does the laver point to Christ? (${i})` }],
        }),
      });
      direct.push(await msUntil(started, response, '"content":"'));
    }

    const throughApp: number[] = [];
    for (let member = 0; throughApp.length < SAMPLES; member += 1) {
      const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          name: `Streamer ${member}`,
          email: `streamer-${member}@example.com`,
          password: "bench-password",
        }),
      });
      if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
      const cookie = signUp.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      for (let q = 0; q < QUESTIONS_PER_MEMBER && throughApp.length < SAMPLES; q += 1) {
        const started = performance.now();
        const response = await fetch(`${origin}/api/ai/chat`, {
          method: "POST",
          headers: { ...headers, cookie },
          body: JSON.stringify({
            assistant: "phototheology",
            message: `How does the laver point to Christ? (${member}.${q})`,
          }),
        });
        throughApp.push(await msUntil(started, response, "event: delta"));
      }
    }

    const overhead = percentile(throughApp, 50) - percentile(direct, 50);
    return [
      `\nAI streaming: first text through the app vs the fake model's own first token (${SAMPLES} questions each):`,
      summary("the fake model, asked directly", direct),
      summary("POST /api/ai/chat → first delta frame", throughApp),
      `  overhead at the median: ${overhead.toFixed(0)} ms`,
    ];
  } finally {
    await server.stop();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
