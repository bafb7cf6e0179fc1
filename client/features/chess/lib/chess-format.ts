/**
 * Chain Chess's words and addresses (games.md §4.14, §2.1 item 2): how a URL resolves, who is who in a match, the
 * score line, the result, the lobby's turn badges and the reference field's hint. Pure: the screens pass the match.
 */
import { bookByOsis } from "@common/bible/books";
import {
  CHAIN_CHESS,
  challengeLabel,
  chessCategoryLabels,
  type ChessBotLevel,
  type ChessChallenge,
} from "@common/games/chess";
import type {
  ChessLobbyDto,
  ChessMatchDto,
  ChessMatchViewDto,
  ChessPlayerDto,
  ChessSide,
} from "@common/schemas/chess";

export type ChessSetupMode = "bot" | "pvp";

export const chessBase = "/games/chain-chess";
export const setupHref = (mode?: ChessSetupMode) => `${chessBase}/new${mode ? `/${mode}` : ""}`;
export const matchHref = (matchId: string) => `${chessBase}/${encodeURIComponent(matchId)}`;
/** The invite link a creator shares (§4.14 "Joining"): the match's own address. */
export const inviteUrl = (origin: string, matchId: string) => `${origin}${matchHref(matchId)}`;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isMatchId = (value: string | undefined): value is string =>
  typeof value === "string" && uuidPattern.test(value);

/** `bot`, `pvp`, and `jeeves` (the bot's old name, kept for old shared links). */
const modeAliases: Readonly<Record<string, ChessSetupMode>> = { bot: "bot", pvp: "pvp", jeeves: "bot" };

export type ChessRoute =
  | { kind: "setup"; mode: ChessSetupMode }
  | { kind: "match"; matchId: string }
  | { kind: "redirect"; to: string }
  | { kind: "not-found" };

/**
 * /games/chain-chess/{gameId}/{mode?}: `new` is setup (the mode preselects a tab, `jeeves` → `bot` by a
 * replace-redirect, an unknown mode → plain setup); a match id opens the match (a mode segment on it is dropped);
 * a mode where the id belongs (`/games/chain-chess/bot`) goes to that tab's setup; anything else is not found.
 */
export function resolveChessRoute(gameId: string | undefined, mode: string | undefined): ChessRoute {
  if (gameId === "new") {
    if (mode === undefined) return { kind: "setup", mode: "bot" };
    const known = modeAliases[mode];
    if (!known) return { kind: "redirect", to: setupHref() };
    return mode === known ? { kind: "setup", mode: known } : { kind: "redirect", to: setupHref(known) };
  }
  if (gameId !== undefined && mode === undefined && modeAliases[gameId])
    return { kind: "redirect", to: setupHref(modeAliases[gameId]) };
  if (isMatchId(gameId))
    return mode === undefined
      ? { kind: "match", matchId: gameId }
      : { kind: "redirect", to: matchHref(gameId) };
  return { kind: "not-found" };
}

// ── Who is who ───────────────────────────────────────────────────────────────────────────────────────────

export const otherSide = (side: ChessSide): ChessSide => (side === "p1" ? "p2" : "p1");

const botLevelLabels: Readonly<Record<ChessBotLevel, string>> = {
  easy: "Easy",
  normal: "Normal",
  hard: "Hard",
};
export const botLevelLabel = (level: ChessBotLevel | null) => botLevelLabels[level ?? "normal"];
/** "Palace Bot (Normal)" (§2.1 item 2). */
export const botName = (level: ChessBotLevel | null) => `Palace Bot (${botLevelLabel(level)})`;

export function playerName(match: ChessMatchDto, player: ChessPlayerDto | null): string {
  if (!player) return "Opponent";
  return player.isBot ? botName(match.botLevel) : player.displayName;
}

/** The viewer's side (a member who has not joined sees the match from the creator's opposite seat) and the other. */
export function sidesOf(view: ChessMatchViewDto): { me: ChessSide; them: ChessSide } {
  const me = view.viewer.side ?? "p2";
  return { me, them: otherSide(me) };
}

