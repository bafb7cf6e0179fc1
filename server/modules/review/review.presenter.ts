import type { ReviewCardDto, ReviewQueueDto } from "@common/schemas/palace";
import type { ReviewCardRow } from "./review.queries";
import type { ReviewSubject } from "./review.registry";

/** A card with its subject's text (front and back), as the queue and the grade answer show it. */
export function presentCard(row: ReviewCardRow, paused: boolean, text: ReviewSubject): ReviewCardDto {
  return {
    id: row.id,
    // Cards are only created for the registry's subject types (an unknown type is refused as a 404).
    subjectType: row.subjectType as ReviewCardDto["subjectType"],
    subjectId: row.subjectId,
    front: text.front,
    back: text.back,
    dueAt: row.due.toISOString(),
    reps: row.reps,
    paused,
  };
}

/** `nextDue`: when the soonest card that is not due yet comes due; null when there is none. */
export function presentQueue(queue: {
  due: ReviewCardDto[];
  dueCount: number;
  nextDue: Date | undefined;
  total: number;
}): ReviewQueueDto {
  return {
    due: queue.due,
    dueCount: queue.dueCount,
    nextDueAt: queue.nextDue?.toISOString() ?? null,
    total: queue.total,
  };
}
