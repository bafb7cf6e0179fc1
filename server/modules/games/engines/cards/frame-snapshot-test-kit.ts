// Test-only (route tests and the e2e spec): a passing Frame Snapshot storyboard for any deal, drawn from the
// curated model storyboards so a test can play a run to its result without knowing the deals in advance.
import { countAnswerWords } from "@common/games/judge/rules";
import { frameStoryboards, frameVerses } from "@server/modules/games/content/frames";

/** Every model part written for this card (part i of a model storyboard tells its card i). */
function modelPartsFor(card: string): string[] {
  return frameStoryboards.flatMap((board) =>
    board.cards.flatMap((code, i) => (code === card && board.parts[i] ? [board.parts[i]] : [])),
  );
}

/** The part, lengthened with its own plain words reversed until it reaches `minWords`. */
function padTo(part: string, minWords: number): string {
  const plain = part
    .split(/\s+/)
    .filter((word) => /^[a-z]+$/i.test(word))
    .reverse();
  let padded = part;
  for (let i = 0; countAnswerWords(padded) < minWords && plain.length > 0; i += 1)
    padded = `${padded} ${plain[i % plain.length]}`;
  return padded;
}

/**
 * A storyboard that passes with the curated-verse bonus (+3) on any difficulty up to `minWords` per part: part i
 * is a model part written for card i (one not used before in the run when `used` has room: R7), numbered "1."
 * to "4.", with a dealt frame's curated verse added to part 1, and a second one for Hard's two references.
 */
export function passingStoryboard(
  cards: readonly string[],
  used: Set<string> = new Set(),
  minWords = 25,
): string {
  const parts = cards.map((card) => {
    const candidates = modelPartsFor(card);
    const part =
      candidates.find((candidate) => !used.has(candidate)) ?? candidates[used.size % candidates.length];
    if (part === undefined) throw new Error(`No model part for ${card}`);
    used.add(part);
    return part;
  });
  const frames = cards.filter((card) => card.startsWith("F"));
  const verses = frames.flatMap((code) => frameVerses.find((frame) => frame.code === code)?.verses ?? []);
  const fresh = verses.filter((verse) => !used.has(verse)).slice(0, 2);
  for (const verse of fresh) used.add(verse);
  const cited = fresh.length > 0 ? fresh : verses.slice(0, 2);
  parts[0] = `${parts[0]} The story also stands on ${cited.join(" and ")}.`;
  return parts.map((part, i) => `${i + 1}. ${padTo(part, minWords)}`).join("\n");
}
