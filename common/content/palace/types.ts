// Types of the palace content module (8 floors, 38 rooms). See ../shared/product/palace.md §5.1.
export type FloorNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export const ROOM_IDS = [
  "sr",
  "ir",
  "24fps",
  "br",
  "tr",
  "gr",
  "or",
  "dc",
  "st",
  "qr",
  "qa",
  "nf",
  "pf",
  "bf",
  "hf",
  "lr",
  "cr",
  "dr",
  "c6",
  "trm",
  "tz",
  "prm",
  "par",
  "frt",
  "bl",
  "pr",
  "3a",
  "fe",
  "cec",
  "r66",
  "123h",
  "cycles",
  "math",
  "jr",
  "frm",
  "mr",
  "srm",
  "infinity",
] as const;
export type RoomId = (typeof ROOM_IDS)[number];

export type FloorGroup =
  "furnishing-investigation" | "freestyle-next-level" | "vision-horizons" | "spiritual-master";

export interface Floor {
  number: FloorNumber;
  name: string;
  subtitle: string;
  dimension: string;
  tagline: string;
  purpose: string;
  group: FloorGroup;
}

export type RoomTime = "quick" | "standard" | "deep";

/** What a visitor without the floor's entitlement may see, and all the client bundle carries. */
export interface RoomOverview {
  id: RoomId;
  tag: string;
  name: string;
  floor: FloorNumber;
  /** 1-based index across the whole palace (1 … 38). */
  position: number;
  icon: string;
  time: RoomTime;
  purpose: string;
  coreQuestion: string;
}

export type DeliverableKind =
  | "beats"
  | "sensory"
  | "frameTable"
  | "blockLegend"
  | "panels"
  | "gemCard"
  | "observationList"
  | "wordStudy"
  | "symbolCard"
  | "questionMap"
  | "chains"
  | "freestyleLog"
  | "clusterMap"
  | "captureLog"
  | "officeNote"
  | "dimensionSheet"
  | "genreSynthesis"
  | "spanTag"
  | "zoneLens"
  | "patternCard"
  | "parallelMap"
  | "fruitCheck"
  | "sanctuaryTag"
  | "prophecyMap"
  | "angelTag"
  | "feastTag"
  | "christLine"
  | "themeGrid"
  | "horizonTag"
  | "cycleArc"
  | "mathTag"
  | "juice"
  | "fireRecord"
  | "meditationLine"
  | "sprintSheet"
  | "teachingAudit"
  | "masterTask";

/**
 * One input of a deliverable's editor. Values are stored in the entry payload under `id`:
 * `list` and `references` hold string[] (one item per line), the others a string.
 */
export type DeliverableFieldType = "reference" | "references" | "text" | "longText" | "list" | "choice";

export interface DeliverableField {
  id: string;
  label: string;
  type: DeliverableFieldType;
  help?: string;
  optional?: boolean;
  /** For `choice`: the allowed values (e.g. the three offices of Christ). */
  options?: { value: string; label: string }[];
}

/**
 * Declarative auto-check rules, interpreted by judge/judge.ts against the payload. Every rule passes or fails
 * with a feedback line; the verdict is deterministic (never an AI call).
 */
