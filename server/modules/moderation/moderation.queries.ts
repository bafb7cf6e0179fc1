import { and, asc, count, eq, gte, inArray, min, sql } from "drizzle-orm";
import type { ReportSubject } from "@common/schemas/moderation";
import type { Db } from "@server/db/client";
import { contentReports, profiles } from "@server/db/schema";

export type ReportRow = typeof contentReports.$inferSelect;

/** Serialises one member's reports, so the hourly limit holds under parallel requests. */
export async function lockReporter(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`content-report:${userId}`}, 0))`);
}

export async function hasReported(
  db: Db,
  reporterId: string,
  subjectType: ReportSubject,
  subjectId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: contentReports.id })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.reporterId, reporterId),
        eq(contentReports.subjectType, subjectType),
        eq(contentReports.subjectId, subjectId),
      ),
    );
  return row !== undefined;
}

export async function countReportsSince(db: Db, reporterId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contentReports)
    .where(and(eq(contentReports.reporterId, reporterId), gte(contentReports.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** Stores the report; false when this member had already reported the item (nothing stored). */
export async function insertReport(db: Db, values: typeof contentReports.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(contentReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  return inserted.length > 0;
}

/** How many open reports the item has now. */
export async function countOpenReports(
  db: Db,
  subjectType: ReportSubject,
  subjectId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.subjectType, subjectType),
        eq(contentReports.subjectId, subjectId),
        eq(contentReports.status, "open"),
      ),
    );
  return Number(row?.n ?? 0);
}

export type OpenReportGroup = { subjectType: ReportSubject; subjectId: string; oldest: Date };

/** Every item with open reports, with its oldest open report's time. */
export async function openReportGroups(db: Db): Promise<OpenReportGroup[]> {
  const rows = await db
    .select({
      subjectType: contentReports.subjectType,
      subjectId: contentReports.subjectId,
      oldest: min(contentReports.createdAt),
    })
    .from(contentReports)
    .where(eq(contentReports.status, "open"))
    .groupBy(contentReports.subjectType, contentReports.subjectId);
  return rows.flatMap((row) => (row.oldest ? [{ ...row, oldest: row.oldest }] : []));
}

export type OpenReportWithReporter = {
  report: ReportRow;
  /** The reporter's public display name; null when their account is gone. */
  reporterName: string | null;
};

/** The open reports of these items of one subject type, oldest first, each with its reporter's display name. */
export async function openReportsOf(
  db: Db,
  subjectType: ReportSubject,
  subjectIds: readonly string[],
): Promise<OpenReportWithReporter[]> {
  if (subjectIds.length === 0) return [];
  return db
    .select({ report: contentReports, reporterName: profiles.displayName })
    .from(contentReports)
    .leftJoin(profiles, eq(profiles.userId, contentReports.reporterId))
    .where(
      and(
        eq(contentReports.subjectType, subjectType),
        inArray(contentReports.subjectId, [...subjectIds]),
        eq(contentReports.status, "open"),
      ),
    )
    .orderBy(asc(contentReports.createdAt), asc(contentReports.id));
}

/** Closes the item's open reports as staff decided; the number closed. */
export async function resolveOpenReports(
  db: Db,
  values: {
    subjectType: ReportSubject;
    subjectId: string;
    status: "actioned" | "dismissed";
    handledBy: string;
    handledAt: Date;
  },
): Promise<number> {
  const resolved = await db
    .update(contentReports)
    .set({ status: values.status, handledBy: values.handledBy, handledAt: values.handledAt })
    .where(
      and(
        eq(contentReports.subjectType, values.subjectType),
        eq(contentReports.subjectId, values.subjectId),
        eq(contentReports.status, "open"),
      ),
    )
    .returning({ id: contentReports.id });
  return resolved.length;
}
