import { describe, expect, it } from "vitest";
import {
  containsTerm,
  countAnswerWords,
  ECHO_MESSAGE,
  invalidReferenceMessage,
  isEcho,
  isMentioned,
  keywordHits,
  matchReference,
  normaliseAnswer,
  numericKey,
  parseReferenceField,
  roomAnswerMatches,
  scanReferences,
  splitSentences,
  stem,
  textAnswerMatches,
  trigramShare,
  type FoundReference,
  type MatchKind,
  type RelatedLookup,
} from "./rules";

const field = (text: string): FoundReference => {
  const found = parseReferenceField(text);
  if (!found) throw new Error(`not a reference: ${text}`);
  return found;
};

describe("R1 scanReferences", () => {
  it.each([
    { text: "Gen 22:8", labels: ["Genesis 22:8"], keys: ["Gen.22.8"] },
    { text: "Jn 1:29", labels: ["John 1:29"], keys: ["John.1.29"] },
    { text: "Jhn 1:29", labels: ["John 1:29"], keys: ["John.1.29"] },
    { text: "1 Cor 5:7", labels: ["1 Corinthians 5:7"], keys: ["1Cor.5.7"] },
    { text: "1Co 5:7", labels: ["1 Corinthians 5:7"], keys: ["1Cor.5.7"] },
    {
      text: "I Corinthians 13:4-7",
      labels: ["1 Corinthians 13:4-7"],
      keys: ["1Cor.13.4", "1Cor.13.5", "1Cor.13.6", "1Cor.13.7"],
    },
    { text: "John 3:16, 18", labels: ["John 3:16", "John 3:18"], keys: ["John.3.16", "John.3.18"] },
    { text: "Ps 23:1", labels: ["Psalms 23:1"], keys: ["Ps.23.1"] },
    { text: "Psa 23:1", labels: ["Psalms 23:1"], keys: ["Ps.23.1"] },
    { text: "Song 2:1", labels: ["Song of Solomon 2:1"], keys: ["Song.2.1"] },
    { text: "SoS 2:1", labels: ["Song of Solomon 2:1"], keys: ["Song.2.1"] },
    { text: "Ex 12:3", labels: ["Exodus 12:3"], keys: ["Exod.12.3"] },
    { text: "Exod. 12:3", labels: ["Exodus 12:3"], keys: ["Exod.12.3"] },
    {
      text: "See Gen. 22:8 and Heb 9:11-12.",
      labels: ["Genesis 22:8", "Hebrews 9:11-12"],
      keys: ["Gen.22.8", "Heb.9.11", "Heb.9.12"],
    },
  ])("$text → $labels", ({ text, labels, keys }) => {
    const scan = scanReferences(text);
    expect(scan.invalid).toEqual([]);
    expect(scan.valid.map((found) => found.label)).toEqual(labels);
    expect(scan.valid.flatMap((found) => found.keys)).toEqual(keys);
  });

  it.each([
    { text: "John 22:1", invalid: ["John 22:1"] },
    { text: "Gen 51:1", invalid: ["Gen 51:1"] },
    { text: "Jn 3:99", invalid: ["Jn 3:99"] },
    { text: "Rev 23:1, 2", invalid: ["Rev 23:1"] },
    { text: "1 Cor 17:1", invalid: ["1 Cor 17:1"] },
    { text: "Song of Solomon 9:1", invalid: ["Song of Solomon 9:1"] },
    // A capitalised word before the book is not part of the reference named in the feedback.
    { text: "Read John 22:1 today", invalid: ["John 22:1"] },
    { text: "The Lamb John 22:1", invalid: ["John 22:1"] },
  ])("$text is named invalid", ({ text, invalid }) => {
    const scan = scanReferences(text);
    expect(scan.valid).toEqual([]);
    expect(scan.invalid).toEqual(invalid);
  });

  it("keeps the valid and names the invalid in one text", () => {
    const scan = scanReferences("In John 22:1 and Gen 1:1 the Word speaks");
    expect(scan.valid.map((found) => found.label)).toEqual(["Genesis 1:1"]);
    expect(scan.invalid).toEqual(["John 22:1"]);
  });

  it.each([
    "hello",
    "",
    "The Lamb of God takes away sin",
    // Chapter-only forms are not references unless a sheet accepts them.
    "Isaiah 53",
    "I did my job 5 times and mark 3 points",
    "Christ's love is 4 times greater",
  ])("%j holds no reference", (text) => {
    expect(scanReferences(text)).toEqual({ valid: [], invalid: [] });
  });

  it("accepts chapter-only references where the sheet says so", () => {
    const [found] = scanReferences("Isaiah 53", { chapterOnly: true }).valid;
    expect(found?.label).toBe("Isaiah 53");
    expect(found?.keys).toHaveLength(12);
  });

  it.each([
    { text: "John 3:16-18", first: "John.3.16", last: "John.3.18", count: 3 },
    // A range over a chapter end keeps the real verses of each chapter (John 3 has 36).
    { text: "John 3:35-4:2", first: "John.3.35", last: "John.4.2", count: 4 },
    { text: "Isa 53:1-12", first: "Isa.53.1", last: "Isa.53.12", count: 12 },
  ])("$text → $count canonical keys", ({ text, first, last, count }) => {
    const keys = scanReferences(text).valid.flatMap((found) => found.keys);
    expect(keys).toHaveLength(count);
    expect(keys[0]).toBe(first);
    expect(keys.at(-1)).toBe(last);
  });

  it.each([
    { written: "John 22:1", message: "John 22:1 does not exist" },
    { written: "Gen 51:1", message: "Gen 51:1 does not exist" },
  ])("invalidReferenceMessage($written)", ({ written, message }) => {
    expect(invalidReferenceMessage(written)).toBe(message);
    expect(invalidReferenceMessage(scanReferences(written).invalid[0] ?? "")).toBe(message);
  });
});

