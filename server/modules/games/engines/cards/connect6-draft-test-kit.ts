// Test-only (route tests and the e2e spec): a winning Connect-6 Draft play for a round, drawn from the curated proof
// texts so a test can play a run to 36 points without knowing the deal in advance.
import { doctrines } from "@server/modules/games/content/doctrines";

const vocabulary =
  "grace truth light word promise covenant mercy faith hope love spirit glory kingdom people heart power peace life rest law cross blood lamb throne temple priest judgment servant shepherd vine bread water fire cloud voice mountain river garden city crown stone door path seed harvest morning evening".split(
    " ",
  );

/** Words picked by a small hash of `key`, so two plays never share the same run of words (R7 stays quiet). */
function padding(key: string, count: number): string {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const words: string[] = [];
  for (let i = 0; i < count; i += 1) {
    hash = Math.imul(hash ^ (i + 1), 2654435761) >>> 0;
    words.push(vocabulary[hash % vocabulary.length]!);
  }
  return words.join(" ");
}

/** The explanation of one pair: names the doctrine, long enough for Hard (38 words). */
export function pairText(doctrineName: string, card: string, ref: string): string {
  return `${doctrineName} stands in ${ref} as the ${card} witness: ${padding(`${doctrineName}|${card}|${ref}`, 40)}.`;
}

/**
 * A play (`input`, and the doctrine's name to pick it by) that passes for 6 points: an offered doctrine with curated proof texts in two genres of the hand, one
 * proof text per card, each explanation naming the doctrine. Null when no offered doctrine covers two hand genres.
 */
export function curatedPlay(state: {
  offer: Array<{ id: string; doctrineId: string }>;
  hand: readonly string[];
}) {
  for (const entry of state.offer) {
    const doctrine = doctrines.find((candidate) => candidate.id === entry.doctrineId);
    if (!doctrine) continue;
    const proofs = doctrine.proofTexts as Partial<Record<string, readonly string[]>>;
    const cards = state.hand.filter((card) => (proofs[card]?.length ?? 0) > 0).slice(0, 2);
    if (cards.length < 2) continue;
    return {
      doctrineName: doctrine.name,
      input: {
        choice: entry.id,
        pairs: cards.map((card) => {
          const ref = proofs[card]![0]!;
          return { card, ref, text: pairText(doctrine.name, card, ref) };
        }),
      },
    };
  }
  return null;
}
