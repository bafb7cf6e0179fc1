// The offline study engine on the real KJV, word index, Strong's and cross references: the acceptance points of
// ai.md §2.5 and the [O] points of §3.1–3.4, determinism, and the shape every answer keeps (real room codes,
// passages the reader can open, no footer lines in the body).
import { beforeAll, describe, expect, test } from "vitest";
import { parseReference } from "@common/bible/reference";
import { aiText } from "@common/constants/ai";
import { roomById } from "@common/content/palace";
import { roomOverviews } from "@common/content/palace/overview";
import type { AskInput } from "@common/schemas/ai";
import { createBibleSource } from "@server/modules/bible/bible-data";
import { createOfflineEngine } from "./offline-engine";
import { doctrines } from "./tables/doctrines";
import { kidsUnmatched } from "./tables/kids-topics";
import type { OfflineAnswer } from "./types";

const bible = createBibleSource();
const engine = createOfflineEngine({ bible });

beforeAll(() => engine.warm(), 120_000);

const ask = (assistant: AskInput["assistant"], message: string, options: object = {}) =>
  engine.answerChat({ assistant, message, options });

/** The verses quoted in the body: "> **John 3:16** For God so loved …" → [reference, text]. */
function quoted(markdown: string): [string, string][] {
  return [...markdown.matchAll(/^> \*\*([^*]+)\*\* (.+)$/gm)].map((match) => [
    match[1] ?? "",
    match[2] ?? "",
  ]);
}

/** The body between a heading and the next heading. */
function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`${title}\n`);
  if (start < 0) return "";
  const rest = markdown.slice(start + title.length + 1);
  const next = rest.search(/^#{2,4} /m);
  return next < 0 ? rest : rest.slice(0, next);
}

async function kjvText(reference: string): Promise<string> {
  const kjv = await bible.load("kjv");
  const range = parseReference(reference)?.ranges[0];
  const verse = kjv.verses.find(
    (candidate) =>
      candidate.book === range?.start.book &&
      candidate.chapter === range.start.chapter &&
      candidate.verse === range.start.verse,
  );
  return verse?.plain ?? "";
}

const realTags = new Set(roomOverviews.map((room) => room.tag));

function expectWellFormed(answer: OfflineAnswer) {
  expect(answer.markdown.trim()).not.toBe("");
  expect(answer.markdown).not.toMatch(/^(Rooms|Passages):/m);
  expect(answer.markdown).not.toContain(aiText.offlineFooter);
  expect(answer.rooms.length).toBeLessThanOrEqual(3);
  for (const room of answer.rooms) expect(realTags).toContain(room);
  for (const passage of answer.passages) expect(parseReference(passage)?.label).toBe(passage);
}

describe("ai.md §2.5 point 2: the laver", () => {
  test("quotes verses containing 'laver', suggests the Blue Room, and answers the same twice", async () => {
    const first = await ask("phototheology", "What does the laver teach?");
    const central = quoted(section(first.markdown, "#### Central verses"));
    expect(central.length).toBeGreaterThan(0);
    for (const [, text] of central) expect(text.toLowerCase()).toContain("laver");
    expect(first.rooms).toContain(roomById("bl").tag);
    expectWellFormed(first);
    expect(await ask("phototheology", "What does the laver teach?")).toEqual(first);
  });
});

describe("ai.md §2.5 point 3: John 3:16", () => {
  test("centres on the verse and lists related passages the reader can open", async () => {
    const answer = await ask("phototheology", "John 3:16");
    const [[reference, text] = ["", ""]] = quoted(answer.markdown);
    expect(reference).toBe("John 3:16");
    expect(text).toBe(await kjvText("John 3:16"));
    expect(answer.passages[0]).toBe("John 3:16");
    const related = [
      ...section(answer.markdown, "#### Related passages").matchAll(/^- \*\*([^*]+)\*\*/gm),
    ].map((match) => match[1] ?? "");
    expect(related.length).toBeGreaterThanOrEqual(3);
    expect(related).not.toContain("John 3:16");
    for (const reference of related) expect(answer.passages).toContain(reference);
    expectWellFormed(answer);
  });
});

describe("ai.md §3.1 [O] Phototheology GPT", () => {
  test('"Find Christ in Ruth 4" suggests the Christ in Every Chapter room, with our Christ-line', async () => {
    const answer = await ask("phototheology", "Find Christ in Ruth 4");
    expect(answer.rooms).toContain("CEC");
    expect(answer.markdown).toContain("Kinsman-Redeemer");
    expect(quoted(answer.markdown).every(([reference]) => reference.startsWith("Ruth 4:"))).toBe(true);
    expectWellFormed(answer);
  });

  test("a question about what Jesus taught is answered from the Gospels", async () => {
    const answer = await ask("phototheology", "What did Jesus teach about prayer?");
    const central = quoted(section(answer.markdown, "#### Central verses"));
    expect(central.length).toBeGreaterThan(0);
    for (const [reference, text] of central) {
      expect(reference).toMatch(/^(Matthew|Mark|Luke|John) /);
      expect(text).toMatch(/pray/i);
    }
  });

  test("a focus room leads, and depth sets how many rooms are suggested", async () => {
    const focused = await ask("phototheology", "What does the laver teach?", {
      focusRoom: "fe",
      depth: "deep",
    });
    expect(focused.rooms[0]).toBe("FE");
    expect(focused.rooms).toContain("BL");
    const quick = await ask("phototheology", "Find Christ in Ruth 4", { depth: "quick" });
    expect(quick.rooms).toEqual(["CEC"]);
  });
});

