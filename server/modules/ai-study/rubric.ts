// The deterministic rubric of "Check my work" (ai.md §3.12): the "Quick check", and the judge whenever no model
// answers. It builds on the palace's judge (common/content/palace/judge): the room's deliverable fields and its
// `words` rule, the shared reference parser and word count, and the same pass / partial / fail verdicts, scored
// over ten points. Readings the method rejects are cautions, each with its reason and a passage; any caution holds
// the verdict below pass. No randomness: the same answer always gets the same result.
import { BIBLE_BOOKS } from "@common/bible/books";
import { parseReference } from "@common/bible/reference";
import { findTerm } from "@common/content/palace/judge/judge";
import { countWords } from "@common/content/palace/judge/text";
import type { DeliverableField, Room } from "@common/content/palace/types";
import type { WorkJudgeDto } from "@common/schemas/ai";
import { roomKeywords } from "@server/modules/ai/offline/tables/room-keywords";
import { keywordHits, phraseOf } from "@server/modules/ai/offline/text";

type Caution = WorkJudgeDto["cautions"][number];
type Check = WorkJudgeDto["checks"][number];

/** The first New Testament book (Matthew). */
const FIRST_NT_BOOK = 40;
const bookNumber = new Map(BIBLE_BOOKS.map((book, index) => [book.osis, index + 1]));

/** Words an answer may use for Christ (whole words or phrases, any case). */
const CHRIST_TERMS = [
  "christ",
  "jesus",
  "messiah",
  "saviour",
  "savior",
  "redeemer",
  "lamb of god",
  "son of god",
  "son of man",
  "high priest",
  "the lord jesus",
  "emmanuel",
  "immanuel",
];

/** "John 3:16", "1 Cor 5:7", "Song of Solomon 2:1", "Rev 14:6-12" written in the answer. */
const CITED =
  /\b(?:[1-3]|I{1,3})?\s?[A-Z][a-z]+\.?(?: of [A-Z][a-z]+)? \d{1,3}:\d{1,3}(?:\s?[-–]\s?\d{1,3}(?::\d{1,3})?)?/g;

/** Words per answer by the room's time, unless the room's own auto-check sets a total (`words` on "*"). */
const LENGTH_BY_TIME = { quick: [20, 350], standard: [40, 450], deep: [60, 500] } as const;

export function lengthRange(room: Room): { min: number; max: number } {
  const [min, max] = LENGTH_BY_TIME[room.time];
  const total = room.autoCheck.find((rule) => rule.rule === "words" && rule.field === "*");
  if (total?.rule === "words") return { min: total.min ?? min, max: total.max ?? max };
  return { min, max };
}

/** Sentences, for the caution patterns (a reading is judged inside the sentence that states it). */
function sentencesOf(answer: string): string[] {
  return answer
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((sentence) => sentence.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, " ").trim())
    .filter((sentence) => sentence !== "");
}

