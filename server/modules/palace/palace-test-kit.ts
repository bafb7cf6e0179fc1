// Test-only helpers shared by the palace and review route tests. Like the tests, they read response JSON untyped.
import { expect } from "vitest";
import type { TestAppHandle } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";
import { attemptKey } from "./attempt-key";
import type { BankSource } from "./palace.access";

/** A payload the Story Room's auto-check passes (passage, 3–7 short beats, a one-sentence arc). */
export const passingBeats = {
  passage: "Jonah 1-4",
  beats: ["Call", "Flight", "Storm", "Fish", "Nineveh"],
  arc: "A runaway prophet is carried into a mercy he resents.",
};

/** Members and plans come from the test kit (`app.member({ plan })`, `app.setPlan`); this adds the palace's steps. */
export function kit(app: TestAppHandle, banks: BankSource) {
  async function key(attemptId: string) {
    const found = await attemptKey(app.db, banks, attemptId);
    if (!found) throw new Error("no such attempt");
    return found.answers;
  }

  async function start(client: TestClient, roomId: string, body: object) {
    const response = await client.post(`/api/palace/rooms/${roomId}/attempts`, body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  }

  /** Starts an attempt and submits the right answers (plus any written parts). */
  async function pass(client: TestClient, roomId: string, body: object, extra: object = {}) {
    const attempt = await start(client, roomId, body);
    const response = await client.post(`/api/palace/attempts/${attempt.attemptId}/submit`, {
      answers: await key(attempt.attemptId),
      ...extra,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  }

  async function passLearnCheck(client: TestClient, roomId: string) {
    const result = await pass(client, roomId, { kind: "learn_check" });
    expect(result.passed).toBe(true);
    return result;
  }

  async function passingEntry(client: TestClient, roomId = "sr") {
    const response = await client.post(`/api/palace/rooms/${roomId}/entries`, {
      payload: passingBeats,
      check: true,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.judge.verdict).toBe("pass");
    return response.body;
  }

  /** Completes the Story Room: learn check, a passing entry, Mark room complete. */
  async function completeStoryRoom(client: TestClient) {
    await passLearnCheck(client, "sr");
    await passingEntry(client, "sr");
    const response = await client.post("/api/palace/rooms/sr/complete");
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  }

  return { key, start, pass, passLearnCheck, passingEntry, completeStoryRoom };
}
