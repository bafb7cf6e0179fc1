// The opaque cursor of a page of ai_threads (newest activity first): the last row's activity time and id, so a page
// boundary stays put while new threads arrive. Shared by the assistants' thread list and the tools that keep their
// runs as threads (Critics Analysis).
import { z } from "zod";
import { AppError } from "@server/http/errors";
import type { ThreadCursor, ThreadRow } from "./threads.queries";

const uuid = z.uuid();

export function encodeThreadCursor(row: Pick<ThreadRow, "lastMessageAt" | "id">): string {
  return Buffer.from(`${row.lastMessageAt.toISOString()}|${row.id}`).toString("base64url");
}

/** A cursor we did not write is a 400 with `message` (what the list is called, for the member). */
export function decodeThreadCursor(cursor: string, message: string): ThreadCursor {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const date = at ? new Date(at) : null;
  if (!date || Number.isNaN(date.getTime()) || !id || !uuid.safeParse(id).success) {
    throw new AppError(400, "validation_failed", message);
  }
  return { at: date, id };
}

/** One page of `limit` rows from a query asked for `limit + 1`, and the cursor of the next page if there is one. */
export function threadPage<T extends Pick<ThreadRow, "lastMessageAt" | "id">>(
  rows: readonly T[],
  limit: number,
): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > page.length && last ? encodeThreadCursor(last) : null };
}
