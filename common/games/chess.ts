/**
 * Chain Chess (games.md §4.14), the parts both sides read: the challenge model and the lists the move form offers,
 * the match's numbers, and the move and setup inputs the server validates with. Client-safe: names, codes and
 * synonyms only (the synonyms are the R4 words a commentary may use to name a room or principle, as public as the
 * palace symbols'). The curated verse pools, the chain graph and the judge live on the server (server/modules/chess).
 */
import { z } from "zod";
import { BIBLE_BOOKS, bookByOsis } from "../bible/books";
import { roomOverviews } from "../content/palace/overview";
import { CYCLE_CODES, list as cycleList } from "../content/palace/reference/cycles";
import { list as feastList } from "../content/palace/reference/feasts";
import type { RoomId } from "../content/palace/types";
import { text } from "../schemas/text";
import type { Verdict } from "./judge/types";
import { articleCodes, dimensionCodes, findSymbol, wallCodes, zoneCodes } from "./pt-symbols";

// ── The numbers of a match ────────────────────────────────────────────────────────────────────────────────

export const chessLevels = ["adults", "kids"] as const;
export type ChessLevel = (typeof chessLevels)[number];
export const chessBotLevels = ["easy", "normal", "hard"] as const;
export type ChessBotLevel = (typeof chessBotLevels)[number];
export const chessPaces = ["live", "correspondence"] as const;
export type ChessPace = (typeof chessPaces)[number];
export const chessOpponents = ["bot", "invite", "open"] as const;
export type ChessOpponent = (typeof chessOpponents)[number];
export const chessFirstPlayers = ["me", "opponent", "random"] as const;
export type ChessFirstPlayer = (typeof chessFirstPlayers)[number];

export const CHAIN_CHESS = {
  movesPerSide: { options: [4, 6, 8] as const, default: 6 },
  /** The turn clock by pace; bot matches have no pace (§4.14 offers it "against a friend"). */
  turnMs: { live: 5 * 60_000, correspondence: 24 * 60 * 60_000 } satisfies Record<ChessPace, number>,
  /** Live: this many timeouts in a row by one player forfeit the match (a timed-out move scores 0). */
  liveTimeoutsToForfeit: 2,
  /**
   * The commentary a move asks for (§4.14 "A move"). Adults: 2–5 sentences and at least 30 words, full length
   * points from 3 sentences; Kids: at least 1 sentence and 10 words.
   */
  commentary: {
    adults: { minSentences: 2, fullSentences: 3, maxSentences: 5, minWords: 30 },
    kids: { minSentences: 1, minWords: 10, partialWords: 5 },
    maxChars: 2000,
  },
  /** A move's reference: one verse or a range of at most this many verses (one book). */
  maxRefVerses: 3,
  /** The bot "thinks" this long before moving (ms, inclusive). */
  botThinkMs: [1500, 3000] as const,
  chat: { maxChars: 300, minIntervalMs: 1000 },
  /** The move score's components (§4.14 table); they add up to `maxScore`. */
  score: { reference: 2, challenge: 3, challengeNamed: 1, length: 2, link: 2, ownWords: 1 },
  maxScore: 10,
  /** Verdict bands: 7+ pass, 4–6 partial, 3 or less fail. */
  passAt: 7,
  partialAt: 4,
  /** §3.8 points: against a player (at least `minMovesEach` moves each) and against the bot. */
  xp: { player: { win: 10, draw: 6, loss: 3, minMovesEach: 3 }, bot: { win: 5, other: 2 } },
} as const;

export type ChessMovesPerSide = (typeof CHAIN_CHESS.movesPerSide.options)[number];

/** The verdict a move score earns (§4.14). */
export function chessVerdict(score: number): Verdict {
  if (score >= CHAIN_CHESS.passAt) return "pass";
  return score >= CHAIN_CHESS.partialAt ? "partial" : "fail";
}

// ── Challenges ────────────────────────────────────────────────────────────────────────────────────────────

