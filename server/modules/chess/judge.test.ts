// Chain Chess's move judge (games.md §4.14): the rejections (invalid or used reference) and each component of the
// 0–10 move score, table-driven over a small map of KJV texts; every component has a case that fails without it.
import { describe, expect, it } from "vitest";
import { chainGraph } from "@server/modules/games/content/chain-graph";
import { fakeTexts, loadKjvText, moveOf } from "./chess-test-kit";
import {
  bookVerseRefs,
  challengePool,
  judgeMove,
  type JudgeMoveResult,
  principleNamed,
  relatedLookupFrom,
  roomNamed,
  sharedContentWords,
  verseKeysOf,
  verseLookup,
} from "./judge";

const texts = fakeTexts({
  "Gen 3:15":
    "And I will put enmity between thee and the woman, and between thy seed and her seed; it shall bruise thy head, and thou shalt bruise his heel.",
  "Gal 4:4":
    "But when the fulness of the time was come, God sent forth his Son, made of a woman, made under the law,",
  "Gen 3:21": "Unto Adam also and to his wife did the LORD God make coats of skins, and clothed them.",
  "Ps 23:1": "The LORD is my shepherd; I shall not want.",
  "John 10:11": "I am the good shepherd: the good shepherd giveth his life for the sheep.",
  "Exod 26:31":
    "And thou shalt make a vail of blue, and purple, and scarlet, and fine twined linen of cunning work: with cherubims shall it be made:",
  "Mark 4:38":
    "And he was in the hinder part of the ship, asleep on a pillow: and they awake him, and say unto him, Master, carest thou not that we perish?",
  "Rom 8:1":
    "There is therefore now no condemnation to them which are in Christ Jesus, who walk not after the flesh, but after the Spirit.",
});

/** Three sentences, 47 words, quoting Gal 4:4 ("fulness", "time", "Son", "woman", "law"). */
const GAL_COMMENTARY =
  "In the fulness of the time the promised Son arrived, born of a woman and placed under the law. " +
  "He came exactly when the Father had planned, not a day early and not a day late. " +
  "Every promise in Scripture keeps its appointment, and this one opened the way to our redemption.";

/** Three sentences, 36 words, sharing no content word with any verse above. */
const PLAIN_COMMENTARY =
  "This passage deserves a patient reading from start to finish. " +
  "Its message reaches every reader who comes with an open heart. " +
  "Study it slowly, pray over it, and then share what you learned with a friend.";

function accepted(result: JudgeMoveResult) {
  if (!result.accepted) throw new Error(`refused: ${result.message}`);
  return result;
}

/** The full-marks move: Gal 4:4 answers a Galatians challenge, follows Gen 3:15 (its graph link), quotes itself. */
const fullMove = moveOf({
  ref: "Gal 4:4",
  commentary: GAL_COMMENTARY,
  challenge: { category: "book", item: "Gal" },
  previousRef: "Gen 3:15",
  usedRefs: ["Gen 3:15"],
  verseText: texts,
});

describe("rejected moves (no score, 422)", () => {
  it.each([
    ["John 22:1", "John 22:1 does not exist"],
    ["hello", "Enter one verse or a range of up to 3 verses, e.g. John 3:16 or Rom 8:38-39."],
    ["Isaiah 53", "Enter one verse or a range of up to 3 verses, e.g. John 3:16 or Rom 8:38-39."],
    ["John 3:16, 18", "Give one verse or one range of up to 3 verses, not a list."],
    ["John 3:16; Rom 5:8", "Give one verse or one range of up to 3 verses, not a list."],
    ["Rom 8:1-4", "Choose one verse or a range of up to 3 verses in one book."],
  ])("refuses %s as invalid_reference", (ref, message) => {
    expect(judgeMove(moveOf({ ref, commentary: GAL_COMMENTARY }))).toEqual({
      accepted: false,
      code: "invalid_reference",
      message,
    });
  });

  it.each([
    ["Rom 8:39", ["Rom 8:38-39"], "Romans 8:39"],
    ["Rom 8:37-38", ["John 3:16", "Rom 8:38-39"], "Romans 8:38"],
    ["Rom 5:8", ["Romans 5:8"], "Romans 5:8"],
  ])("refuses %s after %o as verse_used", (ref, usedRefs, label) => {
    expect(judgeMove(moveOf({ ref, usedRefs }))).toEqual({
      accepted: false,
      code: "verse_used",
      message: `${label} has already been played in this match.`,
    });
  });

  it.each(["Rom 8:38-39", "Rom 8:37-39", "Gen 1:31-2:1", "Jude 3", "Obad 1:21"])(
    "accepts %s (one verse or a range of up to 3)",
    (ref) => {
      const result = accepted(judgeMove(moveOf({ ref, usedRefs: ["Rom 8:36"] })));
      expect(result.components.reference).toBe(2);
    },
  );
});

