// The right answers for an attempt, in the submit format. Only for the test-only route
// (/api/test/palace/attempts/:id/key, ENABLE_TEST_ROUTES) and route tests — never mounted in production.
import type { RoomId } from "@common/content/palace/types";
import type { Db } from "@server/db/client";
import { keyAnswer } from "./grading";
import type { BankSource } from "./palace.access";
import { findAttempt } from "./palace.queries";

export async function attemptKey(db: Db, banks: BankSource, attemptId: string) {
  const attempt = await findAttempt(db, attemptId);
  if (!attempt) return null;
  const bank = banks[attempt.roomId as RoomId] ?? [];
  const answers: Record<string, number | string | number[] | string[]> = {};
  for (const id of attempt.itemIds) {
    const item = bank.find((candidate) => candidate.id === id);
    if (item) answers[id] = keyAnswer(item, attempt.presented[id] ?? {});
  }
  return { attemptId: attempt.id, roomId: attempt.roomId, answers };
}
