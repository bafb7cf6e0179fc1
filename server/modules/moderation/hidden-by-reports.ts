// ai.md §1.7: an item with MODERATION_LIMITS.hideAtOpenReports open reports is hidden from other members until staff
// decide. This is derived from content_reports, never stored on the item, so dismissing the reports shows it again;
// each subject's own queries add these conditions where other members read items.
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import { MODERATION_LIMITS, type ReportSubject } from "@common/schemas/moderation";
import type { Db } from "@server/db/client";
import { contentReports } from "@server/db/schema";

/** The number of open reports of the item whose id (as text) is `subjectId`, as a correlated subquery. */
function openReportCount(subjectType: ReportSubject, subjectId: SQL): SQL<number> {
  return sql<number>`(select count(*) from ${contentReports} where ${contentReports.subjectType} = ${subjectType} and ${contentReports.subjectId} = ${subjectId} and ${contentReports.status} = 'open')`;
}

/** A WHERE condition: the item (its id as text, e.g. sql`${table.id}::text`) is not hidden by reports. */
export function notHiddenByReports(subjectType: ReportSubject, subjectId: SQL): SQL {
  return sql`${openReportCount(subjectType, subjectId)} < ${MODERATION_LIMITS.hideAtOpenReports}`;
}

/** Whether one item is hidden from other members by its open reports. */
export async function isHiddenByReports(
  db: Db,
  subjectType: ReportSubject,
  subjectId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ open: count() })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.subjectType, subjectType),
        eq(contentReports.subjectId, subjectId),
        eq(contentReports.status, "open"),
      ),
    );
  return Number(row?.open ?? 0) >= MODERATION_LIMITS.hideAtOpenReports;
}