describe("the move score", () => {
  it("gives the full-marks move 10, a pass, with one check per component", () => {
    const result = accepted(judgeMove(fullMove));
    expect(result.score).toBe(10);
    expect(result.components).toEqual({ reference: 2, challenge: 3, length: 2, link: 2, ownWords: 1 });
    expect(result.answered).toBe(true);
    expect(result.normalisedRef).toBe("Galatians 4:4");
    expect(result.judgement).toMatchObject({ verdict: "pass", points: 10, source: "rules" });
    expect(result.judgement.checks.map((check) => [check.id, check.ok, check.label])).toEqual([
      ["reference", true, "Valid, new reference: Galatians 4:4 (2/2)"],
      ["challenge", true, "Answers the challenge: in Galatians (3/3)"],
      ["length", true, "Commentary: 3 sentences, 52 words (2/2)"],
      ["link", true, "Link to Genesis 3:15: a related verse (2/2)"],
      ["own-words", true, 'Uses the verse\'s own words: "fulness", "time", "son" (1/1)'],
    ]);
    expect(result.judgement.feedback).toMatch(/^Move score 10\/10\. ✓ Valid, new reference/);
  });

  // Each row takes one component away from the full-marks move: the score drops by exactly that component.
  it.each([
    [
      "the verse is not in the challenged book",
      { challenge: { category: "book", item: "Rom" } },
      "challenge",
      0,
    ],
    ["a one-sentence commentary", { commentary: GAL_COMMENTARY.split(". ")[0] + "." }, "length", 0],
    ["no link to the previous verse", { previousRef: "Ps 23:1", usedRefs: ["Ps 23:1"] }, "link", 0],
    ["none of the verse's own words", { commentary: PLAIN_COMMENTARY }, "ownWords", 0],
  ] as const)("scores %s lower", (_, change, component, points) => {
    const full = accepted(judgeMove(fullMove));
    const result = accepted(judgeMove({ ...fullMove, ...change }));
    expect(result.components[component]).toBe(points);
    expect(result.score).toBe(full.score - (full.components[component] - points));
  });

  const twoSentences = GAL_COMMENTARY.split(". ").slice(0, 2).join(". ") + ".";
  it.each([
    ["an opening with everything", null, null, GAL_COMMENTARY, 10, "pass"],
    ["an opening with a one-word commentary", null, null, "One.", 7, "pass"],
    ["a missed book, linked, two sentences", "Rom", "Gen 3:15", twoSentences, 6, "partial"],
    ["a missed book, linked, one word", "Rom", "Gen 3:15", "One.", 4, "partial"],
    ["a missed book, unlinked, one short sentence", "Rom", "Ps 23:1", "Fulness of time.", 3, "fail"],
  ] as const)(
    "gives %s %i points, %s; the points are the score",
    (_, book, previousRef, commentary, score, verdict) => {
      const challenge = book ? ({ category: "book", item: book } as const) : null;
      const result = accepted(
        judgeMove(moveOf({ ref: "Gal 4:4", commentary, challenge, previousRef, verseText: texts })),
      );
      expect(result.score).toBe(score);
      expect(result.judgement.verdict).toBe(verdict);
      expect(result.judgement.points).toBe(score);
    },
  );

  it("is deterministic", () => {
    expect(judgeMove(fullMove)).toEqual(judgeMove(fullMove));
  });

  it("adds a tip for the first component that fell short", () => {
    const result = accepted(judgeMove({ ...fullMove, challenge: { category: "book", item: "Rom" } }));
    expect(result.judgement.feedback).toContain("Tip: the challenge asked for a verse in Romans");
    expect(result.judgement.checks[1]).toEqual({
      id: "challenge",
      ok: false,
      label: "Answers the challenge: Galatians 4:4 is not in Romans (0/3)",
    });
  });
});

