// Test-only (route tests and the e2e spec): a passing Sanctuary Run narrative for any dealt path, so a test can
// play a run to its five passes without knowing the deal in advance.
import { type ArticleCode, symbolOf } from "@common/games/pt-symbols";
import { createRng } from "@server/modules/games/rng";

/** The parts of the server-only state a test reads (through runKey / gameRunKey). */
export interface SanctuaryRunKey {
  path: ArticleCode[];
  rounds: number;
  passes: number;
  score: number;
}

/** Plain words that name no article (R4), shuffled per round so no two narratives share their trigrams (R7). */
const FILLER = [
  "grace",
  "faith",
  "hope",
  "love",
  "peace",
  "joy",
  "truth",
  "glory",
  "praise",
  "trust",
  "rest",
  "song",
  "heart",
  "promise",
  "kindness",
  "patience",
  "gentle",
  "humble",
  "faithful",
  "steady",
  "walk",
  "follow",
  "learn",
  "wonder",
  "thanks",
  "worship",
  "freedom",
  "comfort",
  "strength",
  "courage",
];

/**
 * One sentence per article, in the path's order, each opening with the article's code and citing the New
 * Testament anchor its meaning quotes (a curated verse: +1 each), then filler past Hard's 90 words. `salt` (the round number) keeps
 * each narrative fresh.
 */
export function sanctuaryNarrative(path: readonly ArticleCode[], salt: number | string): string {
  const steps = path.map((code) => {
    // "The sacrifice: Christ's death for sin (Heb 13:10-12)." → the meaning and its anchor, a curated verse.
    const [, meaning, anchor] = /^(.*?)\s*\(([^)]+)\)\s*\.?$/.exec(symbolOf(code).meaning) ?? [];
    return `${code}: ${meaning}, as ${anchor} shows.`;
  });
  const filler = createRng(`sanctuary-filler:${salt}`)
    .shuffle([...FILLER, ...FILLER, ...FILLER])
    .join(" ");
  return `${steps.join(" ")} ${filler}.`;
}