describe("R1 parseReferenceField", () => {
  it.each([
    { text: "Jn 1:29", label: "John 1:29", keys: ["John.1.29"] },
    { text: " Gen 22:8 ", label: "Genesis 22:8", keys: ["Gen.22.8"] },
    { text: "John 3:16, 18", label: "John 3:16; John 3:18", keys: ["John.3.16", "John.3.18"] },
    { text: "Heb 9:11-12", label: "Hebrews 9:11-12", keys: ["Heb.9.11", "Heb.9.12"] },
    { text: "Gen 22:8; Jn 1:29.", label: "Genesis 22:8; John 1:29", keys: ["Gen.22.8", "John.1.29"] },
    { text: "Gen 22:8 and John 1:29", label: "Genesis 22:8; John 1:29", keys: ["Gen.22.8", "John.1.29"] },
    {
      text: "I Corinthians 13:4-7",
      label: "1 Corinthians 13:4-7",
      keys: ["1Cor.13.4", "1Cor.13.5", "1Cor.13.6", "1Cor.13.7"],
    },
  ])("$text → $label", ({ text, label, keys }) => {
    const found = parseReferenceField(text);
    expect(found?.label).toBe(label);
    expect(found?.keys).toEqual(keys);
    expect(found?.text).toBe(text);
  });

  it.each([
    "John 22:1",
    "hello",
    "",
    "John 3:16; John 22:1",
    "John 22:1; John 3:16",
    "John 3:16, 99",
    "Gen 22:8 and the lamb",
    "Isaiah 53",
  ])("%j → null", (text) => {
    expect(parseReferenceField(text)).toBeNull();
  });

  it("accepts a chapter where the sheet says so", () => {
    expect(parseReferenceField("Isaiah 53", { chapterOnly: true })?.label).toBe("Isaiah 53");
  });
});

