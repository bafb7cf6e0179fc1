// Chain Chess's shared model (games.md §4.14): the challenge lists the move form offers, the numbers, the verdict
// bands, and the move and setup schemas with their refinements. (That every principle the chain graph uses has a
// label is checked on the server side, in server/modules/chess/bot.test.ts: common/ never imports the server.)
import { describe, expect, it } from "vitest";
import { BIBLE_BOOKS } from "../bible/books";
import { CYCLE_CODES } from "../content/palace/reference/cycles";
import { list as feastList } from "../content/palace/reference/feasts";
import { ROOM_IDS } from "../content/palace/types";
import {
  CHAIN_CHESS,
  challengeLabel,
  chessChallengeInput,
  chessChallengeItems,
  chessMoveInput,
  chessPrincipleOf,
  chessPrinciples,
  chessVerdict,
  createChessMatchInput,
  isChessChallengeItem,
  nextChallengeFor,
} from "./chess";
import { articleCodes, dimensionCodes, wallCodes, zoneCodes } from "./pt-symbols";

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("the challenge lists (§4.14)", () => {
  it("offers all 66 books, by OSIS id, labelled by name and grouped by testament", () => {
    const books = chessChallengeItems("book");
    expect(books).toHaveLength(66);
    expect(books.map((entry) => entry.item)).toEqual(BIBLE_BOOKS.map((book) => book.osis));
    expect(books[0]).toEqual({ item: "Gen", label: "Genesis", group: "Old Testament" });
    expect(books.find((entry) => entry.item === "Rom")).toEqual({
      item: "Rom",
      label: "Romans",
      group: "New Testament",
    });
  });

  it("offers the 38 rooms by id, labelled with name and tag", () => {
    const rooms = chessChallengeItems("room");
    expect(rooms).toHaveLength(38);
    expect(rooms.map((entry) => entry.item).sort()).toEqual([...ROOM_IDS].sort());
    expect(rooms.find((entry) => entry.item === "bl")).toEqual({
      item: "bl",
      label: "Blue Room (Sanctuary) (BL)",
      group: "Floor 5",
    });
  });

  it("offers the principles: 5 dimensions, 4 walls, 6 time zones, 8 articles, 7 feasts and 8 cycles, each labelled", () => {
    const principles = chessChallengeItems("principle");
    const expected = [
      ...dimensionCodes,
      ...wallCodes,
      ...zoneCodes,
      ...articleCodes,
      ...feastList.items.map((feast) => feast.values.feast ?? ""),
      ...CYCLE_CODES.map((cycle) => cycle.code),
    ];
    expect(principles.map((entry) => entry.item)).toEqual(expected);
    expect(principles).toHaveLength(38);
    for (const entry of principles) {
      expect(entry.label.length, entry.item).toBeGreaterThan(0);
      expect(entry.group.length, entry.item).toBeGreaterThan(0);
    }
    expect(principles.find((entry) => entry.item === "2D")?.label).toBe("2D · Christ");
    expect(principles.find((entry) => entry.item === "Passover")?.label).toBe("Passover");
    expect(principles.find((entry) => entry.item === "@CyC")).toEqual({
      item: "@CyC",
      label: "@CyC · Cyrus–Christ",
      group: "Cycle",
    });
  });

  it("gives every principle words a commentary may name it by (R4)", () => {
    for (const principle of chessPrinciples)
      expect(principle.synonyms.length, principle.code).toBeGreaterThanOrEqual(1);
    expect(chessPrincipleOf("Day of Atonement")?.synonyms).toContain("Yom Kippur");
    expect(chessPrincipleOf("@Ad")?.synonyms).toEqual(["Adamic cycle", "Adamic (creation)"]);
  });

  it("limits Kids to the Books category", () => {
    expect(chessChallengeItems("book", "kids")).toHaveLength(66);
    expect(chessChallengeItems("room", "kids")).toEqual([]);
    expect(chessChallengeItems("principle", "kids")).toEqual([]);
  });

  it.each([
    [{ category: "book", item: "Rom" }, "Romans"],
    [{ category: "room", item: "math" }, "Mathematics Room (MATH)"],
    [{ category: "principle", item: "ALTAR" }, "ALTAR · Altar of burnt offering"],
  ] as const)("labels the challenge %o as %s", (challenge, label) => {
    expect(challengeLabel(challenge)).toBe(label);
  });

  it("knows which items belong to which category", () => {
    expect(isChessChallengeItem("book", "Obad")).toBe(true);
    expect(isChessChallengeItem("book", "Tobit")).toBe(false);
    expect(isChessChallengeItem("room", "Rom")).toBe(false);
    expect(isChessChallengeItem("principle", "Purim")).toBe(false);
  });
});

describe("the numbers (§4.14)", () => {
  it("holds the sheet's defaults", () => {
    expect(CHAIN_CHESS.movesPerSide).toEqual({ options: [4, 6, 8], default: 6 });
    expect(CHAIN_CHESS.turnMs).toEqual({ live: 300_000, correspondence: 86_400_000 });
    expect(CHAIN_CHESS.commentary.adults).toMatchObject({ minSentences: 2, maxSentences: 5, minWords: 30 });
    expect(CHAIN_CHESS.commentary.kids).toMatchObject({ minSentences: 1, minWords: 10 });
    expect(CHAIN_CHESS.botThinkMs).toEqual([1500, 3000]);
    expect(CHAIN_CHESS.chat).toEqual({ maxChars: 300, minIntervalMs: 1000 });
    expect(CHAIN_CHESS.liveTimeoutsToForfeit).toBe(2);
  });

  it("has move components that add up to the maximum of 10", () => {
    const { reference, challenge, length, link, ownWords } = CHAIN_CHESS.score;
    expect(reference + challenge + length + link + ownWords).toBe(CHAIN_CHESS.maxScore);
  });

  it.each([
    [10, "pass"],
    [7, "pass"],
    [6, "partial"],
    [4, "partial"],
    [3, "fail"],
    [0, "fail"],
  ] as const)("gives a move score of %i the verdict %s", (score, verdict) => {
    expect(chessVerdict(score)).toBe(verdict);
  });
});