export const chessCategories = ["book", "room", "principle"] as const;
export type ChessCategory = (typeof chessCategories)[number];

export const chessCategoryLabels: Readonly<Record<ChessCategory, string>> = {
  book: "Books of the Bible",
  room: "Rooms of the Palace",
  principle: "Principles of the Palace",
};

/** `item`: an OSIS book id ("Rom"), a palace room id ("bl") or a principle code ("ALTAR", "@Ad", "Passover"). */
export interface ChessChallenge {
  category: ChessCategory;
  item: string;
}

export interface ChessChallengeItem {
  item: string;
  label: string;
  /** Books: "Old Testament"/"New Testament"; rooms: "Floor n"; principles: their kind. */
  group: string;
}

export type ChessPrincipleKind = "dimension" | "wall" | "zone" | "article" | "feast" | "cycle";

/** A principle as the challenge list shows it and R4 names it in a commentary (code, name, synonyms). */
export interface ChessPrinciple {
  code: string;
  name: string;
  kind: ChessPrincipleKind;
  synonyms: readonly string[];
}

const principleKindLabels: Readonly<Record<ChessPrincipleKind, string>> = {
  dimension: "Dimension",
  wall: "Theme wall",
  zone: "Time zone",
  article: "Sanctuary article",
  feast: "Feast",
  cycle: "Cycle",
};

/** R4 words for the feasts (the palace's feasts list gives the names; these are the other names they go by). */
const feastSynonyms: Readonly<Record<string, readonly string[]>> = {
  passover: ["Feast of Passover", "Pesach", "paschal lamb"],
  "unleavened-bread": ["Feast of Unleavened Bread", "unleavened"],
  firstfruits: ["first fruits", "firstfruit", "wave sheaf"],
  pentecost: ["Pentecost", "Feast of Weeks", "Shavuot"],
  trumpets: ["Feast of Trumpets", "blowing of trumpets", "Rosh Hashanah"],
  atonement: ["Atonement", "Yom Kippur", "cleansing of the sanctuary"],
  tabernacles: ["Feast of Tabernacles", "Booths", "Sukkot", "Feast of Ingathering"],
};

const CYCLE_LIST_NAMES = new Map<string, string>(
  cycleList.items.map((cycle) => [cycle.values.code ?? "", cycle.values.name ?? ""]),
);

/** The cycles' names in the palace list ("Adamic (creation)") add a theme word; both forms count. */
function cyclePrinciple(code: string, name: string): ChessPrinciple {
  const listed = CYCLE_LIST_NAMES.get(code);
  const synonyms = [`${name} cycle`, ...(listed && listed !== name ? [listed] : [])];
  if (name.includes("–")) synonyms.push(name.replace("–", "-"), name.replace("–", " "));
  return { code, name, kind: "cycle", synonyms };
}

function symbolPrinciple(code: string, kind: ChessPrincipleKind): ChessPrinciple {
  const symbol = findSymbol(code);
  if (!symbol) throw new Error(`Unknown palace symbol ${code}`);
  return { code, name: symbol.name, kind, synonyms: symbol.synonyms };
}

/**
 * The principles a challenge may name (§4.14: a dimension, wall, time zone, sanctuary article, feast or cycle),
 * by the codes the chain graph tags its verses with: pt-symbols' codes, the palace feasts' names, the cycle codes.
 */
export const chessPrinciples: readonly ChessPrinciple[] = [
  ...dimensionCodes.map((code) => symbolPrinciple(code, "dimension")),
  ...wallCodes.map((code) => symbolPrinciple(code, "wall")),
  ...zoneCodes.map((code) => symbolPrinciple(code, "zone")),
  ...articleCodes.map((code) => symbolPrinciple(code, "article")),
  ...feastList.items.map((feast) => {
    const name = feast.values.feast ?? feast.id;
    return { code: name, name, kind: "feast" as const, synonyms: feastSynonyms[feast.id] ?? [] };
  }),
  ...CYCLE_CODES.map((cycle) => cyclePrinciple(cycle.code, cycle.name)),
];