describe("R2 matchReference", () => {
  const table: Record<string, readonly string[]> = {
    "John.1.29": ["Gen.22.8", "Isa.53.7", "John.1.36"],
  };
  const related: RelatedLookup = (key) => table[key] ?? [];

  it.each<{ submitted: string; key: string; lookup?: RelatedLookup; kind: MatchKind }>([
    { submitted: "John 1:29", key: "Jn 1:29", kind: "overlap" },
    { submitted: "John 1:28-30", key: "John 1:29", kind: "overlap" },
    { submitted: "John 1:29", key: "John 1:28-30", kind: "overlap" },
    { submitted: "John 3:16, 18", key: "John 3:18", kind: "overlap" },
    { submitted: "John 3:35-4:2", key: "John 4:1", kind: "overlap" },
    { submitted: "John 1:29", key: "John 1:29", lookup: related, kind: "overlap" },
    { submitted: "Gen 22:8", key: "John 1:29", lookup: related, kind: "related" },
    { submitted: "Isa 53:5-7", key: "John 1:29", lookup: related, kind: "related" },
    // Related outranks same chapter.
    { submitted: "John 1:36", key: "John 1:29", lookup: related, kind: "related" },
    { submitted: "John 1:35", key: "John 1:29", lookup: related, kind: "same-chapter" },
    { submitted: "John 1:35", key: "John 1:29", kind: "same-chapter" },
    { submitted: "Gen 22:8", key: "John 1:29", kind: "none" },
    // The table is read from the key verse's entry, not the submitted verse's.
    { submitted: "John 1:29", key: "Gen 22:8", lookup: related, kind: "none" },
    { submitted: "Rev 5:6", key: "John 1:29", lookup: related, kind: "none" },
    { submitted: "John 2:1", key: "John 1:29", kind: "none" },
  ])("$submitted against $key → $kind", ({ submitted, key, lookup, kind }) => {
    expect(matchReference(field(submitted), field(key), lookup)).toBe(kind);
  });

  it.each([
    { key: "John.3.16", number: 43003016 },
    { key: "Gen.1.1", number: 1001001 },
    { key: "Rev.22.21", number: 66022021 },
    { key: "Nope.1.1", number: undefined },
  ])("numericKey($key) = $number", ({ key, number }) => {
    expect(numericKey(key)).toBe(number);
  });
});

describe("R3 countAnswerWords", () => {
  it.each([
    { text: "Christ's love in John 3:16 is 4 times", words: 5 },
    { text: "Christ’s love", words: 2 },
    { text: "John 3:16, 18 shows 7 things", words: 2 },
    { text: "1 Cor 5:7 Christ our passover", words: 3 },
    { text: "Gen. 22:8 the lamb", words: 2 },
    { text: "don't stop", words: 2 },
    { text: "rock-solid faith", words: 3 },
    { text: "3rd day", words: 2 },
    { text: "12 34 2300", words: 0 },
    { text: "", words: 0 },
    // "job 5" and "mark 3" are words and numbers here, not chapter references.
    { text: "I did my job 5 times and mark 3 points", words: 8 },
  ])("$text → $words", ({ text, words }) => {
    expect(countAnswerWords(text)).toBe(words);
  });
});

describe("R4 containsTerm", () => {
  it.each([
    { text: "the altar of burnt offering", term: "altar", found: true },
    { text: "The ALTAR.", term: "altar", found: true },
    { text: "the altars stood", term: "altar", found: false },
    { text: "a psaltar", term: "altar", found: false },
    { text: "read it in 2D", term: "2D", found: true },
    { text: "a 2d reading", term: "2D", found: true },
    { text: "12D", term: "2D", found: false },
    { text: "the |S wall", term: "|S", found: true },
    { text: "see ⊙ here", term: "⊙", found: true },
    { text: "see ⊙here", term: "⊙", found: true },
    { text: "nothing centred", term: "⊙", found: false },
    { text: "E-Now matters", term: "E-Now", found: true },
    { text: "the e-now horizon", term: "E-Now", found: true },
    { text: "Ee-Now", term: "E-Now", found: false },
    { text: "BL shows it", term: "BL", found: true },
    { text: "BLT", term: "BL", found: false },
    { text: "P‖ here", term: "P‖", found: true },
    { text: "open the Sanctuary Room", term: "sanctuary room", found: true },
    { text: "Christ's cross", term: "Christ", found: true },
    { text: "anything", term: "", found: false },
    { text: "", term: "altar", found: false },
  ])("$term in $text → $found", ({ text, term, found }) => {
    expect(containsTerm(text, term)).toBe(found);
  });
});

