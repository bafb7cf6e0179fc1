// The Chain Chess bot (games.md §4.14 "Bot (no AI)"): whole matches against a scripted player at every strength,
// across many seeds and every challenge category, with the real KJV and every move judged — every bot move answers
// its challenge, and its scores vary (an earlier bot always scored 8). Then its choices one rule at a time.
import { beforeAll, describe, expect, it } from "vitest";
import {
  CHAIN_CHESS,
  type ChessBotLevel,
  type ChessCategory,
  chessChallengeItems,
  chessPrincipleOf,
} from "@common/games/chess";
import { splitSentences } from "@common/games/judge/rules";
import { chainGraph } from "@server/modules/games/content/chain-graph";
import { createRng } from "@server/modules/games/rng";
import { botChallenge, botMove, type BotMoveInput, WELL_KNOWN_BOOKS } from "./bot";
import { itemsOf, loadKjvText, simulateMatch } from "./chess-test-kit";
import { bookVerseRefs, challengePool, judgeMove, refOfKey, verseKeysOf } from "./judge";

let verseText: (ref: string) => string | null;
beforeAll(async () => {
  verseText = await loadKjvText();
});

const LEVELS: readonly ChessBotLevel[] = ["easy", "normal", "hard"];
const CATEGORY_SETS: readonly (readonly ChessCategory[])[] = [
  ["book"],
  ["room"],
  ["principle"],
  ["book", "room", "principle"],
];
const SEEDS = Array.from({ length: 12 }, (_, i) => `seed-${i}`);

/** A bot move judged the way the server judges it. */
function judged(input: BotMoveInput) {
  const move = botMove(input);
  const result = judgeMove({
    ref: move.ref,
    commentary: move.commentary,
    challenge: input.challenge,
    previousRef: input.previousRef,
    usedRefs: input.usedRefs,
    level: input.matchLevel,
    verseText: input.verseText,
  });
  if (!result.accepted) throw new Error(`the judge refused the bot's ${move.ref}: ${result.message}`);
  return { move, result };
}

function inputOf(change: Partial<BotMoveInput>): BotMoveInput {
  return {
    challenge: null,
    previousRef: null,
    usedRefs: [],
    level: "normal",
    matchLevel: "adults",
    allowedCategories: ["book", "room", "principle"],
    rng: createRng("bot"),
    lastMove: false,
    verseText,
    ...change,
  };
}

describe("whole matches against a scripted player (acceptance 1)", () => {
  it.each(LEVELS)("%s: every bot move is accepted and answers its challenge, in every category", (level) => {
    const scores: number[] = [];
    for (const [i, seed] of SEEDS.entries())
      for (const categories of CATEGORY_SETS) {
        const match = simulateMatch({ seed, level, categories, botFirst: i % 2 === 0, verseText });
        expect(match.moves).toHaveLength(8);
        expect(match.botMoves).toHaveLength(4);
        for (const move of match.botMoves) {
          const where = `${seed} ${categories.join("+")} ${move.ref} for ${JSON.stringify(move.challenge)}`;
          expect(move.result.accepted, where).toBe(true);
          if (!move.result.accepted) continue;
          expect(move.result.answered, where).toBe(true);
          if (move.challenge) expect(move.result.components.challenge, where).toBe(3);
          scores.push(move.result.score);
        }
        // The match's last move sets no challenge; every other bot move sets one in an allowed category.
        for (const [ply, move] of match.moves.entries()) {
          if (move.side !== "bot" || !move.bot) continue;
          if (ply === 7) expect(move.bot.nextChallenge).toBeNull();
          else expect(categories).toContain(move.bot.nextChallenge?.category);
        }
      }
    // The old bot always scored 8: these vary from move to move.
    expect(new Set(scores).size, `${level}: ${scores.join(" ")}`).toBeGreaterThanOrEqual(3);
    expect(scores.some((score) => score !== 8)).toBe(true);
  });

  it("plays a Kids match: Books only, every move answered, challenges from well-known books", () => {
    for (const level of LEVELS)
      for (const seed of SEEDS.slice(0, 6)) {
        const match = simulateMatch({
          seed,
          level,
          matchLevel: "kids",
          categories: ["book"],
          botFirst: true,
          verseText,
        });
        for (const move of match.botMoves) {
          expect(move.result.accepted && move.result.answered, `${seed} ${move.ref}`).toBe(true);
          if (move.bot?.nextChallenge) {
            expect(move.bot.nextChallenge.category).toBe("book");
            expect(WELL_KNOWN_BOOKS).toContain(move.bot.nextChallenge.item);
          }
        }
      }
  });

  it("answers the same principle, room or book challenged on all 8 moves, from the graph and then its fallbacks", () => {
    const challenges = [
      { category: "principle", item: "VEIL" },
      { category: "principle", item: "Tabernacles" },
      { category: "room", item: "math" },
      { category: "book", item: "Obad" },
      { category: "book", item: "Phlm" },
    ] as const;
    for (const level of LEVELS)
      for (const challenge of challenges) {
        const match = simulateMatch({
          seed: `same-${challenge.item}`,
          level,
          categories: ["book", "room", "principle"],
          movesPerSide: 8,
          botFirst: false,
          verseText,
          playerChallenge: () => challenge,
        });
        for (const move of match.botMoves) {
          const where = `${level} ${challenge.item}: ${move.ref} (${move.bot?.source})`;
          expect(move.result.accepted && move.result.answered, where).toBe(true);
        }
        expect(new Set(match.moves.map((move) => move.ref)).size).toBe(16);
      }
  });
});

