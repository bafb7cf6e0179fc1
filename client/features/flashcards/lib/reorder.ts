/**
 * Reordering a deck's cards with up/down buttons (or Alt+Arrow keys): the server takes every card id in the new
 * order, so moves are computed on the id list and the cards follow it.
 */

/** The ids with the one at `index` moved by `delta` places; unchanged when that would leave the list. */
export function moveId(ids: readonly string[], index: number, delta: -1 | 1): string[] {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** The cards in the order of `ids` (positions renumbered from 0); cards missing from `ids` keep their place last. */
export function reorderCardsOf<T extends { id: string; position: number }>(
  cards: readonly T[],
  ids: readonly string[],
): T[] {
  const rank = new Map(ids.map((id, i) => [id, i]));
  return [...cards]
    .sort((a, b) => (rank.get(a.id) ?? ids.length + a.position) - (rank.get(b.id) ?? ids.length + b.position))
    .map((card, position) => ({ ...card, position }));
}