describe("R4 isMentioned", () => {
  const centre = { code: "⊙", name: "Christ-centred", synonyms: ["centre", "center"] };
  const laver = { code: "LV", name: "Laver" };
  const now = { code: "E-Now", name: "Earth Now", synonyms: ["present age"] };

  it.each([
    { text: "The ⊙ is the point", item: centre, mentioned: true },
    { text: "a CHRIST-CENTRED reading", item: centre, mentioned: true },
    { text: "at the center of the verse", item: centre, mentioned: true },
    { text: "the centre of all", item: centre, mentioned: true },
    { text: "it is centred", item: centre, mentioned: false },
    { text: "the laver cleanses", item: laver, mentioned: true },
    { text: "LV", item: laver, mentioned: true },
    { text: "lavers", item: laver, mentioned: false },
    { text: "in the e-now", item: now, mentioned: true },
    { text: "in EARTH NOW", item: now, mentioned: true },
    { text: "in the present age", item: now, mentioned: true },
    { text: "the earth is", item: now, mentioned: false },
  ])("$text mentions $item.code → $mentioned", ({ text, item, mentioned }) => {
    expect(isMentioned(text, item)).toBe(mentioned);
  });
});

describe("R5 stem", () => {
  it.each([
    ["lambs", "lamb"],
    ["Lambs", "lamb"],
    ["churches", "church"],
    ["witnesses", "witness"],
    ["sanctuaries", "sanctuary"],
    ["glass", "glass"],
    ["offered", "offer"],
    ["offering", "offer"],
    ["offerings", "offer"],
    ["blessed", "bless"],
    ["blessings", "bless"],
    ["carried", "carry"],
    ["king", "king"],
    ["things", "thing"],
    ["is", "is"],
    ["was", "was"],
    ["worshipping", "worship"],
    ["stopped", "stop"],
    ["falling", "fall"],
    ["filled", "fill"],
    ["added", "add"],
    ["staffed", "staff"],
  ])("%s → %s", (word, stemmed) => {
    expect(stem(word)).toBe(stemmed);
  });

  it.each([
    ["sacrifice", "sacrificed", "sacrificing", "sacrifices"],
    ["type", "typed", "types", "typing"],
    ["atone", "atoned", "atoning", "atones"],
    ["offer", "offered", "offering", "offerings"],
    ["worship", "worshipped", "worshipping", "worships"],
  ])("%s, %s, %s and %s share one stem", (...forms) => {
    expect(new Set(forms.map(stem)).size).toBe(1);
  });
});

describe("R5 keywordHits", () => {
  it.each([
    {
      text: "The lambs were sacrificed; lamb after lamb.",
      keywords: ["lamb", "sacrifice", "altar"],
      hits: ["lamb", "sacrifice"],
    },
    { text: "He was offering the LAMB", keywords: ["offered", "lamb"], hits: ["offered", "lamb"] },
    { text: "lamb lamb lamb", keywords: ["lamb", "lamb", "lambs"], hits: ["lamb", "lambs"] },
    {
      text: "the blood of Christ cleanses",
      keywords: ["blood of Christ", "cleansing", "Christ blood"],
      hits: ["blood of Christ", "cleansing"],
    },
    { text: "the altars", keywords: ["", "laver"], hits: [] },
    { text: "", keywords: ["lamb"], hits: [] },
  ])("$text → $hits", ({ text, keywords, hits }) => {
    expect(keywordHits(text, keywords)).toEqual(hits);
  });
});