describe("choosing the verse", () => {
  it("opens with a graph verse when it moves first", () => {
    const { move, result } = judged(inputOf({}));
    expect(move.source).toBe("graph");
    expect(chainGraph.some((verse) => verse.ref === move.ref)).toBe(true);
    expect(result.components.challenge).toBe(3);
  });

  it("Normal and Hard prefer the previous verse's graph links; Easy picks at random among the matches", () => {
    // Galatians has two graph verses; Gen 3:15 links on to Gal 4:4.
    expect(challengePool({ category: "book", item: "Gal" }).graph).toEqual(["Gal.2.20", "Gal.4.4"]);
    const picks = (level: ChessBotLevel) =>
      new Set(
        SEEDS.map(
          (seed) =>
            botMove(
              inputOf({
                level,
                challenge: { category: "book", item: "Gal" },
                previousRef: "Gen 3:15",
                usedRefs: ["Gen 3:15"],
                rng: createRng(seed),
              }),
            ).ref,
        ),
      );
    expect(picks("normal")).toEqual(new Set(["Gal 4:4"]));
    expect(picks("hard")).toEqual(new Set(["Gal 4:4"]));
    expect(picks("easy")).toEqual(new Set(["Gal 2:20", "Gal 4:4"]));
  });

  it("Normal also follows the related-verse table when it is given", () => {
    const related = (key: string) => (key === "Gen.3.15" ? ["Gal.2.20"] : []);
    const state = {
      challenge: { category: "book", item: "Gal" } as const,
      previousRef: "Gen 3:15",
      usedRefs: ["Gen 3:15", "Gal 4:4"],
    };
    expect(botMove(inputOf({ ...state, related })).ref).toBe("Gal 2:20");
  });

  it("Hard takes the option the judge scores highest", () => {
    for (const seed of SEEDS) {
      const state = {
        challenge: { category: "principle", item: "2D" } as const,
        previousRef: "Gen 3:15",
        usedRefs: ["Gen 3:15"],
      };
      const hard = judged(inputOf({ ...state, level: "hard", rng: createRng(seed) })).result.score;
      const others = LEVELS.filter((level) => level !== "hard").map(
        (level) => judged(inputOf({ ...state, level, rng: createRng(seed) })).result.score,
      );
      const best = Math.max(
        ...challengePool(state.challenge).graph.flatMap((key) => {
          const verse = chainGraph.find((candidate) => verseKeysOf(candidate.ref)[0] === key);
          const result = verse
            ? judgeMove({
                ...state,
                ref: verse.ref,
                commentary: verse.commentary,
                level: "adults",
                verseText,
              })
            : undefined;
          return result?.accepted ? [result.score] : [];
        }),
      );
      expect(hard).toBe(best);
      for (const score of others) expect(hard).toBeGreaterThanOrEqual(score);
    }
  });

  it("Easy shortens its commentary to 2 sentences; Normal and Hard play the graph's 3", () => {
    for (const level of LEVELS) {
      const { move, result } = judged(inputOf({ level, challenge: { category: "book", item: "Rom" } }));
      expect(splitSentences(move.commentary), level).toHaveLength(level === "easy" ? 2 : 3);
      expect(result.components.length, level).toBe(level === "easy" ? 1 : 2);
    }
  });

  it("falls back to a KJV verse of the book when the graph's are used, with a commentary the judge credits", () => {
    const obadiah = chainGraph.filter((verse) => verse.book === "Obad").map((verse) => verse.ref);
    for (const level of LEVELS) {
      const { move, result } = judged(
        inputOf({
          level,
          challenge: { category: "book", item: "Obad" },
          previousRef: "Rom 5:8",
          usedRefs: [...obadiah, "Rom 5:8"],
        }),
      );
      expect(move.source, level).toBe("book");
      expect(verseKeysOf(move.ref)[0]?.startsWith("Obad."), move.ref).toBe(true);
      expect(move.commentary).toContain("Obadiah");
      expect(result.components, `${level} ${move.commentary}`).toMatchObject({ challenge: 3, ownWords: 1 });
      // Easy's two sentences keep the verse's words and the challenge; the sentence naming the previous verse goes.
      if (level === "easy") expect(result.components.length).toBe(1);
      else {
        expect(move.commentary).toContain("Romans 5:8");
        expect(result.components.link).toBeGreaterThanOrEqual(1);
        expect(result.components.length).toBe(2);
      }
    }
  });

  it("uses the verses it is given for that fallback", () => {
    const obadiah = chainGraph.filter((verse) => verse.book === "Obad").map((verse) => verse.ref);
    const move = botMove(
      inputOf({
        challenge: { category: "book", item: "Obad" },
        usedRefs: obadiah,
        bibleVerses: (book) => (book === "Obad" ? ["Obad 1:3"] : []),
      }),
    );
    expect(move.ref).toBe("Obad 1:3");
  });

  it("falls back to a room's palace verses, then to naming the principle when every curated verse is used", () => {
    const room = { category: "room", item: "math" } as const;
    const roomMove = judged(inputOf({ challenge: room, usedRefs: challengePool(room).graph.map(refOfKey) }));
    expect(roomMove.move.source).toBe("pool");
    expect(roomMove.result.answered).toBe(true);
    expect(roomMove.move.commentary).toContain("Mathematics Room");

    const veil = { category: "principle", item: "VEIL" } as const;
    const named = judged(inputOf({ challenge: veil, usedRefs: [...challengePool(veil).all].map(refOfKey) }));
    expect(named.move.source).toBe("named");
    expect(named.move.commentary).toContain("Veil (VEIL)");
    expect(named.result.components.challenge).toBe(1);
    expect(named.result.answered).toBe(false);
  });

  it("never plays a verse already used", () => {
    const used = chainGraph.slice(0, 240).map((verse) => verse.ref);
    const { move } = judged(inputOf({ usedRefs: used }));
    expect(used).not.toContain(move.ref);
  });

  it("is deterministic for a seed", () => {
    const state = { challenge: { category: "room", item: "bl" } as const, previousRef: "Gen 3:15" };
    for (const level of LEVELS)
      expect(botMove(inputOf({ ...state, level, rng: createRng("same") }))).toEqual(
        botMove(inputOf({ ...state, level, rng: createRng("same") })),
      );
  });
});