const principleByCode = new Map(chessPrinciples.map((principle) => [principle.code, principle]));

export function chessPrincipleOf(code: string): ChessPrinciple | undefined {
  return principleByCode.get(code);
}

/** "2D · Christ", "ALTAR · Altar of burnt offering", "Passover", "@Ad · Adamic". */
export function principleLabel(principle: ChessPrinciple): string {
  return principle.code === principle.name ? principle.name : `${principle.code} · ${principle.name}`;
}

const bookItems: readonly ChessChallengeItem[] = BIBLE_BOOKS.map((book) => ({
  item: book.osis,
  label: book.name,
  group: book.testament === "OT" ? "Old Testament" : "New Testament",
}));
const roomItems: readonly ChessChallengeItem[] = roomOverviews.map((room) => ({
  item: room.id,
  label: `${room.name} (${room.tag})`,
  group: `Floor ${room.floor}`,
}));
const principleItems: readonly ChessChallengeItem[] = chessPrinciples.map((principle) => ({
  item: principle.code,
  label: principleLabel(principle),
  group: principleKindLabels[principle.kind],
}));

/** The categories a level may use: Kids play Books only (§4.14). */
export function chessCategoriesFor(level: ChessLevel): readonly ChessCategory[] {
  return level === "kids" ? ["book"] : chessCategories;
}

/** What the move form offers for a category: 66 books, 38 rooms, the 38 principles; none outside the level. */
export function chessChallengeItems(
  category: ChessCategory,
  level: ChessLevel = "adults",
): readonly ChessChallengeItem[] {
  if (!chessCategoriesFor(level).includes(category)) return [];
  if (category === "book") return bookItems;
  return category === "room" ? roomItems : principleItems;
}

const itemsByCategory: Readonly<Record<ChessCategory, ReadonlySet<string>>> = {
  book: new Set(bookItems.map((entry) => entry.item)),
  room: new Set(roomItems.map((entry) => entry.item)),
  principle: new Set(principleItems.map((entry) => entry.item)),
};

export function isChessChallengeItem(category: ChessCategory, item: string): boolean {
  return itemsByCategory[category].has(item);
}

/** "Romans", "Blue Room (Sanctuary) (BL)", "ALTAR · Altar of burnt offering"; the item itself when unknown. */
export function challengeLabel(challenge: ChessChallenge): string {
  if (challenge.category === "book") return bookByOsis(challenge.item)?.name ?? challenge.item;
  const items = challenge.category === "room" ? roomItems : principleItems;
  return items.find((entry) => entry.item === challenge.item)?.label ?? challenge.item;
}

/** The room a room challenge names. */
export function chessRoomOf(item: string) {
  return roomOverviews.find((room) => room.id === (item as RoomId));
}

// ── Inputs ────────────────────────────────────────────────────────────────────────────────────────────────

export const chessMessages = {
  chooseChallenge: "Choose a challenge from the list.",
  setChallenge: "Set a challenge for your opponent.",
  categoryNotInMatch: (label: string) => `This match does not use the ${label} category.`,
  botLevelRequired: "Choose the bot's strength.",
  botLevelOnlyForBot: "Only the bot has a strength.",
  paceRequired: "Choose Live or Correspondence.",
  paceOnlyForPlayers: "A match against the bot has no pace.",
  kidsBooksOnly: "Kids matches use the Books category only.",
  categoriesUnique: "Choose each category once.",
  categoriesRequired: "Choose at least one category.",
  refRequired: "Enter a reference, e.g. John 3:16.",
  /** A move's reference refused by the judge (invalid_reference); a reference to no verse is "John 22:1 does not exist". */
  refNotAVerse: `Enter one verse or a range of up to ${CHAIN_CHESS.maxRefVerses} verses, e.g. John 3:16 or Rom 8:38-39.`,
  refList: `Give one verse or one range of up to ${CHAIN_CHESS.maxRefVerses} verses, not a list.`,
  refTooLong: `Choose one verse or a range of up to ${CHAIN_CHESS.maxRefVerses} verses in one book.`,
  /** verse_used */
  verseUsed: (label: string) => `${label} has already been played in this match.`,
  commentaryRequired: "Write your commentary.",
  commentaryTooLong: `Keep your commentary under ${CHAIN_CHESS.commentary.maxChars} characters.`,
} as const;