describe("R6 splitSentences", () => {
  it.each([
    { text: "Read John 3:16. Then pray.", sentences: ["Read John 3:16.", "Then pray."] },
    { text: "See Gen. 1 and Ex. 12. It is clear!", sentences: ["See Gen. 1 and Ex. 12.", "It is clear!"] },
    { text: "See Jn. 1:29 here. Next.", sentences: ["See Jn. 1:29 here.", "Next."] },
    { text: "1 Sam. 16:7 shows it. Next", sentences: ["1 Sam. 16:7 shows it.", "Next"] },
    {
      text: "Dan. 8:14 points to 1844. The sanctuary is cleansed.",
      sentences: ["Dan. 8:14 points to 1844.", "The sanctuary is cleansed."],
    },
    { text: "He came, e.g. to save. Amen", sentences: ["He came, e.g. to save.", "Amen"] },
    { text: "Is it? Yes! No.", sentences: ["Is it?", "Yes!", "No."] },
    { text: "Gal 4:4. Eph 1:10.", sentences: ["Gal 4:4.", "Eph 1:10."] },
    { text: "No punctuation at all", sentences: ["No punctuation at all"] },
    { text: "3.14 is not a sentence", sentences: ["3.14 is not a sentence"] },
    { text: "", sentences: [] },
  ])("$text → $sentences.length", ({ text, sentences }) => {
    expect(splitSentences(text)).toEqual(sentences);
  });
});

describe("R7 isEcho", () => {
  const earlier = "The lamb on the altar points to Christ who was slain for us";
  const prompt = "Explain how the ram caught in the thicket in Gen 22:13 points to Christ";

  it.each([
    { answer: earlier, history: [earlier], echo: true },
    {
      answer: "the LAMB on the altar, points to Christ who was slain for us!",
      history: [earlier],
      echo: true,
    },
    // One word changed at the end: 9 of 10 trigrams still shared.
    {
      answer: "The lamb on the altar points to Christ who was slain for them",
      history: [earlier],
      echo: true,
    },
    { answer: "Yes.", history: ["yes"], echo: true },
    {
      answer: "Explain how the ram caught in the thicket in Gen 22:13 points to Christ",
      history: [],
      echo: true,
    },
    {
      answer: "Abraham said God would provide himself a lamb, and at Calvary He did",
      history: [earlier],
      echo: false,
    },
    {
      answer: "The lamb on the altar is a type that the cross fulfils in full",
      history: [earlier],
      echo: false,
    },
    { answer: "yes", history: ["no"], echo: false },
    { answer: "", history: [""], echo: false },
  ])("$answer → $echo", ({ answer, history, echo }) => {
    expect(isEcho(answer, history, prompt)).toBe(echo);
  });

  it.each([
    // 9 trigrams, 7 shared → 0.78: not an echo.
    { answer: "a b c d e f g h i j k", other: "a b c d e f g h i x y", share: 7 / 9, echo: false },
    // 10 trigrams, 8 shared → exactly 0.8: an echo.
    { answer: "a b c d e f g h i j k l", other: "a b c d e f g h i j x", share: 0.8, echo: true },
  ])("the 80 % threshold: $share", ({ answer, other, share, echo }) => {
    expect(trigramShare(answer, other)).toBeCloseTo(share);
    expect(isEcho(answer, [other])).toBe(echo);
  });

  it("has the fresh-answer message", () => {
    expect(ECHO_MESSAGE).toBe("Write a fresh answer for this round");
  });
});