/** A sentence that rejects or reports the reading rather than holding it. */
const NEGATED =
  /\b(not|never|no|isn't|wasn't|cannot|can't|nor|rather than|instead of|some say|some claim|some think|wrongly|mistaken|mistakenly|reject|rejects|rejected)\b/;

type CautionRule = Caution & { id: string; matches: (sentence: string) => boolean };

const CAUTION_RULES: readonly CautionRule[] = [
  {
    id: "scapegoat",
    reading: "The scapegoat named as a figure of Christ",
    reason:
      "In Leviticus 16 only the LORD's goat is slain, and its blood cleanses the sanctuary. The scapegoat is never killed: it receives the confessed sins after the atonement is finished and is led away into the wilderness. The method reads it as the author of sin bearing his own responsibility, never as Christ.",
    passage: "Leviticus 16:15-22",
    matches: (sentence) =>
      /\b(scape ?goat|azazel|live goat)\b/.test(sentence) &&
      /\b(christ|jesus|messiah|saviou?r|lamb of god|our lord|redeemer)\b/.test(sentence) &&
      !NEGATED.test(sentence),
  },
  {
    id: "antiochus",
    reading: "Daniel 8's little horn read as Antiochus",
    reason:
      'The horn grows "exceeding great", beyond Persia\'s "great" and Greece\'s "very great" (Daniel 8:4, 8-9); it stands up against the Prince of princes (8:25) and the vision reaches the time of the end (8:17). Antiochus IV was a minor Seleucid king who died in 164 BC. The method reads the horn as Rome, pagan and then papal.',
    passage: "Daniel 8:8-25",
    matches: (sentence) =>
      /\bantiochus\b/.test(sentence) &&
      /\b(horn|daniel 8|dan\.? 8|2300|2,300|sanctuary)\b/.test(sentence) &&
      !NEGATED.test(sentence),
  },
  {
    id: "date-setting",
    reading: "A date set for Christ's return",
    reason:
      "Jesus said that no one knows the day or the hour (Matthew 24:36), and the disciples were told it is not for them to know the times (Acts 1:7). The prophetic periods reach to the time of the end; none of them dates the Second Coming.",
    passage: "Matthew 24:36",
    matches: (sentence) =>
      /\b(second coming|second advent|return|returns|returning|come back|comes back|coming|rapture|end of the world)\b/.test(
        sentence,
      ) &&
      /\b(christ|jesus|lord|he|messiah|the end)\b/.test(sentence) &&
      /\b(in|by|before|around|of) (the year )?(1[89]\d\d|2\d\d\d)\b|\bwithin \d+ years\b/.test(sentence) &&
      !NEGATED.test(sentence),
  },
];

/** The readings the method rejects that the answer holds, each once. */
export function findCautions(answer: string): Caution[] {
  const sentences = sentencesOf(answer);
  return CAUTION_RULES.filter((rule) => sentences.some(rule.matches)).map(({ reading, reason, passage }) => ({
    reading,
    reason,
    passage,
  }));
}

/** The references written in the answer: those the parser reads (labels) and those it cannot find. */
export function referencesIn(answer: string): {
  valid: { label: string; books: number[] }[];
  invalid: string[];
} {
  const valid: { label: string; books: number[] }[] = [];
  const invalid: string[] = [];
  for (const written of answer.match(CITED) ?? []) {
    const parsed = parseReference(written);
    if (!parsed) {
      // Named as invalid only when its book is a book ("John 22:1"), not any capitalised word before a number.
      const book = written.replace(/\s*\d{1,3}:\d.*$/, "");
      if (parseReference(`${book} 1:1`) && !invalid.includes(written.trim())) invalid.push(written.trim());
      continue;
    }
    if (valid.some((found) => found.label === parsed.label)) continue;
    const books = parsed.ranges.flatMap((range) => [range.start.book, range.end.book]);
    valid.push({ label: parsed.label, books: books.map((osis) => bookNumber.get(osis) ?? 0) });
  }
  return { valid, invalid };
}

/** The 6-letter stem a cue is matched by, so "fulfilment" finds "fulfils" and "fulfilled". */
const stemOf = (word: string) => word.slice(0, Math.min(word.length, 6));
const GENERIC = new Set([
  "passage",
  "optional",
  "one",
  "two",
  "the",
  "your",
  "other",
  "and",
  "with",
  "from",
  "for",
]);

/** The words that show an answer addresses a deliverable field: its label's words, and its choices' names. */
function cuesOf(field: DeliverableField): string[] {
  const label = field.label
    .toLowerCase()
    .replace(/\(.*?\)/g, " ")
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 4 && !GENERIC.has(word));
  const options = (field.options ?? []).flatMap((option) => [
    option.value,
    option.label.split(/\s+[—·]\s+/)[0],
  ]);
  return [
    ...label,
    ...options.map((option) => (option ?? "").toLowerCase()).filter((option) => option.length >= 3),
  ];
}

/** How many of the deliverable's fields the answer addresses (reference fields by its references). */
function deliverableCoverage(room: Room, answer: string, references: number): { done: number; of: number } {
  const words = answer
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
  const stems = new Set(words.map(stemOf));
  const fields = room.deliverable.fields.filter((field) => !field.optional);
  let done = 0;
  for (const field of fields) {
    if (field.type === "reference" || field.type === "references") {
      if (references >= (field.type === "references" ? 2 : 1)) done += 1;
      continue;
    }
    const cues = cuesOf(field);
    const hit = cues.some((cue) =>
      cue.includes(" ") || cue.includes("-") ? findTerm(answer, [cue]) !== undefined : stems.has(stemOf(cue)),
    );
    if (hit) done += 1;
  }
  return { done, of: fields.length };
}

export type RubricInput = { room: Room; verseRef: string; answer: string };

/**
 * The rubric over ten points: references (2), the room's keywords (1), the deliverable's format (2), Christ (2), a
 * link across the testaments (1), length within the room's range (2); each caution costs three. Pass needs 7 and no
 * caution; partial 4; below that, fail.
 */
