import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type FakeAi, startFakeAi } from "@server/test/fake-ai";
import { useTestApp } from "@server/test/kit";
import type { TestMember } from "@server/test/members";
import { ask, deltasOf, frame } from "./ai-test-support";
import { kidCaringReply, moderationUnavailableMessage } from "./kid-safety";

/* KidGPT's safety (ai.md §1.7, §3.4): moderation of input and output, personal data scrubbed, with the fake model. */

const app = useTestApp({ aiEnv: { AI_PROVIDER: "fake" } });

const kid = (message: string) => ({ assistant: "kid", message, options: { ageBand: "4-7" } });
const usedOf = async (member: TestMember) => (await member.client.get("/api/ai/quota")).body.used as number;

test("a free member may not use KidGPT (402)", async () => {
  const member = await app.member();
  expect((await ask(member.client, kid("Who was Noah?"))).status).toBe(402);
});

test("#fake-unsafe gets the fixed caring reply, no answer from the model, and `used` does not change", async () => {
  const member = await app.member({ plan: "premium" });
  const before = await usedOf(member);
  const result = await ask(member.client, kid("Something scary happened #fake-unsafe"));
  expect(result.status).toBe(200);
  expect(deltasOf(result)).toBe(kidCaringReply);
  expect(frame(result, "done").message).toMatchObject({ content: kidCaringReply, status: "complete" });
  expect(frame(result, "done").quota.used).toBe(before);
  expect(await usedOf(member)).toBe(before);
  // Only the moderation check reached the model: no answer request was assembled.
  expect((await member.client.get("/api/ai/fake/last-request")).status).toBe(404);
});

test("the local word check answers with the caring reply too", async () => {
  const member = await app.member({ plan: "premium" });
  const result = await ask(member.client, kid("I want to hurt myself"));
  expect(frame(result, "done").message.content).toBe(kidCaringReply);
  expect(await usedOf(member)).toBe(0);
});

test('"My email is kid@example.com" is stored and sent as "My email is [removed]"', async () => {
  const member = await app.member({ plan: "premium" });
  const result = await ask(member.client, kid("My email is kid@example.com"));
  const { threadId } = frame(result, "meta");
  const detail = (await member.client.get(`/api/ai/threads/${threadId}`)).body;
  expect(detail.messages[0].content).toBe("My email is [removed]");
  expect(detail.thread.title).toBe("My email is [removed]");
  const sent = (await member.client.get("/api/ai/fake/last-request")).body.messages;
  expect(sent.at(-1)).toEqual({ role: "user", content: "My email is [removed]" });
  expect(JSON.stringify(sent)).not.toContain("kid@example.com");
  // Phone numbers and street addresses too.
  const more = await ask(member.client, kid("Call me on 555-123-4567, I live at 12 Oak Street"));
  const moreDetail = (await member.client.get(`/api/ai/threads/${frame(more, "meta").threadId}`)).body;
  expect(moreDetail.messages[0].content).toBe("Call me on [removed], I live at [removed]");
});

test("a safe question is counted; the answer arrives whole after the check, without a Rooms line", async () => {
  const member = await app.member({ plan: "premium" });
  const result = await ask(member.client, kid("Who was Noah?"));
  const deltas = result.frames.filter((each) => each.event === "delta");
  expect(deltas).toHaveLength(1);
  const message = frame(result, "done").message;
  expect(message.content).toBe("FAKE ANSWER to: Who was Noah?");
  expect(message.rooms).toEqual([]);
  expect(message.passages).toEqual(["John 3:16", "Hebrews 8:1-2"]);
  expect(await usedOf(member)).toBe(1);
});

describe("when the moderation check cannot be made", () => {
  let fakeAi: FakeAi;
  beforeAll(async () => {
    fakeAi = await startFakeAi({ chunkDelayMs: 5 });
  });
  afterAll(() => fakeAi.close().catch(() => undefined));
  const modelApp = useTestApp(() => ({
    aiEnv: { AI_BASE_URL: fakeAi.baseUrl, AI_MODEL: "fake-model", AI_TOTAL_TIMEOUT_MS: "3000" },
  }));

  test("it fails closed: 422 content_blocked, nothing answered, nothing counted", async () => {
    const member = await modelApp.member({ plan: "premium" });
    expect(frame(await ask(member.client, kid("Who was Noah?")), "done").message.content).toBe(
      "FAKE ANSWER to: Who was Noah?",
    );
    await fakeAi.close(); // the model (and with it the classification) is unreachable now
    const result = await ask(member.client, kid("Who was Moses?"));
    expect(result.status).toBe(422);
    expect(result.body.error).toEqual({ code: "content_blocked", message: moderationUnavailableMessage });
    expect(await usedOf(member)).toBe(1);
    expect((await member.client.get("/api/ai/threads?assistant=kid")).body.threads).toHaveLength(1);
  });
});
