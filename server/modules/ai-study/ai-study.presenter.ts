import type { RoomCheckAttemptDto } from "@common/schemas/ai";
import type { RoomCheckAttemptRow } from "./ai-study.queries";

/** A saved Check my work, as the panel lists it. */
export function presentCheckAttempt(row: RoomCheckAttemptRow): RoomCheckAttemptDto {
  return {
    id: row.id,
    roomId: row.roomId,
    verseRef: row.verseRef,
    answer: row.answer,
    verdict: row.verdict,
    points: row.points,
    judgedBy: row.judgedBy,
    createdAt: row.createdAt.toISOString(),
  };
}