describe("challenging the player", () => {
  const challengesOf = (
    level: ChessBotLevel,
    matchLevel: "adults" | "kids",
    categories: readonly ChessCategory[],
  ) => Array.from({ length: 200 }, (_, i) => botChallenge(createRng(`c${i}`), level, matchLevel, categories));

  it("picks an allowed category and an item of its list", () => {
    const challenges = challengesOf("normal", "adults", ["room", "principle"]);
    expect(new Set(challenges.map((challenge) => challenge.category))).toEqual(
      new Set(["room", "principle"]),
    );
    for (const challenge of challenges) expect(itemsOf(challenge.category)).toContain(challenge.item);
    expect(new Set(challenges.map((challenge) => challenge.item)).size).toBeGreaterThan(30);
  });

  it("Kids get well-known books only, whatever else is allowed", () => {
    for (const challenge of challengesOf("hard", "kids", ["book", "room"])) {
      expect(challenge.category).toBe("book");
      expect(WELL_KNOWN_BOOKS).toContain(challenge.item);
    }
  });

  it("Easy prefers well-known books; Normal ranges over all 66", () => {
    const share = (level: ChessBotLevel) =>
      challengesOf(level, "adults", ["book"]).filter((challenge) => WELL_KNOWN_BOOKS.includes(challenge.item))
        .length / 200;
    expect(share("easy")).toBeGreaterThan(0.7);
    expect(share("normal")).toBeLessThan(0.5);
    expect(WELL_KNOWN_BOOKS).toHaveLength(20);
    for (const book of WELL_KNOWN_BOOKS) expect(itemsOf("book")).toContain(book);
  });

  it("sets no challenge on the last move, and thinks for 1.5–3 s", () => {
    const thinking = SEEDS.map((seed) => {
      const move = botMove(inputOf({ lastMove: true, rng: createRng(seed) }));
      expect(move.nextChallenge).toBeNull();
      return move.thinkMs;
    });
    for (const ms of thinking) {
      expect(ms).toBeGreaterThanOrEqual(CHAIN_CHESS.botThinkMs[0]);
      expect(ms).toBeLessThanOrEqual(CHAIN_CHESS.botThinkMs[1]);
    }
    expect(new Set(thinking).size).toBeGreaterThan(1);
  });
});

describe("the graph against the challenge lists", () => {
  it("labels every principle and room the chain graph uses", () => {
    for (const principle of new Set(chainGraph.flatMap((verse) => verse.principles)))
      expect(chessPrincipleOf(principle), principle).toBeDefined();
    const rooms = itemsOf("room");
    for (const room of new Set(chainGraph.flatMap((verse) => verse.rooms)))
      expect(rooms, room).toContain(room);
  });

  it("gives every challenge item verses to answer it with: 3+ in the pool, and every book its KJV verses", () => {
    for (const category of ["room", "principle"] as const)
      for (const { item } of chessChallengeItems(category))
        expect(challengePool({ category, item }).all.size, item).toBeGreaterThanOrEqual(3);
    for (const { item } of chessChallengeItems("book")) {
      expect(challengePool({ category: "book", item }).graph.length, item).toBeGreaterThanOrEqual(1);
      expect(bookVerseRefs(item).length, item).toBeGreaterThan(0);
    }
  });
});