export const chessChallengeInput = z
  .strictObject({ category: z.enum(chessCategories), item: text().min(1).max(40) })
  .refine((challenge) => isChessChallengeItem(challenge.category, challenge.item), {
    message: chessMessages.chooseChallenge,
    path: ["item"],
  });

/**
 * A move (the WebSocket `move` message without its matchId, and the body of the REST fallback). `challenge` is the
 * challenge this move sets for the opponent: null is accepted by the schema because the very last move of the match
 * sets none; whether this move is the last is match state, so the server applies `nextChallengeFor`.
 */
export const chessMoveInput = z.strictObject({
  clientMoveId: text().min(8).max(64),
  ref: text().trim().min(1, chessMessages.refRequired).max(120),
  commentary: text()
    .trim()
    .min(1, chessMessages.commentaryRequired)
    .max(CHAIN_CHESS.commentary.maxChars, chessMessages.commentaryTooLong),
  challenge: chessChallengeInput.nullable(),
  baseVersion: z.int().min(0),
});
export type ChessMoveInput = z.output<typeof chessMoveInput>;

/**
 * The challenge a move sets, checked against the match: every move but the last must set one, in a category the
 * match allows; the last move of the match sets none, and a challenge sent with it is dropped (the form may always
 * send one). Returns the challenge to store, or the message for a 422.
 */
export function nextChallengeFor(
  challenge: ChessChallenge | null,
  match: { lastMove: boolean; categories: readonly ChessCategory[] },
): { ok: true; challenge: ChessChallenge | null } | { ok: false; message: string } {
  if (match.lastMove) return { ok: true, challenge: null };
  if (!challenge) return { ok: false, message: chessMessages.setChallenge };
  if (!match.categories.includes(challenge.category))
    return { ok: false, message: chessMessages.categoryNotInMatch(chessCategoryLabels[challenge.category]) };
  if (!isChessChallengeItem(challenge.category, challenge.item))
    return { ok: false, message: chessMessages.chooseChallenge };
  return { ok: true, challenge };
}

/** `POST /api/chain-chess/matches`. */
export const createChessMatchInput = z
  .strictObject({
    opponent: z.enum(chessOpponents),
    level: z.enum(chessLevels),
    categories: z.array(z.enum(chessCategories)).min(1, chessMessages.categoriesRequired).max(3),
    movesPerSide: z
      .union([z.literal(4), z.literal(6), z.literal(8)])
      .default(CHAIN_CHESS.movesPerSide.default),
    firstPlayer: z.enum(chessFirstPlayers),
    botLevel: z.enum(chessBotLevels).optional(),
    pace: z.enum(chessPaces).optional(),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (new Set(input.categories).size !== input.categories.length)
      issue("categories", chessMessages.categoriesUnique);
    if (input.level === "kids" && (input.categories.length !== 1 || input.categories[0] !== "book"))
      issue("categories", chessMessages.kidsBooksOnly);
    if (input.opponent === "bot") {
      if (input.botLevel === undefined) issue("botLevel", chessMessages.botLevelRequired);
      if (input.pace !== undefined) issue("pace", chessMessages.paceOnlyForPlayers);
    } else {
      if (input.botLevel !== undefined) issue("botLevel", chessMessages.botLevelOnlyForBot);
      if (input.pace === undefined) issue("pace", chessMessages.paceRequired);
    }
  });
export type CreateChessMatchInput = z.output<typeof createChessMatchInput>;
