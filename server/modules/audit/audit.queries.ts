import type { Db } from "@server/db/client";
import { auditLog } from "@server/db/schema";

export type AuditEntry = {
  /** null when the action came from the command line (e.g. the first admin). */
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  payload?: Record<string, unknown>;
  createdAt: Date;
};

/** Appends one row to the audit log; call it inside the transaction of the action it records. */
export async function insertAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, payload: entry.payload ?? null });
}
