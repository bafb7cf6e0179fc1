// Test helpers for Chain Chess's judge and bot: verse texts from a small fake map or from the app's real KJV (loaded
// once per worker, as the content tests load it), and a scripted player for whole bot matches.
import type { ChessBotLevel, ChessCategory, ChessChallenge, ChessLevel } from "@common/games/chess";
import { chessChallengeItems } from "@common/games/chess";
import { createBibleSource } from "@server/modules/bible/bible-data";
import { createRng, type Rng } from "@server/modules/games/rng";
import { botChallenge, botMove, type BotMove } from "./bot";
import {
  bookVerseRefs,
  challengePool,
  judgeMove,
  type JudgeMoveInput,
  type JudgeMoveResult,
  refOfKey,
  verseKeysOf,
  verseLookup,
} from "./judge";

/** A `verseText` over a fixed map (the judge asks with the references exactly as given). */
export function fakeTexts(texts: Readonly<Record<string, string>>): (ref: string) => string | null {
  return (ref) => texts[ref] ?? null;
}

let kjv: Promise<(ref: string) => string | null> | undefined;

/** The real KJV text by reference, synchronous once loaded (about 0.3 s the first time in a worker). */
export function loadKjvText(): Promise<(ref: string) => string | null> {
  kjv ??= createBibleSource()
    .load("kjv")
    .then((text) => verseLookup(text.byKey));
  return kjv;
}

/** A judge input with the usual defaults: an adults match, nothing played yet, no texts. */
export function moveOf(overrides: Partial<JudgeMoveInput> & { ref: string }): JudgeMoveInput {
  return {
    commentary: "",
    challenge: null,
    previousRef: null,
    usedRefs: [],
    level: "adults",
    verseText: () => null,
    ...overrides,
  };
}

export interface PlayedMove {
  side: "bot" | "player";
  ref: string;
  challenge: ChessChallenge | null;
  result: JudgeMoveResult;
  bot?: BotMove;
}

/**
 * The scripted player's move: an unused verse that answers the challenge (a verse of the book, or of the room's or
 * principle's curated pool), a plain commentary, and a random challenge for the bot in an allowed category.
 */
function playerMove(
  rng: Rng,
  challenge: ChessChallenge | null,
  used: ReadonlySet<string>,
  allowed: readonly ChessCategory[],
  matchLevel: ChessLevel,
  lastMove: boolean,
) {
  const keys = !challenge
    ? verseKeysOf("Gen 1:1")
    : challenge.category === "book"
      ? bookVerseRefs(challenge.item).flatMap((ref) => verseKeysOf(ref))
      : [...challengePool(challenge).all];
  const open = keys.filter((key) => !used.has(key));
  const key = open[rng.int(open.length)] ?? "Ps.119.105";
  const commentary =
    "This verse keeps the chain going with a clear word from Scripture. It shows the same Saviour at work. " +
    "Every link in the chain points to His grace and His truth for His people today.";
  return {
    ref: refOfKey(key),
    commentary,
    nextChallenge: lastMove ? null : botChallenge(rng, "normal", matchLevel, allowed),
  };
}

export interface SimulatedMatch {
  moves: PlayedMove[];
  botMoves: PlayedMove[];
}

/** A whole match, bot against the scripted player, every move judged; the bot moves first when `botFirst`. */
export function simulateMatch(options: {
  seed: string;
  level: ChessBotLevel;
  matchLevel?: ChessLevel;
  categories: readonly ChessCategory[];
  movesPerSide?: number;
  botFirst: boolean;
  verseText: (ref: string) => string | null;
  /** Forces every challenge the player sets (e.g. the same principle again and again). */
  playerChallenge?: (rng: Rng) => ChessChallenge;
}): SimulatedMatch {
  const rng = createRng(options.seed);
  const matchLevel = options.matchLevel ?? "adults";
  const perSide = options.movesPerSide ?? 4;
  const moves: PlayedMove[] = [];
  let challenge: ChessChallenge | null = null;
  for (let ply = 0; ply < perSide * 2; ply += 1) {
    const botTurn = (ply % 2 === 0) === options.botFirst;
    const lastMove = ply === perSide * 2 - 1;
    const usedRefs = moves.map((move) => move.ref);
    const previousRef = moves.at(-1)?.ref ?? null;
    let ref: string;
    let commentary: string;
    let next: ChessChallenge | null;
    let bot: BotMove | undefined;
    if (botTurn) {
      bot = botMove({
        challenge,
        previousRef,
        usedRefs,
        level: options.level,
        matchLevel,
        allowedCategories: options.categories,
        rng,
        lastMove,
        verseText: options.verseText,
      });
      ({ ref, commentary } = bot);
      next = bot.nextChallenge;
    } else {
      const used = new Set(usedRefs.flatMap((used) => verseKeysOf(used)));
      const played = playerMove(rng, challenge, used, options.categories, matchLevel, lastMove);
      ({ ref, commentary } = played);
      next = options.playerChallenge && !lastMove ? options.playerChallenge(rng) : played.nextChallenge;
    }
    const result = judgeMove({
      ref,
      commentary,
      challenge,
      previousRef,
      usedRefs,
      level: matchLevel,
      verseText: options.verseText,
    });
    moves.push({ side: botTurn ? "bot" : "player", ref, challenge, result, bot });
    challenge = next;
  }
  return { moves, botMoves: moves.filter((move) => move.side === "bot") };
}

/** Every item of a category, for tables over the whole challenge list. */
export const itemsOf = (category: ChessCategory) => chessChallengeItems(category).map((entry) => entry.item);