export type AutoCheckRule =
  /** Each reference in the field parses to existing verses (a `references` field: every line). */
  | { rule: "validRef"; field: string }
  /** The field has text (or at least one item). */
  | { rule: "required"; field: string }
  /** Number of items in a list/references field. */
  | { rule: "items"; field: string; min?: number; max?: number }
  /** Every item of a list field has at most `max` words. */
  | { rule: "wordsPerItem"; field: string; max: number; min?: number }
  /** Word count of one field, or of the whole entry with field '*'. */
  | { rule: "words"; field: string; min?: number; max?: number }
  /** Sentence count of a text field. */
  | { rule: "sentences"; field: string; min?: number; max: number }
  /** At least `min` of these fields are filled (e.g. four of the five senses). */
  | { rule: "filledCount"; fields: string[]; min: number }
  /** A `choice` field holds one of its options. */
  | { rule: "choice"; field: string }
  /** The references in a field come from at least `min` different books. */
  | { rule: "distinctBooks"; field: string; min: number }
  /** The field mentions at least one of the terms (case-insensitive), e.g. "Christ" for a Christ-line. */
  | { rule: "mentions"; field: string; anyOf: string[]; label: string }
  /** No two items of a list field are the same (ignoring case and spacing). */
  | { rule: "uniqueItems"; field: string }
  /** A text field has at most `max` characters (letters, symbols or emoji each count once). */
  | { rule: "maxChars"; field: string; max: number }
  /**
   * `field` must not name the same thing as `from` (e.g. a secondary office ≠ the primary). Each item of a list
   * field is compared; a choice is matched by its value or the code heading its label ("E-Fu — …"). Only checked
   * when both are filled: `required`/`choice` rules cover emptiness.
   */
  | { rule: "differs"; field: string; from: string }
  /** The inner rules apply only while the choice `field` holds one of `equals`; otherwise they are skipped. */
  | { rule: "when"; field: string; equals: string | string[]; then: AutoCheckRule[] }
  /**
   * Day-year arithmetic: start year + length (years) = end year, with no year zero. Years are written like
   * "457 BC", "AD 34", "1798" or "-457" (negative = BC). With `optional`, passes while all three are empty.
   */
  | { rule: "yearSum"; start: string; length: string; end: string; optional?: boolean }
  /** No two of these fields share `max` or more of their words (Jaccard overlap of content words, 0–1). */
  | { rule: "overlapBelow"; fields: string[]; max: number }
  /**
   * Every item of a list/references field — or the whole text of another field — ends with `suffix`
   * (e.g. every question ends with "?"). Passes while the field is empty: `required`/`items` cover emptiness.
   */
  | { rule: "endsWith"; field: string; suffix: string }
  /**
   * Fails when the field contains any of the terms (case-insensitive, whole words or phrases), e.g. interpretive
   * markers on an observation sheet. `label` names the terms as a group, plural ("interpretive markers").
   */
  | { rule: "avoids"; field: string; terms: string[]; label: string }
  /** Number of items counted across several list fields together; `label` names the items, plural ("questions"). */
  | { rule: "itemsTotal"; fields: string[]; min?: number; max?: number; label?: string }
  /**
   * Every item of a list/references field — or the whole text of another field — matches `regex` (a RegExp
   * source, compiled with `flags`, e.g. "i"). `label` describes a matching value ("a Strong's number like G4161").
   * An invalid pattern fails the rule with a message saying so (and the content test rejects it).
   */
  | { rule: "pattern"; field: string; regex: string; flags?: string; label: string };

export interface Deliverable {
  kind: DeliverableKind;
  description: string;
  fields: DeliverableField[];
}

export interface JudgeResult {
  verdict: "pass" | "partial" | "fail";
  points: number;
  feedback: string[];
}

export type ReferenceListId =
  | "bibleBlocks"
  | "glyphKinds"
  | "observationCategories"
  | "symbolStarter"
  | "questionColumns"
  | "palaceChecklist"
  | "offices"
  | "dimensions"
  | "genres"
  | "genreBookMap"
  | "parablePassages"
  | "genreExceptions"
  | "themeSpans"
  | "timeZones"
  | "eras"
  | "patterns"
  | "fruitPairs"
  | "goodFruit"
  | "badFruit"
  | "sanctuaryArticles"
  | "sanctuaryServices"
  | "sanctuarySpaces"
  | "atonementGoats"
  | "prophecySymbolKeys"
  | "prophecyTimeline"
  | "timeEquations"
  | "prophecyParallels"
  | "angelMessages"
  | "angelCues"
  | "feasts"
  | "feastCues"
  | "cecMethods"
  | "r66Themes"
  | "heavens"
  | "heavenClues"
  | "horizonTagForms"
  | "cycles"
  | "cycleProgressions"
  | "timeProphecies"
  | "sprintTypes"
  | "iAmSayings"
  | "auditChecklist";

/**
 * A factual list rendered as a searchable table on the Learn tab (and used by games and validators).
 * Column keys index each item's `values`; `refs` lists the item's Bible references (checked by the parser).
 */
export interface ReferenceList {
  id: ReferenceListId;
  title: string;
  description?: string;
  columns: { key: string; label: string }[];
  items: ReferenceListItem[];
}

export interface ReferenceListItem {
  id: string;
  values: Record<string, string>;
  refs?: string[];
}

export interface MasterTask {
  id: string;
  level: 3 | 4 | 5;
  kind: "reflection" | "teaching" | "application";
  prompt: string;
}

export interface Room extends RoomOverview {
  prerequisites: RoomId[];
  bestAfter?: { rooms?: RoomId[]; floors?: FloorNumber[]; note: string };
  method: { text: string; substeps?: string[] }[];
  principles?: string[];
  deliverable: Deliverable;
  autoCheck: AutoCheckRule[];
  pitfalls: string[];
  example: { title: string; refs: string[]; body: string };
  /** At least 10 further worked examples ("Show me another example"). */
  examplePool: { refs: string[]; body: string }[];
  /** 3–5 prompts; `refs` are the passages the prompt names. */
  practicePrompts: { id: string; text: string; refs: string[] }[];
  masterTasks: MasterTask[];
  referenceLists?: ReferenceListId[];
  aliases?: string[];
}
