// The subject types the app-wide review queue knows. A subject type supplies the card's text, whether the
// member's plan pauses it, who may add it, and what grading a due card earns. The palace registers its two
// room subjects, memory verses and flashcards theirs (text from the database: describeMany).
import type { XpAward } from "@common/schemas/palace";
import type { Db } from "@server/db/client";
import type { ActorAccess } from "../access/access.service";
import { flashcardReviewSubjects } from "../flashcards/review-subjects";
import { memoryReviewSubjects } from "../memory/review-subjects";
import { palaceReviewSubjects } from "../palace/review-subjects";

export type ReviewSubject = { front: string; back: string };

export type ReviewSubjectHandler = {
  types: readonly string[];
  /** The card's text, or null when the subject does not exist (→ 404). */
  describe(subjectType: string, subjectId: string): ReviewSubject | null;
  /** For subjects whose text lives in the database (memory verses): the texts of the member's subjects by id. */
  describeMany?(db: Db, userId: string, subjectIds: string[]): Promise<Map<string, ReviewSubject>>;
  /** Paused cards stay in the queue but are not due (e.g. a room whose floor the plan no longer opens). */
  paused(subjectType: string, subjectId: string, access: ActorAccess): boolean;
  /** Throws (e.g. 402) when the member may not add or grade this subject now. */
  assertActive(subjectType: string, subjectId: string, access: ActorAccess): void;
  /** Canonical subject id (e.g. a room alias resolved), or null when unknown. */
  normaliseId(subjectType: string, subjectId: string): string | null;
  /** What grading a due card earns, written in the grading transaction. */
  onGradedDue?(
    tx: Db,
    input: { userId: string; subjectType: string; subjectId: string; logId: string; now: Date },
  ): Promise<XpAward | null>;
};

const handlers: readonly ReviewSubjectHandler[] = [
  palaceReviewSubjects,
  memoryReviewSubjects,
  flashcardReviewSubjects,
];

/** The subject types of one area of the queue (GET /api/review/queue?subject=…). */
export const reviewAreas = {
  palace: palaceReviewSubjects.types,
  memory_verse: memoryReviewSubjects.types,
} as const satisfies Record<string, readonly string[]>;
export type ReviewArea = keyof typeof reviewAreas;

export function reviewHandler(subjectType: string): ReviewSubjectHandler | undefined {
  return handlers.find((handler) => handler.types.includes(subjectType));
}
