import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { certificates, profiles } from "@server/db/schema";

export type CertificateRow = typeof certificates.$inferSelect;

export async function listOwnCertificates(db: Db, userId: string): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(sql`${certificates.issuedAt} desc`);
}

export async function findOwnCertificate(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  return row ?? null;
}

/** A certificate anyone may see: by its share token, and only while public. */
export async function findPublicCertificate(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.shareToken, token), eq(certificates.isPublic, true)));
  return row ?? null;
}

export async function setVisibility(db: Db, userId: string, id: string, isPublic: boolean) {
  const [row] = await db
    .update(certificates)
    .set({ isPublic })
    .where(and(eq(certificates.id, id), eq(certificates.userId, userId)))
    .returning();
  return row ?? null;
}

export async function nextCertificateSerial(db: Db): Promise<number> {
  const result = await db.execute(sql`select nextval('certificate_no_seq') as n`);
  // Both drivers (PGlite, node-postgres) answer a raw query with `rows`.
  const rows = ((result as { rows?: unknown[] }).rows ?? []) as Array<Record<string, unknown>>;
  return Number(rows[0]?.n);
}

/** Inserts unless the member already holds this certificate; returns the row inserted, or null. */
export async function insertCertificate(
  db: Db,
  values: Omit<CertificateRow, "id" | "isPublic" | "data"> & { data?: Record<string, unknown> },
): Promise<CertificateRow | null> {
  const [row] = await db
    .insert(certificates)
    .values(values)
    .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
    .returning();
  return row ?? null;
}

export async function displayNameOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ displayName: profiles.displayName })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.displayName ?? "Member";
}
