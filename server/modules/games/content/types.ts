// Shapes of the games' curated content (games.md §4.12–§4.18, §5). Server-only: these files hold answer keys,
// correct options and pairings, so nothing under server/modules/games/content may be imported by client code
// (the bundle test greps for known keys). References are written the way a reader types them ("Gen 22:8",
// "John 1:29", "Heb 9:11-12"); every one must parse with common/bible/reference.ts (the content tests check).
import type { RoomId } from "@common/content/palace/types";

/** §4.12 Parallels Concentration: an Old Testament event and its New Testament fulfilment. */
export interface ParallelPair {
  id: string; // kebab-case, unique
  category: string; // e.g. "sacrificial lamb"
  ot: { event: string; ref: string; description: string }; // description ≤ 120 characters
  nt: { event: string; ref: string; description: string };
}

/** §4.16 Verse Match: the KJV text is read from the Bible source at run time (≤ 25 words or cut). */
export interface VersePair {
  ref: string; // one verse, e.g. "John 3:16"
  topic: string;
  level: "easy" | "normal" | "hard";
}

/** §4.17 Principle Puzzle labels (≥ 12), each linked to a palace room. */
export interface PrincipleLabel {
  id: string; // kebab-case
  label: string; // e.g. "Repeat and Enlarge"
  roomId: RoomId;
}

/** §4.17 One puzzle: which labels the verse illustrates, and why. */
export interface PrinciplePuzzle {
  id: string;
  ref: string;
  correct: string[]; // 2–4 label ids
  explanation: string; // why each correct label applies
}

/** §4.15 Palace Quiz: a stem that describes one room without naming it. */
export interface QuizQuestion {
  id: string;
  roomId: RoomId;
  kind: "core-question" | "purpose" | "method" | "pitfall";
  stem: string;
  explanation: string; // shown in the reveal; may name the room
}

/** §4.13 Palace Cards: one practice verse with eight room applications. */
export interface PracticeVerse {
  id: string;
  ref: string;
  applications: Array<{
    roomId: RoomId;
    statement: string; // ≤ 200 characters: this room's method applied to the verse
    model: string; // the model application shown after write mode is judged (1–3 sentences)
  }>; // exactly 8, distinct rooms
}

/** Palace Cards write mode and the room verse pools (§3.11): method keywords per room (≥ 6). */
export type RoomKeywords = Readonly<Record<RoomId, readonly string[]>>;

/** §4.18 timeline_challenge (order engine). */
export interface TimelineEvent {
  id: string;
  label: string; // ≤ 80 characters
  ref: string;
  sortKey: number; // strictly increasing in true order; no two events share one
  era: string; // e.g. "Patriarchs", "Kingdom", "Exile", "Christ", "Church", "Prophecy"
}

/** §4.18 symbol_decoder (match engine). */
export interface SymbolItem {
  id: string;
  symbol: string; // e.g. "Lamb"
  meaning: string; // e.g. "Christ the sacrifice"; unique across the set
  refs: string[]; // ≥ 2
}

/** §4.18 choice-engine items: one prompt, one correct option code among a fixed option set. */
export interface ChoiceItem {
  id: string;
  prompt: string; // the question text (may quote a short paraphrase, never modern-translation text)
  ref: string; // cited in the reveal
  answer: string; // the correct option code (see each game's option set)
  explanation: string; // shown in the reveal
}

/** feast_calendar adds the feast's status. */
export interface FeastItem extends ChoiceItem {
  status: "fulfilled" | "in progress" | "awaiting";
}

/** cycle_navigator adds the beat of the cycle. */
export interface CycleItem extends ChoiceItem {
  beat: "Fall" | "Covenant" | "Sanctuary" | "Enemy" | "Restoration";
}
