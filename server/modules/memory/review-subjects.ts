// Memory verses as a subject of the app-wide review queue: front = the reference, back = the verse text stored
// with the memory verse. Cards are created by POST /api/memory/verses (never through /api/review/cards) and go
// with the verse when it is removed.
import { isUuid } from "@server/http/uuid";
import { and, eq, inArray } from "drizzle-orm";
import { memoryVerses } from "@server/db/schema";
import { assertFeature } from "../access/access.service";
import type { ReviewSubject, ReviewSubjectHandler } from "../review/review.registry";

export const MEMORY_SUBJECT_TYPE = "memory_verse";

export const memoryReviewSubjects: ReviewSubjectHandler = {
  types: [MEMORY_SUBJECT_TYPE],
  normaliseId: (_type, subjectId) => (isUuid(subjectId) ? subjectId.toLowerCase() : null),
  // The text is in the database; the queue reads it through describeMany.
  describe: () => null,
  async describeMany(db, userId, subjectIds) {
    const ids = subjectIds.filter((id) => isUuid(id));
    const texts = new Map<string, ReviewSubject>();
    if (ids.length === 0) return texts;
    const rows = await db
      .select({ id: memoryVerses.id, reference: memoryVerses.reference, text: memoryVerses.text })
      .from(memoryVerses)
      .where(and(eq(memoryVerses.userId, userId), inArray(memoryVerses.id, ids)));
    for (const row of rows) texts.set(row.id, { front: row.reference, back: row.text });
    return texts;
  },
  paused: () => false,
  assertActive(_type, _subjectId, access) {
    assertFeature(access, "memory.verses");
  },
};
