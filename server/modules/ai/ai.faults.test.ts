import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { aiErrorMessages, aiText } from "@common/constants/ai";
import { type FakeAi, startFakeAi } from "@server/test/fake-ai";
import { useTestApp } from "@server/test/kit";
import type { TestMember } from "@server/test/members";
import { ask, deltasOf, frame, phototheology } from "./ai-test-support";

/*
 * Provider faults (ai.md §1.8) through the real HTTP client against the HTTP fake (server/test/fake-ai.ts): each
 * one's code and message, the question refunded, nothing already saved lost; degraded mode; secrets never sent.
 */

let fakeAi: FakeAi;
const apiKey = "sk-test-0123456789-secret-key";

beforeAll(async () => {
  fakeAi = await startFakeAi({ chunkDelayMs: 5 });
});
afterAll(async () => {
  await fakeAi?.close();
});

const app = useTestApp(() => ({
  aiEnv: {
    AI_BASE_URL: fakeAi.baseUrl,
    AI_MODEL: "fake-model-7b",
    AI_API_KEY: apiKey,
    AI_FIRST_TOKEN_TIMEOUT_MS: "600",
    AI_TOTAL_TIMEOUT_MS: "5000",
  },
}));

const quotaOf = async (member: TestMember) => (await member.client.get("/api/ai/quota")).body;

const threadOf = async (member: TestMember, threadId: string) =>
  (await member.client.get(`/api/ai/threads/${threadId}`)).body;

test("a model answer streams through the real client and counts one question", async () => {
  const member = await app.member();
  const result = await ask(member.client, phototheology("What does the laver teach?"));
  expect(frame(result, "meta")).toMatchObject({ source: "model", quota: { used: 1 } });
  expect(deltasOf(result)).toContain("FAKE ANSWER to: What does the laver teach?");
  expect(frame(result, "done").message).toMatchObject({
    source: "model",
    status: "complete",
    rooms: ["SR", "BL"],
    passages: ["John 3:16", "Hebrews 8:1-2"],
  });
  expect(fakeAi.lastRequest()?.body).toMatchObject({ model: "fake-model-7b", stream: true });
});

describe.each([
  ["#fake-429", "ai_provider_busy", true, false],
  ["#fake-402", "ai_provider_unavailable", true, true],
  ["#fake-500", "ai_provider_error", true, true],
  ["#fake-timeout", "ai_timeout", true, true],
] as const)("%s", (tag, code, retryable, offlineAvailable) => {
  test(`→ ${code} with its §1.8 message; the question is refunded and the question kept`, async () => {
    const member = await app.member();
    const sentBefore = fakeAi.requests.length;
    const result = await ask(member.client, phototheology(`Explain the lampstand ${tag}`));
    expect(result.status).toBe(200);
    expect(frame(result, "meta").quota).toMatchObject({ used: 1 });
    const error = frame(result, "error");
    expect(error).toEqual({
      code,
      message: aiErrorMessages[code],
      retryable,
      offlineAvailable,
      quota: expect.objectContaining({ used: 0, remaining: 3 }),
    });
    expect(await quotaOf(member)).toMatchObject({ used: 0, remaining: 3 });
    // 5xx: retried once after 1 s (nothing had been sent yet); 4xx and timeouts never.
    expect(fakeAi.requests.length - sentBefore).toBe(tag === "#fake-500" ? 2 : 1);
    const detail = await threadOf(member, frame(result, "meta").threadId);
    expect(
      detail.messages.map((message: { role: string; status: string }) => [message.role, message.status]),
    ).toEqual([
      ["user", "complete"],
      ["assistant", "failed"],
    ]);
  });
});

test("#fake-cutoff: the partial answer is saved as interrupted, ai_interrupted, not counted; then answered offline", async () => {
  const member = await app.member();
  const result = await ask(member.client, phototheology("Tell me about the ark #fake-cutoff"));
  const error = frame(result, "error");
  expect(error).toMatchObject({
    code: "ai_interrupted",
    message: aiErrorMessages.ai_interrupted,
    retryable: true,
  });
  expect(deltasOf(result)).toContain("FAKE ANSWER to:");
  expect(await quotaOf(member)).toMatchObject({ used: 0 });
  const { threadId, assistantMessageId } = frame(result, "meta");
  const saved = (await threadOf(member, threadId)).messages.find(
    (message: { id: string }) => message.id === assistantMessageId,
  );
  expect(saved.status).toBe("interrupted");
  expect(saved.content).toMatch(/^FAKE ANSWER to: Tell/);
  expect(saved.content.length).toBeLessThan(deltasOf(result).length + 1);
  expect(aiText.interrupted).toBe("The answer was cut off");
  // "Answer offline" after the error: the last answer is replaced by the offline engine's, still uncounted.
  const again = await member.client.fetch(`/api/ai/threads/${threadId}/regenerate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ offline: true }),
  });
  expect(again.status).toBe(200);
  const text = await again.text();
  expect(text).toContain('"source":"offline"');
  const after = (await threadOf(member, threadId)).messages;
  expect(after).toHaveLength(2);
  expect(after[1]).toMatchObject({ role: "assistant", source: "offline", status: "complete" });
  expect(await quotaOf(member)).toMatchObject({ used: 0 });
});

test("status: model id for admins only, never the base URL or key", async () => {
  const member = await app.member();
  const admin = await app.member({ role: "admin" });
  const forMember = await member.client.get("/api/ai/status");
  expect(forMember.body).toEqual({
    mode: "model",
    streaming: true,
    imageGeneration: false,
    degradedUntil: null,
  });
  const forAdmin = await admin.client.get("/api/ai/status");
  expect(forAdmin.body).toMatchObject({ mode: "model", model: "fake-model-7b" });
  const host = new URL(fakeAi.baseUrl).host;
  for (const body of [forMember.body, forAdmin.body, (await admin.client.get("/api/admin/ai")).body]) {
    const text = JSON.stringify(body);
    expect(text).not.toContain(host);
    expect(text).not.toContain(apiKey);
  }
});

test("three out-of-credit failures pause AI: status shows degradedUntil, answers come offline, uncounted", async () => {
  const member = await app.member();
  const admin = await app.member({ role: "admin" });
  // One #fake-402 happened above; two more reach the three of §1.8.
  for (const n of [1, 2]) {
    const result = await ask(member.client, phototheology(`Out of credit ${n} #fake-402`));
    expect(frame(result, "error").code).toBe("ai_provider_unavailable");
  }
  const status = (await member.client.get("/api/ai/status")).body;
  expect(status.degradedUntil).not.toBeNull();
  const result = await ask(member.client, phototheology("What does the laver teach?"));
  expect(frame(result, "meta").source).toBe("offline");
  expect(frame(result, "done").message.source).toBe("offline");
  expect(await quotaOf(member)).toMatchObject({ used: 0 });
  const overview = (await admin.client.get("/api/admin/ai")).body;
  expect(overview.recentErrors[0]).toMatchObject({ kind: "out_of_credit", status: 402 });
  expect(JSON.stringify(overview)).not.toContain(apiKey);
});