/** The opponent's name as the viewer sees it. */
export function opponentName(view: ChessMatchViewDto): string {
  const { them } = sidesOf(view);
  return playerName(view.match, view.match.players[them]);
}

/** "You 23 – 19 Ruth" (§4.14 header), as parts so the screen can style the numbers. */
export function scoreLine(view: ChessMatchViewDto) {
  const { me, them } = sidesOf(view);
  const { scores } = view.match;
  const label = `You ${scores[me]} – ${scores[them]} ${opponentName(view)}`;
  return { mine: scores[me], theirs: scores[them], opponent: opponentName(view), label };
}

/** The match's last move sets no challenge (§4.14): both sides' agreed moves are then made. */
export function isLastMove(match: ChessMatchDto, side: ChessSide): boolean {
  const mine = match.movesMade[side];
  const theirs = match.movesMade[otherSide(side)];
  return mine + 1 >= match.movesPerSide && theirs >= match.movesPerSide;
}

export const isMyTurn = (view: ChessMatchViewDto) =>
  view.match.status === "active" && view.viewer.side !== null && view.match.turn?.side === view.viewer.side;

// ── The end ──────────────────────────────────────────────────────────────────────────────────────────────

export function resultHeadline(view: ChessMatchViewDto): "You win!" | "You lose" | "Draw" | null {
  const { result } = view.match;
  if (!result) return null;
  if (result.winnerSide === null) return "Draw";
  return result.winnerSide === sidesOf(view).me ? "You win!" : "You lose";
}

/** How the match ended, in a sentence: the final score, a resignation or a forfeit on time. */
export function resultDetail(view: ChessMatchViewDto): string {
  const { result } = view.match;
  if (!result) return "";
  const { me } = sidesOf(view);
  const loser = result.winnerSide === null ? null : otherSide(result.winnerSide);
  const who = loser === me ? "You" : opponentName(view);
  if (result.kind === "resign") return `${who} resigned.`;
  if (result.kind === "forfeit")
    return view.match.pace === "correspondence"
      ? `${who} ran out of time: the match was forfeited.`
      : `${who} ran out of time twice in a row: the match was forfeited.`;
  return result.winnerSide === null
    ? "Both sides finished level."
    : `All ${view.match.movesPerSide} moves each were played.`;
}

export const pointsLine = (points: number | null) =>
  points === null ? null : points > 0 ? `+${points} points` : "No points this time";

// ── The lobby ────────────────────────────────────────────────────────────────────────────────────────────

export type LobbyGame = ChessLobbyDto["mine"][number];

/** "Waiting for opponent…", "Your turn", "Their turn" (§2.1 item 2). */
export function turnBadge(game: LobbyGame): "Waiting for opponent…" | "Your turn" | "Their turn" {
  if (game.status === "waiting") return "Waiting for opponent…";
  return game.yourTurn ? "Your turn" : "Their turn";
}

/** The opponent as a lobby row names them: the bot with its strength, the member, or nobody yet. */
export function lobbyOpponent(game: LobbyGame): string {
  if (game.opponentKind === "bot") {
    const level = /\((easy|normal|hard)\)/i.exec(game.opponentName ?? "")?.[1]?.toLowerCase();
    return botName((level as ChessBotLevel | undefined) ?? "normal");
  }
  return game.opponentName ?? "Waiting for opponent…";
}

/** Your turn first, then the rest in the server's order (last activity, newest first); at most `limit`. */
export function sortActiveGames(games: readonly LobbyGame[], limit = 10): LobbyGame[] {
  return [...games.filter((game) => game.yourTurn), ...games.filter((game) => !game.yourTurn)].slice(
    0,
    limit,
  );
}

export const paceLabel = (pace: "live" | "correspondence" | null) =>
  pace === "correspondence" ? "Correspondence" : pace === "live" ? "Live" : null;