export function judgeWork({ room, verseRef, answer }: RubricInput): WorkJudgeDto {
  const checks: Check[] = [];
  const strengths: string[] = [];
  const growthAreas: string[] = [];
  let points = 0;
  const add = (id: string, ok: boolean, label: string, earned: number, strength: string, growth: string) => {
    checks.push({ id, ok, label });
    points += earned;
    if (ok) strengths.push(strength);
    else growthAreas.push(growth);
  };

  const { valid, invalid } = referencesIn(answer);
  const chosen = parseReference(verseRef);
  const referenceCount = valid.length;
  const refPoints = referenceCount >= 2 && invalid.length === 0 ? 2 : referenceCount >= 1 ? 1 : 0;
  add(
    "references",
    refPoints === 2,
    invalid.length > 0
      ? `${invalid[0]} is not a Bible reference we can find`
      : `${referenceCount} valid reference${referenceCount === 1 ? "" : "s"}`,
    refPoints,
    `You anchor the answer in Scripture (${valid.map((ref) => ref.label).join("; ")}).`,
    invalid.length > 0
      ? `Check "${invalid[0]}": it is not a verse we can find.`
      : referenceCount === 0
        ? "Cite the verse and at least one other passage by book, chapter and verse."
        : "Add a second passage that confirms your reading.",
  );

  const hits = keywordHits(phraseOf(answer), roomKeywords[room.id]);
  add(
    "keywords",
    hits > 0,
    hits > 0 ? "Uses the room's own vocabulary" : "None of the room's key words",
    hits > 0 ? 1 : 0,
    "You think in the room's own terms.",
    "Use the room's own terms as you work its method.",
  );

  const coverage = deliverableCoverage(room, answer, referenceCount);
  const share = coverage.of === 0 ? 1 : coverage.done / coverage.of;
  const formatPoints = share >= 0.75 ? 2 : share >= 0.5 ? 1 : 0;
  const fieldLabels = room.deliverable.fields.filter((field) => !field.optional).map((field) => field.label);
  add(
    "deliverable",
    formatPoints === 2,
    `Deliverable: ${coverage.done} of ${coverage.of} parts addressed`,
    formatPoints,
    `Your answer follows the room's deliverable (${room.deliverable.description.split(":")[0]}).`,
    `Follow the room's deliverable: ${fieldLabels.join(", ")}.`,
  );

  const christ = findTerm(answer, CHRIST_TERMS) !== undefined;
  add(
    "christ",
    christ,
    christ ? "Christ is named" : "Christ is not mentioned",
    christ ? 2 : 0,
    "You show where Christ is in the text.",
    "Say how the verse points to Christ, or what He does in it.",
  );

  const testaments = new Set(
    [
      ...valid.flatMap((ref) => ref.books),
      ...(chosen ? [bookNumber.get(chosen.ranges[0]?.start.book ?? "") ?? 0] : []),
    ]
      .filter((book) => book > 0)
      .map((book) => (book >= FIRST_NT_BOOK ? "nt" : "ot")),
  );
  const crossTestament = testaments.size === 2;
  add(
    "testaments",
    crossTestament,
    crossTestament ? "Links both testaments" : "Stays in one testament",
    crossTestament ? 1 : 0,
    "You link the Old and New Testaments.",
    "Connect the verse with a passage from the other testament.",
  );

  const range = lengthRange(room);
  const words = countWords(answer);
  const inRange = words >= range.min && words <= range.max;
  add(
    "length",
    inRange,
    `${words} words (the room asks for ${range.min}–${range.max})`,
    inRange ? 2 : 0,
    "The answer has the length the room asks for.",
    words < range.min
      ? `Write more: the room asks for at least ${range.min} words.`
      : `Trim it: the room asks for at most ${range.max} words.`,
  );

  const cautions = findCautions(answer);
  for (const caution of cautions) {
    checks.push({ id: "caution", ok: false, label: caution.reading });
    growthAreas.unshift(`Reconsider this reading: ${caution.reading} (${caution.passage}).`);
  }
  const total = Math.max(0, Math.min(10, points - 3 * cautions.length));
  const verdict = total >= 7 && cautions.length === 0 ? "pass" : total >= 4 ? "partial" : "fail";
  return {
    verdict,
    points: total,
    feedback: feedbackLine(verdict, room, cautions.length),
    strengths: strengths.slice(0, 3),
    growthAreas: growthAreas.slice(0, 3),
    passagesNoticed: valid.map((ref) => ref.label),
    cautions,
    checks,
    judgedBy: "rules",
  };
}

function feedbackLine(verdict: WorkJudgeDto["verdict"], room: Room, cautions: number): string {
  if (cautions > 0)
    return "Your answer holds a reading the method rejects; see the caution below before you go on.";
  if (verdict === "pass")
    return "A sound answer: anchored in Scripture, centred on Christ, in the room's own format.";
  if (verdict === "partial") return "A good start. Work on the points below to complete the room's method.";
  return `Not yet an answer in this room's method. Start from its core question: ${room.coreQuestion}`;
}

/** The rubric's cautions kept in a model's verdict (a caution holds the verdict below pass). */
export function withRubricCautions(model: WorkJudgeDto, rubric: WorkJudgeDto): WorkJudgeDto {
  const cautions = [...model.cautions];
  for (const caution of rubric.cautions)
    if (!cautions.some((each) => each.reading === caution.reading)) cautions.push(caution);
  const held = rubric.cautions.length > 0 && model.verdict === "pass";
  return {
    ...model,
    verdict: held ? "partial" : model.verdict,
    points: held ? Math.min(model.points, 6) : model.points,
    cautions,
    passagesNoticed: [...new Set([...model.passagesNoticed, ...rubric.passagesNoticed])],
    checks: rubric.checks,
    judgedBy: "ai",
  };
}