describe("challenge answered (0–3)", () => {
  const score = (change: Parameters<typeof moveOf>[0]) => accepted(judgeMove(moveOf(change)));

  it("counts the opening move's challenge as met", () => {
    const result = score({ ref: "Rom 8:1" });
    expect(result.components.challenge).toBe(3);
    expect(result.answered).toBe(true);
  });

  it.each([
    ["a book: a verse in it", "Rom 8:1", { category: "book", item: "Rom" }, "", 3, true],
    [
      "a book: a verse elsewhere, even named",
      "Rom 8:1",
      { category: "book", item: "Gal" },
      "Galatians",
      0,
      false,
    ],
    ["a room: a graph verse tagged with it", "Gen 3:21", { category: "room", item: "bl" }, "", 3, true],
    ["a room: a verse its palace data lists", "Mark 4:38", { category: "room", item: "sr" }, "", 3, true],
    ["a room: only named", "Ps 23:1", { category: "room", item: "bl" }, "The Blue Room shows it.", 1, false],
    ["a room: named by its tag", "Ps 23:1", { category: "room", item: "bl" }, "Read it in BL.", 1, false],
    ["a room: not named", "Ps 23:1", { category: "room", item: "bl" }, "A fine verse.", 0, false],
    [
      "a principle: a graph verse tagged with it",
      "Gen 3:21",
      { category: "principle", item: "ALTAR" },
      "",
      3,
      true,
    ],
    [
      "a principle: a verse of its curated table",
      "Exod 26:31",
      { category: "principle", item: "VEIL" },
      "",
      3,
      true,
    ],
    [
      "a principle: named by a synonym",
      "Ps 23:1",
      { category: "principle", item: "VEIL" },
      "The torn veil.",
      1,
      false,
    ],
    [
      "a principle: named by its code",
      "Rom 8:1",
      { category: "principle", item: "3D" },
      "Read in 3D.",
      1,
      false,
    ],
    ["a principle: not named", "Rom 8:1", { category: "principle", item: "VEIL" }, "A fine verse.", 0, false],
  ] as const)("%s", (_, ref, challenge, commentary, points, answered) => {
    const result = score({ ref, challenge, commentary });
    expect(result.components.challenge).toBe(points);
    expect(result.answered).toBe(answered);
  });

  it("uses pools that would not hold the verse without their sources", () => {
    const graphRefs = (test: (verse: (typeof chainGraph)[number]) => boolean) =>
      chainGraph.filter(test).map((verse) => verse.ref);
    // Mark 4:38 is a Story Room verse only through the palace data; Exod 26:31 a veil verse only through the table.
    expect(graphRefs((verse) => verse.rooms.includes("sr"))).not.toContain("Mark 4:38");
    expect(challengePool({ category: "room", item: "sr" }).extra).toContain("Mark.4.38");
    expect(graphRefs((verse) => verse.principles.includes("VEIL"))).not.toContain("Exod 26:31");
    expect(challengePool({ category: "principle", item: "VEIL" }).extra).toContain("Exod.26.31");
    expect(challengePool({ category: "principle", item: "VEIL" }).graph).toContain("Heb.10.20");
  });

  it("leaves whole chapters and longer spans of the palace data out of a room's pool", () => {
    // The Translation Room lists "Exodus 1-40"; the Story Room "John 9": neither makes its whole text a pool.
    expect(challengePool({ category: "room", item: "tr" }).all.has("Exod.20.3")).toBe(false);
    expect(challengePool({ category: "room", item: "sr" }).all.has("John.9.25")).toBe(false);
  });
});

