// What approved drafts add to the players' banks (games.md §4.20, §4.21 "AI adds"): the treasure-hunt rotation and
// the escape puzzle bank read them from here. Only `approved` rows are ever read: a pending or rejected draft reaches
// no player. A drafted hunt or puzzle is keyed `draft-{draft id}`.
import type { Db } from "@server/db/client";
import type { EscapePuzzle, Hunt } from "@server/modules/games/content/adventure-types";
import { approvedDraftRows, approvedDraftRowsById } from "./adventure-drafts.queries";

const DRAFT_PREFIX = "draft-";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const draftContentId = (draftId: string) => `${DRAFT_PREFIX}${draftId}`;

/** The draft id of a `draft-{uuid}` key; null for a curated key. */
export function draftIdOf(key: string): string | null {
  if (!key.startsWith(DRAFT_PREFIX)) return null;
  const id = key.slice(DRAFT_PREFIX.length);
  return UUID.test(id) ? id : null;
}

// The payload was checked (zod and the content checks) before it could be approved, and never changes after.
export async function approvedHunts(db: Db): Promise<Hunt[]> {
  return (await approvedDraftRows(db, "hunt")).map((row) => row.payload as unknown as Hunt);
}

export async function approvedHunt(db: Db, key: string): Promise<Hunt | undefined> {
  const id = draftIdOf(key);
  if (!id) return undefined;
  const [row] = await approvedDraftRowsById(db, "hunt", [id]);
  return row ? (row.payload as unknown as Hunt) : undefined;
}

export async function approvedPuzzles(db: Db): Promise<EscapePuzzle[]> {
  return (await approvedDraftRows(db, "puzzle")).map((row) => row.payload as unknown as EscapePuzzle);
}

/** The approved drafted puzzles among `keys` (`draft-{id}`); curated keys and unapproved drafts are skipped. */
export async function approvedPuzzlesByKey(db: Db, keys: readonly string[]): Promise<EscapePuzzle[]> {
  const ids = keys.flatMap((key) => draftIdOf(key) ?? []);
  return (await approvedDraftRowsById(db, "puzzle", ids)).map(
    (row) => row.payload as unknown as EscapePuzzle,
  );
}