describe("ai.md §3.2 [O] Apologetics GPT", () => {
  const sabbath = doctrines.find((entry) => entry.id === "sabbath");

  test('"Is the Sabbath still for Christians?" returns the doctrine entry with its key passages quoted', async () => {
    const answer = await ask("apologetics", "Is the Sabbath still for Christians?");
    expect(answer.markdown).toContain(sabbath?.shortAnswer);
    for (const reference of sabbath?.keyPassages ?? []) {
      expect(answer.markdown).toContain(await kjvText(reference));
      expect(answer.passages).toContain(parseReference(reference)?.label);
    }
    expect(answer.rooms).toEqual([]);
    expectWellFormed(answer);
  });

  test("Full case has the four sections in order; Short answer keeps the first and the last", async () => {
    const full = await ask("apologetics", "Why did Jesus have to die?", { length: "full" });
    const headings = [...full.markdown.matchAll(/^#### (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual([
      "Short answer",
      "The evidence",
      "Objections and replies",
      "Saying it with grace",
    ]);
    const short = await ask("apologetics", "Why did Jesus have to die?", { length: "short" });
    expect([...short.markdown.matchAll(/^#### (.+)$/gm)].map((match) => match[1])).toEqual([
      "Short answer",
      "Saying it with grace",
    ]);
  });

  test("a question outside the table says so and offers the three closest entries", async () => {
    const answer = await ask("apologetics", "Is it fine to eat pork?");
    expect(answer.markdown).toContain(aiText.notAvailableOffline);
    expect(answer.suggestions).toHaveLength(3);
    for (const question of answer.suggestions ?? [])
      expect(doctrines.map((entry) => entry.question)).toContain(question);
    expectWellFormed(answer);
  });
});

describe("ai.md §3.3 [O] Daniel-Revelation GPT", () => {
  test('"Daniel 8:14" gives the 2,300 days with the calculation and the parallel to Daniel 9', async () => {
    const answer = await ask("daniel_revelation", "Daniel 8:14");
    expect(quoted(answer.markdown)[0]?.[0]).toBe("Daniel 8:14");
    expect(answer.markdown).toContain("The 2,300 days");
    expect(answer.markdown).toContain("457 BC");
    expect(answer.markdown).toContain("AD 1844");
    expect(answer.markdown).toContain("no year zero");
    expect(answer.markdown).toContain("Daniel 8 and 9");
    expect(answer.passages.some((passage) => passage.startsWith("Daniel 9:"))).toBe(true);
    expect(answer.rooms).toContain("MATH");
    expect(answer.timeline).toEqual([]);
    expectWellFormed(answer);
  });

  test('"What is the mark of the beast?" returns Revelation 13 and 14 passages and the Three Angels Room', async () => {
    const answer = await ask("daniel_revelation", "What is the mark of the beast?");
    expect(answer.passages.some((passage) => passage.startsWith("Revelation 13:"))).toBe(true);
    expect(answer.passages.some((passage) => passage.startsWith("Revelation 14:"))).toBe(true);
    expect(answer.rooms).toContain("3A");
    for (const room of answer.rooms) expect(["PR", "BL", "3A", "MATH"]).toContain(room);
    expectWellFormed(answer);
  });

  test("Show timeline gives 'date — event — passage' lines in date order (70 weeks: AD 27, 31, 34)", async () => {
    const answer = await ask("daniel_revelation", "Work out the 70 weeks", { timeline: true });
    expect(answer.markdown).toContain("457 BC + 483 years = AD 27");
    const dates = answer.timeline.map((line) => line.split(" — ")[0]);
    expect(dates).toEqual(["457 BC", "AD 27", "AD 31", "AD 34"]);
    for (const line of answer.timeline) {
      const parts = line.split(" — ");
      expect(parts).toHaveLength(3);
      expect(parseReference(parts[2] ?? "")).not.toBeNull();
    }
  });

  test("Book focus limits the word search to that book", async () => {
    const answer = await ask("daniel_revelation", "lion", { bookFocus: "revelation" });
    const verses = quoted(section(answer.markdown, "#### The passage"));
    expect(verses.length).toBeGreaterThan(0);
    for (const [reference] of verses) expect(reference).toMatch(/^Revelation /);
  });
});

describe("ai.md §3.4 [O] KidGPT", () => {
  test('"Noah" gives a simple sentence, a short Genesis verse and a question', async () => {
    const answer = await ask("kid", "Noah", { ageBand: "4-7" });
    const [sentence = "", verse = "", think = ""] = answer.markdown.split("\n\n");
    expect(sentence).toMatch(/^[A-Z][^\n]*\.$/);
    expect(sentence.split(/[.!?](\s|$)/).filter((part) => part.trim().length > 1)).toHaveLength(1);
    const [[reference = "", text = ""] = []] = quoted(verse);
    expect(reference).toMatch(/^Genesis /);
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(20);
    expect(think).toMatch(/^\*\*Think about it:\*\* .+\?$/);
    expect(answer.markdown.split(/\s+/).length).toBeLessThanOrEqual(60);
    expect(answer.rooms).toEqual([]);
    expect(answer.passages).toEqual([reference]);
  });

  test("ages 8–12 get one more sentence, within 120 words", async () => {
    const younger = await ask("kid", "Tell me about Daniel", { ageBand: "4-7" });
    const older = await ask("kid", "Tell me about Daniel", { ageBand: "8-12" });
    expect(older.markdown.length).toBeGreaterThan(younger.markdown.length);
    expect(older.markdown.split(/\s+/).length).toBeLessThanOrEqual(120);
  });

  test("an unmatched question gets the fixed reply and nothing else", async () => {
    expect(await ask("kid", "How do magnets work?")).toEqual({
      markdown: kidsUnmatched,
      rooms: [],
      passages: [],
      timeline: [],
    });
  });
});

describe("ai.md §3.12 room and verse assistant (Ask)", () => {
  test("the room assistant answers with the room's own method and names only that room", async () => {
    const answer = await ask("room_assistant", "How does Psalm 141:2 fit here?", { roomId: "bl" });
    const room = roomById("bl");
    expect(answer.rooms).toEqual([room.tag]);
    expect(quoted(answer.markdown)[0]?.[0]).toBe("Psalms 141:2");
    for (const step of room.method) expect(answer.markdown).toContain(`In Psalms 141:2: ${step.text}`);
    for (const field of room.deliverable.fields.filter((candidate) => !candidate.optional))
      expect(answer.markdown).toContain(`**${field.label}:**`);
    expectWellFormed(answer);
  });

  test("a room question naming a book takes the room's worked example from it", async () => {
    const answer = await ask("room_assistant", "Help me with the story of Jonah", { roomId: "sr" });
    expect(
      quoted(section(answer.markdown, "#### The passage")).every(([reference]) =>
        reference.startsWith("Jonah "),
      ),
    ).toBe(true);
    expect(answer.rooms).toEqual(["SR"]);
  });

  test("the verse assistant centres on its verse, applies the lens, and leaves judgement to study questions", async () => {
    const answer = await ask("verse_assistant", "Why does it say loved?", {
      reference: "John 3:16",
      lens: "Laver",
    });
    expect(quoted(answer.markdown)[0]?.[0]).toBe("John 3:16");
    expect(answer.rooms).toEqual(["BL"]);
    expect(answer.markdown).toContain("Christ washing His people by the Word");
    expect(answer.markdown).toMatch(/\*\*loved\*\*: Likely original word G25 /);
    expect(answer.markdown).toContain(aiText.notAvailableOffline);
    expectWellFormed(answer);
  });

  test("a room code as the lens names that room", async () => {
    const answer = await ask("verse_assistant", "What feast is here?", {
      reference: "1 Corinthians 5:7",
      lens: "FE",
    });
    expect(answer.rooms).toEqual(["FE"]);
  });
});

describe("determinism and shape", () => {
  const requests: [AskInput["assistant"], string, object][] = [
    ["phototheology", "What does the laver teach?", {}],
    ["phototheology", "Walk me through the Dimensions Room with Ruth 1", { depth: "deep" }],
    ["phototheology", "What did Jesus teach about prayer?", { depth: "quick" }],
    ["apologetics", "Why trust the Gospels?", { audience: "skeptic" }],
    ["daniel_revelation", "Who is the little horn?", { timeline: true }],
    ["daniel_revelation", "Line up Daniel 2, 7 and 8", {}],
    ["kid", "Jesus' miracles", {}],
    ["room_assistant", "Show me the method on Genesis 22", { roomId: "cec" }],
    ["verse_assistant", "What does this mean?", { reference: "Daniel 7:13", lens: "2D" }],
  ];

  test("the same request gives the same answer, from a fresh engine too", async () => {
    const again = createOfflineEngine({ bible });
    for (const [assistant, message, options] of requests) {
      const first = await ask(assistant, message, options);
      expectWellFormed(first);
      expect(await ask(assistant, message, options)).toEqual(first);
      expect(await again.answerChat({ assistant, message, options })).toEqual(first);
    }
  });
});