describe("naming a room or principle (R4)", () => {
  it.each([
    ["The Observation Room notes it", "or", true],
    ["OR notes it", "or", true],
    ["this or that", "or", false],
    ["the Blue Room", "bl", true],
    ["Def-Com shows it", "dc", true],
    ["the Three Angels", "3a", true],
    ["the 24 elders", "24fps", false],
    ["in 24FPS", "24fps", true],
    ["@Ad runs on", "cycles", false],
    ["the cycles turn (@) again", "cycles", true],
  ])("%s names room %s: %s", (text, room, named) => {
    expect(roomNamed(text, room)).toBe(named);
  });

  it.each([
    ["give me rest", "3D", false],
    ["the third dimension", "3D", true],
    ["Yom Kippur", "Day of Atonement", true],
    ["the Feast of Weeks", "Pentecost (Weeks)", true],
    ["the Adamic cycle", "@Ad", true],
    ["Cyrus-Christ", "@CyC", true],
    ["the mercy seat", "ARK", true],
    ["E-Now", "E-Now", true],
    ["now", "E-Now", false],
  ])("%s names principle %s: %s", (text, code, named) => {
    expect(principleNamed(text, code)).toBe(named);
  });
});

describe("commentary length (0–2)", () => {
  const sentence = (words: number) =>
    `${Array.from({ length: words }, (_, i) => ["grace", "truth", "light", "peace"][i % 4]).join(" ")}.`;
  const text = (...lengths: number[]) => lengths.map(sentence).join(" ");

  it.each([
    ["adults", "1 sentence of 35 words", 0, text(35)],
    ["adults", "2 sentences of 30 words", 1, text(15, 15)],
    ["adults", "2 sentences of 8 words", 1, text(4, 4)],
    ["adults", "3 sentences of 30 words", 2, text(10, 10, 10)],
    ["adults", "3 sentences of 29 words", 1, text(10, 10, 9)],
    ["adults", "5 sentences of 30 words", 2, text(6, 6, 6, 6, 6)],
    ["adults", "6 sentences of 36 words", 1, text(6, 6, 6, 6, 6, 6)],
    ["kids", "1 sentence of 10 words", 2, text(10)],
    ["kids", "1 sentence of 7 words", 1, text(7)],
    ["kids", "1 sentence of 3 words", 0, text(3)],
  ] as const)("%s, %s: %i", (level, _, points, commentary) => {
    const result = accepted(judgeMove(moveOf({ ref: "Rom 8:1", commentary, level })));
    expect(result.components.length).toBe(points);
  });

  it("does not count references and numbers as words (R3)", () => {
    const commentary =
      "Read Rom 8:1 and John 3:16 with 1 2 3 4 5 6 7 8. Then read Gal 4:4 again. And Ps 23:1.";
    const result = accepted(judgeMove(moveOf({ ref: "Rom 8:1", commentary })));
    expect(result.judgement.checks.find((check) => check.id === "length")?.label).toBe(
      "Commentary: 3 sentences, 7 words (1/2)",
    );
  });
});

describe("link to the previous verse (0–2)", () => {
  const link = (change: Partial<Parameters<typeof moveOf>[0]>) =>
    accepted(judgeMove(moveOf({ ref: "John 10:11", previousRef: "Ps 23:1", verseText: texts, ...change })))
      .components.link;

  it("counts the opening move's link as met", () => {
    expect(link({ previousRef: null })).toBe(2);
  });

  it("gives 2 for a verse in the previous verse's chain-graph links", () => {
    expect(link({ ref: "Gal 4:4", previousRef: "Gen 3:15", commentary: PLAIN_COMMENTARY })).toBe(2);
  });

  it("gives 2 for a verse in the previous verse's related verses (R2), and not without the table", () => {
    const related = (key: string) => (key === "Ps.23.1" ? ["John.10.11"] : []);
    expect(link({ commentary: PLAIN_COMMENTARY, related })).toBe(2);
    expect(link({ commentary: PLAIN_COMMENTARY })).toBe(0);
  });

  it.each([
    ["a content word of the previous verse", "The shepherd gives his life.", 1],
    ["the previous reference named", "This answers Psalm 23:1 well.", 1],
    ["only the name of God in common", "The LORD is good.", 0],
    ["only stop words in common", "He is my friend and I shall not fear.", 0],
    ["nothing in common", PLAIN_COMMENTARY, 0],
  ])("gives %s", (_, commentary, points) => {
    expect(link({ commentary })).toBe(points);
  });
});

