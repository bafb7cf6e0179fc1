import { expect, test } from "vitest";
import type { CardRow, CardWithReview, ReviewRow } from "./flashcards.queries";
import { planSession } from "./review-session";

const now = new Date("2026-03-02T10:00:00.000Z");
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

function card(id: string, position: number, state: number, due: Date): CardWithReview {
  return {
    card: { id, position } as CardRow,
    review: { state, due } as ReviewRow,
  };
}

test("due learning and review cards come first (soonest due first), then new cards in deck order", () => {
  const plan = planSession(
    [
      card("new-a", 0, 0, now),
      card("review", 1, 2, minutes(-60)),
      card("learning", 2, 1, minutes(-1)),
      card("new-b", 3, 0, now),
    ],
    now,
    20,
  );
  expect(plan.next?.card.id).toBe("review");
  expect(plan.counts).toEqual({ new: 2, learning: 1, due: 1 });
});

test("new cards stop at the day's allowance; nothing due → the next due time", () => {
  const plan = planSession(
    [card("new-a", 0, 0, now), card("new-b", 1, 0, now), card("later", 2, 1, minutes(10))],
    now,
    1,
  );
  expect(plan.next?.card.id).toBe("new-a");
  expect(plan.counts.new).toBe(1);
  const done = planSession([card("new-a", 0, 0, now), card("later", 2, 1, minutes(10))], now, 0);
  expect(done.next).toBeNull();
  expect(done.nextDueAt).toEqual(minutes(10));
});
