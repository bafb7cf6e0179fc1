import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { AccessGrantFields } from "../../../common/policies/effective-plan";
import type { Db } from "../../db/client";
import { accessGrants } from "../../db/schema";

/** The member's unrevoked grants that have not ended by `now` (future-starting ones included). */
export async function findLiveGrants(db: Db, userId: string, now: Date): Promise<AccessGrantFields[]> {
  return db
    .select({ id: accessGrants.id, source: accessGrants.source, startsAt: accessGrants.startsAt, endsAt: accessGrants.endsAt })
    .from(accessGrants)
    .where(
      and(
        eq(accessGrants.userId, userId),
        isNull(accessGrants.revokedAt),
        or(isNull(accessGrants.endsAt), gt(accessGrants.endsAt, now)),
      ),
    );
}
