// Run-unique random ids for options and items (games.md §3.2): drawn from the run's rng, so an id says nothing
// about the answer or the item's position, and a seeded run deals the same ids again.
import type { Rng } from "../rng";

/** A random 6-character base-36 id, not yet in `used` (added to it). */
export function opaqueId(rng: Rng, used: Set<string>): string {
  for (;;) {
    const id = Math.floor(rng.next() * 36 ** 6)
      .toString(36)
      .padStart(6, "0");
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}