describe("the verse's own words (0–1)", () => {
  const own = (commentary: string) =>
    accepted(judgeMove(moveOf({ ref: "Rom 8:1", commentary, verseText: texts }))).components.ownWords;

  it.each([
    ["two content words of the verse", "No condemnation for those who walk by the Spirit.", 1],
    ["one content word", "No condemnation remains for us today.", 0],
    ["stop words and divine names only", "There is now Christ Jesus for them which are in Him.", 0],
    ["words inside a reference", "See Rom 8:1 and Rom 8:2 today.", 0],
    ["inflected forms (R5 stems)", "Condemnations end when believers walked in the spirit.", 1],
  ])("%s", (_, commentary, points) => {
    expect(own(commentary)).toBe(points);
  });

  it("needs the verse's text: without it no word is shared", () => {
    expect(
      accepted(judgeMove(moveOf({ ref: "Rom 8:1", commentary: "No condemnation in the Spirit." }))).components
        .ownWords,
    ).toBe(0);
  });

  it("lists the shared words as the commentary writes them", () => {
    expect(
      sharedContentWords("The Shepherd's sheep are safe.", "the good shepherd giveth his life for the sheep"),
    ).toEqual(["shepherd", "sheep"]);
  });
});

describe("helpers for the caller", () => {
  it("turns a numeric cross-reference table into the R2 lookup, keeping the top 10", () => {
    const table = {
      of: (key: number) => (key === 19023001 ? Array.from({ length: 12 }, (_, i) => 43010001 + i) : []),
    };
    const related = relatedLookupFrom(table);
    expect(related("Ps.23.1")).toHaveLength(10);
    expect(related("Ps.23.1")[0]).toBe("John.10.1");
    expect(related("Gen.1.1")).toEqual([]);
    expect(related("Nope.1.1")).toEqual([]);
  });

  it("reads verse texts from a loaded translation, ranges joined", () => {
    const byKey = new Map([
      [45008038, { plain: "For I am persuaded," }],
      [45008039, { plain: "Nor height, nor depth," }],
    ]);
    const text = verseLookup(byKey);
    expect(text("Rom 8:38-39")).toBe("For I am persuaded, Nor height, nor depth,");
    expect(text("Romans 8:38")).toBe("For I am persuaded,");
    expect(text("Rom 9:1")).toBeNull();
    expect(text("nonsense")).toBeNull();
  });

  it("lists every verse of a book and reads OSIS references without the parser", () => {
    expect(bookVerseRefs("Obad")).toHaveLength(21);
    expect(bookVerseRefs("Ps")).toHaveLength(2461);
    expect(bookVerseRefs("Tobit")).toEqual([]);
    expect(verseKeysOf("1Sam 3:10")).toEqual(["1Sam.3.10"]);
    expect(verseKeysOf("1 Samuel 3:10")).toEqual(["1Sam.3.10"]);
    expect(verseKeysOf("Ps 23:7")).toEqual([]);
  });
});

describe("with the real KJV", () => {
  it("scores a good human move 10 and a thin one lower", async () => {
    const verseText = await loadKjvText();
    const good = accepted(
      judgeMove({
        ...fullMove,
        verseText,
      }),
    );
    expect(good.score).toBe(10);
    const thin = accepted(
      judgeMove(
        moveOf({
          ref: "Obad 1:21",
          commentary: "Saviours judge from mount Zion.",
          challenge: { category: "room", item: "bl" },
          previousRef: "Gal 4:4",
          verseText,
        }),
      ),
    );
    expect(thin.components).toEqual({ reference: 2, challenge: 0, length: 0, link: 0, ownWords: 1 });
    expect(thin.judgement.verdict).toBe("fail");
  });
});