describe("the move input", () => {
  const move = {
    clientMoveId: "move-0001",
    ref: " Rom 8:1 ",
    commentary: "There is therefore now no condemnation.",
    challenge: { category: "book", item: "John" },
    baseVersion: 3,
  };

  it("accepts a move and trims its reference", () => {
    const parsed = chessMoveInput.parse(move);
    expect(parsed.ref).toBe("Rom 8:1");
    expect(parsed.challenge).toEqual({ category: "book", item: "John" });
  });

  it("accepts a move without a challenge (the match's last move sets none)", () => {
    expect(chessMoveInput.safeParse({ ...move, challenge: null }).success).toBe(true);
  });

  it.each([
    [{ ref: "" }, "ref: Enter a reference, e.g. John 3:16."],
    [{ commentary: "   " }, "commentary: Write your commentary."],
    [{ commentary: "x".repeat(2001) }, "commentary: Keep your commentary under 2000 characters."],
    [{ challenge: { category: "book", item: "bl" } }, "challenge.item: Choose a challenge from the list."],
    [{ challenge: { category: "room", item: "Rom" } }, "challenge.item: Choose a challenge from the list."],
    [{ baseVersion: -1 }, "baseVersion: Too small: expected number to be >=0"],
  ])("refuses %o", (change, issue) => {
    expect(issuesOf(chessMoveInput.safeParse({ ...move, ...change }))).toContain(issue);
  });

  it("refuses unknown fields", () => {
    expect(chessMoveInput.safeParse({ ...move, score: 10 }).success).toBe(false);
    expect(chessChallengeInput.safeParse({ category: "book", item: "Rom", points: 3 }).success).toBe(false);
  });
});

describe("the next challenge a move sets", () => {
  const categories = ["book", "room"] as const;

  it("is required on every move but the last", () => {
    expect(nextChallengeFor(null, { lastMove: false, categories })).toEqual({
      ok: false,
      message: "Set a challenge for your opponent.",
    });
    expect(nextChallengeFor({ category: "room", item: "bl" }, { lastMove: false, categories })).toEqual({
      ok: true,
      challenge: { category: "room", item: "bl" },
    });
  });

  it("is dropped on the last move", () => {
    expect(nextChallengeFor(null, { lastMove: true, categories })).toEqual({ ok: true, challenge: null });
    expect(nextChallengeFor({ category: "book", item: "Rom" }, { lastMove: true, categories })).toEqual({
      ok: true,
      challenge: null,
    });
  });

  it("must use a category the match allows", () => {
    expect(nextChallengeFor({ category: "principle", item: "2D" }, { lastMove: false, categories })).toEqual({
      ok: false,
      message: "This match does not use the Principles of the Palace category.",
    });
  });
});

describe("the setup input of POST /api/chain-chess/matches", () => {
  const bot = {
    opponent: "bot",
    level: "adults",
    categories: ["book", "room", "principle"],
    firstPlayer: "random",
    botLevel: "normal",
  };
  const friend = { ...bot, opponent: "invite", botLevel: undefined, pace: "live" };

  it("accepts a bot match and defaults to 6 moves per side", () => {
    expect(createChessMatchInput.parse(bot)).toMatchObject({ movesPerSide: 6, botLevel: "normal" });
  });

  it("accepts invite and open matches with a pace", () => {
    expect(createChessMatchInput.safeParse(friend).success).toBe(true);
    expect(
      createChessMatchInput.safeParse({
        ...friend,
        opponent: "open",
        pace: "correspondence",
        movesPerSide: 8,
      }).success,
    ).toBe(true);
  });

  it("accepts a kids match with the Books category", () => {
    expect(createChessMatchInput.safeParse({ ...bot, level: "kids", categories: ["book"] }).success).toBe(
      true,
    );
  });

  it.each([
    [{ ...bot, botLevel: undefined }, "botLevel: Choose the bot's strength."],
    [{ ...bot, pace: "live" }, "pace: A match against the bot has no pace."],
    [{ ...friend, pace: undefined }, "pace: Choose Live or Correspondence."],
    [{ ...friend, botLevel: "hard" }, "botLevel: Only the bot has a strength."],
    [{ ...bot, level: "kids" }, "categories: Kids matches use the Books category only."],
    [
      { ...bot, level: "kids", categories: ["room"] },
      "categories: Kids matches use the Books category only.",
    ],
    [{ ...bot, categories: [] }, "categories: Choose at least one category."],
    [{ ...bot, categories: ["book", "book"] }, "categories: Choose each category once."],
  ])("refuses %o", (input, issue) => {
    expect(issuesOf(createChessMatchInput.safeParse(input))).toContain(issue);
  });

  it.each([5, 0, 10])("refuses %i moves per side", (movesPerSide) => {
    expect(createChessMatchInput.safeParse({ ...bot, movesPerSide }).success).toBe(false);
  });

  it("refuses unknown opponents, levels and first players", () => {
    expect(createChessMatchInput.safeParse({ ...bot, opponent: "ai" }).success).toBe(false);
    expect(createChessMatchInput.safeParse({ ...bot, level: "teens" }).success).toBe(false);
    expect(createChessMatchInput.safeParse({ ...bot, firstPlayer: "bot" }).success).toBe(false);
  });
});
