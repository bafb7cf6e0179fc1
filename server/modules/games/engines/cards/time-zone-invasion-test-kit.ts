// Test-only (route tests and the e2e spec): a passing Time Zone Invasion play for the verse on the table, drawn
// from the curated key so a test can play a run to 20 points without knowing the deal in advance.
import { zoneVerses } from "@server/modules/games/content/zone-verses";

/** The plain words of a text, reversed: padding that keeps an answer fresh (R7) and adds no reference. */
export const reversedWords = (text: string) =>
  text
    .split(/\s+/)
    .filter((word) => /^[a-z]+$/i.test(word))
    .reverse()
    .join(" ");

/**
 * Two zones of the verse's key and an explanation that passes on every difficulty: the model explanation names
 * each key zone by its code and cites a supporting reference besides the verse; its plain words reversed carry it
 * past Hard's word minimum.
 */
export function zonePlay(ref: string): { cards: string[]; text: string } {
  const key = zoneVerses.find((entry) => entry.ref === ref);
  if (!key) throw new Error(`No zone key for ${ref}`);
  const text = `${key.modelExplanation} ${reversedWords(key.modelExplanation)}`;
  return { cards: key.acceptableZones.slice(0, 2), text };
}

/** Two zones none of which is in the verse's key (a play that is judged and fails on the key). */
export function wrongZones(ref: string): string[] {
  const key = zoneVerses.find((entry) => entry.ref === ref);
  if (!key) throw new Error(`No zone key for ${ref}`);
  return ["H-Pa", "H-Now", "H-Fu", "E-Pa", "E-Now", "E-Fu"]
    .filter((zone) => !(key.acceptableZones as readonly string[]).includes(zone))
    .slice(0, 2);
}
