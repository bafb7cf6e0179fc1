// Shapes of the curated content of the card games and Chef Challenge (games.md §4.1–§4.11, §5). Server-only, like
// every file here: these are the answer keys (anchors, keys, curated verses, model answers). References are written
// the way a reader types them ("Gen 22:8", "Heb 9:11-12") and must parse with common/bible/reference.ts and exist in
// the KJV versification (the content test beside each file checks every one). Palace codes come from
// common/games/pt-symbols.ts.
import type {
  ArticleCode,
  DimensionCode,
  FrameCode,
  GenreCode,
  OperatorCode,
  SymbolCode,
  WallCode,
  ZoneCode,
} from "@common/games/pt-symbols";

/** §4.1 Chef Challenge: a theme to "cook" as a recipe of references. ≥ 16 themes. */
export interface ChefTheme {
  id: string; // kebab-case, unique
  title: string;
  brief: string; // ≤ 200 characters, shown to the player
  /** Ordered themes: the anchors must appear in this order for the flow star (e.g. altar before ark). */
  ordered: boolean;
  anchors: readonly string[]; // ≥ 10 references (in sequence when ordered)
  alsoAccepted: readonly string[]; // ≥ 5 further references that fit the theme
  modelRecipe: ReadonlyArray<{ ref: string; note: string }>; // 5–8 lines, each note one short line
}

/** The 14 Chain War cards: 5 dimensions, 4 walls and five operators. */
export type ChainWarCode = DimensionCode | WallCode | Exclude<OperatorCode, "→">;

/** §4.2 Chain War: a verse and the cards it really links to. ≥ 80 rows. */
export interface ChainLink {
  ref: string;
  symbols: readonly ChainWarCode[]; // ≥ 2, at least one dimension or wall
  note: string; // the model explanation shown as the reveal (1–3 sentences naming the cards)
}

/** §4.3 Sanctuary Run: one article's curated verses (meaning, NT anchor and synonyms live in pt-symbols). */
export interface SanctuaryArticleVerses {
  code: ArticleCode;
  verses: readonly string[]; // ≥ 8
}

/** §4.3 A model narrative for one dealt path (articles in sanctuary order). ≥ 12 paths. */
export interface SanctuaryNarrative {
  articles: readonly ArticleCode[]; // 2–4, in sanctuary order
  narrative: string; // ~60–110 words, mentions every article in order, cites a reference per article
}

/** §4.4 Time Zone Invasion: a prophetic verse and the zones it can be placed in. ≥ 40 verses. */
export interface ZoneVerse {
  ref: string;
  acceptableZones: readonly ZoneCode[]; // 2–3
  modelExplanation: string; // 2–3 sentences naming the zones
}

/** §4.5 Connect-6 Draft: a doctrine and its proof texts by genre. ≥ 24 doctrines. */
export interface Doctrine {
  id: string; // kebab-case
  name: string; // e.g. "Sabbath"
  synonyms: readonly string[]; // words that count as naming the doctrine (≥ 2)
  /** ≥ 8 references over ≥ 3 genres; each reference's book must belong to that genre (or the parable list). */
  proofTexts: Partial<Record<GenreCode, readonly string[]>>;
}

/** §4.6 Christ Lock: an Old Testament verse that reveals Christ. ≥ 40 verses over ≥ 20 books. */
export interface ChristVerse {
  ref: string; // Old Testament
  fulfilments: readonly string[]; // 1–4 New Testament references
  keywords: readonly string[]; // 3–6 (R5: lower case, single words or short phrases)
  titles: readonly string[]; // Christ titles this verse suggests (each also in christTitles)
  model: string; // 2–3 sentences
}

/** §4.7 Controversy Raid: a present-day issue (trends only: no named persons, groups or parties). ≥ 20. */
export interface RaidIssue {
  id: string;
  title: string;
  scenario: string; // 2–3 sentences
  keywords: readonly string[]; // ≥ 6
  verses: readonly string[]; // ≥ 6
  bestCards: readonly ("|GC" | "⚖" | "≅" | "∥")[]; // 1–2
  model: string; // a model diagnosis, 2–4 sentences naming a best card
}

/** The 9 Escape the Dragon defence cards. */
export type DefenceCode = "E-Now" | "E-Fu" | "|GC" | "|TP" | "|S" | "⚖" | "ALTAR" | "LAMP" | "ARK";

/** §4.8 Escape the Dragon: one attack of the dragon (Rev 12:17). ≥ 16 attacks. */
export interface DragonAttack {
  id: string;
  title: string;
  description: string; // 1–2 sentences
  strongCards: readonly DefenceCode[]; // 2–4
  keyVerses: readonly string[]; // ≥ 4
  keywords: readonly string[]; // ≥ 6
  model: string; // a model defence naming two strong cards, 2–4 sentences
}

/** The Equation Builder operands: dimensions, walls, articles and zones. */
export type OperandCode = DimensionCode | WallCode | ArticleCode | ZoneCode;

/** §4.9 Equation Builder: a doctrine question answered with an equation. ≥ 24 prompts. */
export interface EquationPrompt {
  id: string;
  question: string;
  expectedOperands: readonly OperandCode[]; // 3–6
  modelEquation: readonly SymbolCode[]; // 3 or 5 pieces: operand, operator, operand (…)
  modelExplanation: string; // 2–3 sentences naming every operand of the model equation
}

/** §4.10 Witness Trial: a street objection. ≥ 20. */
export interface Objection {
  id: string;
  text: string; // the objection as someone would say it
  keywords: readonly string[]; // ≥ 6
  verses: readonly string[]; // ≥ 5
  model: string; // a gracious model answer, 3–5 sentences (1 Pet 3:15)
}

/** §4.11 Frame Snapshot: one frame's curated verses. */
export interface FrameVerses {
  code: FrameCode;
  verses: readonly string[]; // ≥ 10
}

/** §4.11 A model storyboard for four dealt cards (frames in numeric order, ≥ 1 frame and ≥ 1 wall). ≥ 10. */
export interface FrameStoryboard {
  cards: readonly (FrameCode | WallCode)[]; // exactly 4
  parts: readonly string[]; // exactly 4; part i mentions card i; ≥ 25 words each
}
