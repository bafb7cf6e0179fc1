// Publishing the daily editions (games.md §4.20): the scheduler runs this every few minutes and `GET /api/hunts` calls
// it too, so a fresh server or a test never shows an empty list. Publishing takes a database-wide advisory lock and
// inserts with ON CONFLICT DO NOTHING on the edition date, so several instances publish each day once.
import type { Clock } from "@server/clock";
import type { Db } from "@server/db/client";
import type { Logger } from "@server/logger";
import { approvedHunt, approvedHunts } from "@server/modules/adventure-drafts/bank";
import type { Hunt } from "@server/modules/games/content/adventure-types";
import { hunts } from "@server/modules/games/content/hunts";
import { HUNT_RULES } from "./hunt-rules";
import { editionsBefore, findEditionByDate, insertEdition, lockEditionPublishing } from "./hunts.queries";
import { type EditionDate, editionsToPublish, huntDayOf, publishedAtOf } from "./rotation";

/** Enough history for the rotation: the last use of each difficulty and the no-repeat window. */
const HISTORY_LIMIT = HUNT_RULES.noRepeatDays * 3;

/** The rotation's bank: the curated hunts, then the admins' approved AI drafts in the order they were approved. */
export async function huntBank(db: Db): Promise<Hunt[]> {
  return [...hunts, ...(await approvedHunts(db))];
}

/** A hunt of the bank by its key: a curated id, or `draft-{id}` of an approved draft (never a pending one). */
export async function findBankHunt(db: Db, key: string): Promise<Hunt | undefined> {
  return hunts.find((hunt) => hunt.id === key) ?? (await approvedHunt(db, key));
}

/** Makes sure the current hunt day's edition exists; returns the dates it published (none when it was there). */
export async function ensureEditions(deps: {
  db: Db;
  clock: Clock;
  logger?: Logger;
}): Promise<EditionDate[]> {
  const now = deps.clock.now();
  const today = huntDayOf(now);
  if (await findEditionByDate(deps.db, today)) return [];
  const published = await deps.db.transaction(async (tx) => {
    await lockEditionPublishing(tx);
    if (await findEditionByDate(tx, today)) return [];
    const history = await editionsBefore(tx, today, HISTORY_LIMIT);
    const inserted: EditionDate[] = [];
    for (const edition of editionsToPublish(today, history, await huntBank(tx))) {
      const added = await insertEdition(tx, {
        huntKey: edition.huntKey,
        editionDate: edition.editionDate,
        difficulty: edition.difficulty,
        publishedAt: publishedAtOf(edition.editionDate),
        ranked: edition.ranked,
        createdAt: now,
      });
      if (added) inserted.push(edition.editionDate);
    }
    return inserted;
  });
  if (published.length > 0) deps.logger?.info({ editions: published }, "treasure-hunt editions published");
  return published;
}