/** The settings a joining member reads before pressing Join match. */
export function matchSettings(match: Pick<ChessMatchDto, "level" | "categories" | "movesPerSide" | "pace">) {
  return [
    { label: "Level", value: match.level === "kids" ? "Kids" : "Adults" },
    { label: "Challenges", value: match.categories.map((id) => chessCategoryLabels[id]).join(", ") },
    { label: "Moves per side", value: String(match.movesPerSide) },
    {
      label: "Pace",
      value:
        match.pace === "correspondence"
          ? "Correspondence (24 h per move)"
          : match.pace === "live"
            ? "Live (5:00 per move)"
            : "—",
    },
  ];
}

// ── The move form ────────────────────────────────────────────────────────────────────────────────────────

/** A well-known verse of some books, for the reference field's hint; any other book suggests its first verse. */
const famousVerses: Readonly<Record<string, string>> = {
  Gen: "3:15",
  Exod: "12:13",
  Lev: "17:11",
  Num: "21:8",
  Deut: "6:5",
  Josh: "24:15",
  Ruth: "1:16",
  "1Sam": "16:7",
  Job: "19:25",
  Ps: "23:1",
  Prov: "3:5",
  Isa: "53:5",
  Jer: "31:31",
  Dan: "8:14",
  Mic: "5:2",
  Mal: "3:1",
  Matt: "5:3",
  Mark: "10:45",
  Luke: "19:10",
  John: "3:16",
  Acts: "4:12",
  Rom: "5:8",
  "1Cor": "15:3",
  Gal: "2:20",
  Eph: "2:8",
  Phil: "2:5",
  Heb: "4:16",
  "1John": "1:9",
  Rev: "14:6",
};

/** "e.g. Romans 5:8" for a book challenge; otherwise a verse anyone knows. */
export function referencePlaceholder(challenge: ChessChallenge | null): string {
  if (challenge?.category === "book") {
    const book = bookByOsis(challenge.item);
    if (book) return `e.g. ${book.name} ${famousVerses[book.osis] ?? "1:1"}`;
  }
  return "e.g. John 3:16";
}

/** "Your challenge: a verse in Romans", "… a verse for Blue Room (Sanctuary) (BL)", "… a verse for Passover". */
export function challengeSentence(challenge: ChessChallenge): string {
  const label = challengeLabel(challenge);
  return challenge.category === "book" ? `a verse in ${label}` : `a verse for ${label}`;
}

/** Opening verses the first player may take (§4.14 "First move"). */
export const suggestedOpenings = ["Genesis 3:15", "John 1:29", "Isaiah 53:5", "Revelation 14:6"] as const;

export const maxScore = CHAIN_CHESS.maxScore;

/**
 * The hub's "Your active games" rows (games.md §2.1 item 2) from the lobby: their turn first, at most 10, with the
 * turn's deadline moved onto this device's clock (the lobby's `serverNow` against when it arrived).
 */
export function activeGameRows(
  lobby: ChessLobbyDto,
  { origin, receivedAt }: { origin: string; receivedAt: number },
) {
  const server = Date.parse(lobby.serverNow);
  const offset = Number.isFinite(server) && Number.isFinite(receivedAt) ? server - receivedAt : 0;
  return sortActiveGames(lobby.mine).map((game) => {
    const deadline = game.deadlineAt ? Date.parse(game.deadlineAt) : Number.NaN;
    const opponent = lobbyOpponent(game);
    return {
      id: game.id,
      href: matchHref(game.id),
      topic: `game:${game.id}`,
      opponent,
      badge: turnBadge(game),
      score:
        game.status === "waiting"
          ? null
          : `You ${game.scores.you} – ${game.scores.opponent} ${game.opponentName ? opponent : "Opponent"}`,
      deadlineAt: Number.isFinite(deadline) ? new Date(deadline - offset).toISOString() : null,
      waiting: game.status === "waiting",
      inviteUrl: inviteUrl(origin, game.id),
    };
  });
}