describe("R8 textAnswerMatches", () => {
  it.each([
    { answer: "a", accepted: ["Lamb"], ok: false },
    { answer: "l", accepted: ["lamb"], ok: false },
    { answer: "the lamb", accepted: ["Lamb"], ok: true },
    { answer: "The Lamb!", accepted: ["lamb"], ok: true },
    { answer: "THE   LAMB", accepted: ["lamb"], ok: true },
    { answer: "lamb of god", accepted: ["The Lamb of God"], ok: true },
    // Contains "lamb" (4 letters) and is at most 6 words long.
    { answer: "the lamb of God", accepted: ["lamb"], ok: true },
    { answer: "a lamb", accepted: ["lamb"], ok: true },
    { answer: "he is the Lamb of God", accepted: ["lamb"], ok: true },
    // 7 words: too long for containment.
    { answer: "it is the lamb of God indeed", accepted: ["lamb"], ok: false },
    // "ark" has only 3 letters: only an exact answer counts.
    { answer: "ark", accepted: ["Ark"], ok: true },
    { answer: "the ark", accepted: ["ark"], ok: true },
    { answer: "ark of god", accepted: ["ark"], ok: false },
    // Whole words only, and never the reverse direction.
    { answer: "lambs", accepted: ["lamb"], ok: false },
    { answer: "thelamb", accepted: ["lamb"], ok: false },
    { answer: "lamb", accepted: ["a lamb"], ok: false },
    { answer: "lamb", accepted: ["Lamb of God"], ok: false },
    { answer: "Passover lamb", accepted: ["Passover"], ok: true },
    { answer: "Christ", accepted: ["Jesus", "Christ"], ok: true },
    { answer: "", accepted: ["lamb"], ok: false },
    { answer: "lamb", accepted: [""], ok: false },
  ])("$answer vs $accepted → $ok", ({ answer, accepted, ok }) => {
    expect(textAnswerMatches(answer, accepted)).toBe(ok);
  });

  it.each([
    ["  The   Lamb, of God! ", "lamb of god"],
    ["Theophilus", "theophilus"],
    ["the", "the"],
  ])("normaliseAnswer(%j) = %j", (text, normal) => {
    expect(normaliseAnswer(text)).toBe(normal);
  });
});

describe("R8 roomAnswerMatches", () => {
  const story = { id: "sr", tag: "SR", name: "Story Room" };
  const math = { id: "math", tag: "MATH", name: "Mathematics Room" };
  const parallels = { id: "par", tag: "P‖", name: "Parallels Room" };
  const cycles = { id: "cycles", tag: "@", name: "Eight Cycles" };
  const mastery = { id: "infinity", tag: "∞", name: "Reflexive Mastery" };

  it.each([
    { answer: "Story Room", room: story, ok: true },
    { answer: "the story room", room: story, ok: true },
    { answer: "story", room: story, ok: true },
    { answer: "SR", room: story, ok: true },
    { answer: "sr room", room: story, ok: true },
    { answer: "SR Room", room: story, ok: true },
    { answer: "room", room: story, ok: false },
    { answer: "story rooms", room: story, ok: false },
    { answer: "storyroom", room: story, ok: false },
    { answer: "", room: story, ok: false },
    { answer: "mathematics", room: math, ok: true },
    { answer: "Math room", room: math, ok: true },
    { answer: "MATH", room: math, ok: true },
    { answer: "P‖", room: parallels, ok: true },
    { answer: "par", room: parallels, ok: true },
    { answer: "parallels", room: parallels, ok: true },
    { answer: "@", room: cycles, ok: true },
    { answer: "@ room", room: cycles, ok: true },
    { answer: "eight cycles", room: cycles, ok: true },
    { answer: "cycles", room: cycles, ok: true },
    { answer: "?", room: cycles, ok: false },
    { answer: "∞", room: mastery, ok: true },
    { answer: "infinity", room: mastery, ok: true },
    { answer: "@", room: mastery, ok: false },
  ])("$answer names $room.id → $ok", ({ answer, room, ok }) => {
    expect(roomAnswerMatches(answer, room)).toBe(ok);
  });
});
