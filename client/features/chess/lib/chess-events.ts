/**
 * The events of `game:{matchId}` (games.md §4.14) and what each does to the match on screen: an accepted move is
 * added to the log at once (with its version, scores and challenge), then the match is re-read for the turn and its
 * clock; a chat message is appended; `changed` and `match_over` re-read the match. An event the cache already has
 * (this tab's own move, answered by its POST) changes nothing.
 */
import type { ChessChatDto, ChessEvent, ChessMatchViewDto, ChessMoveDto } from "@common/schemas/chess";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** The event, if `value` is one (the socket's payloads are validated before use); null otherwise. */
export function parseChessEvent(value: unknown): ChessEvent | null {
  if (!isRecord(value) || typeof value.kind !== "string") return null;
  switch (value.kind) {
    case "move_accepted":
      return typeof value.version === "number" && isRecord(value.move) && typeof value.move.ply === "number"
        ? (value as unknown as ChessEvent)
        : null;
    case "changed":
    case "match_over":
      return typeof value.version === "number" ? (value as unknown as ChessEvent) : null;
    case "chat":
      return isRecord(value.message) && typeof value.message.id === "string"
        ? (value as unknown as ChessEvent)
        : null;
    default:
      return null;
  }
}

function withMove(view: ChessMatchViewDto, move: ChessMoveDto, version: number): ChessMatchViewDto {
  const { match } = view;
  const known = match.moves.some((existing) => existing.ply === move.ply);
  const moves = known
    ? match.moves.map((existing) => (existing.ply === move.ply ? move : existing))
    : [...match.moves, move].sort((a, b) => a.ply - b.ply);
  return {
    ...view,
    match: {
      ...match,
      moves,
      version,
      scores: known ? match.scores : { ...match.scores, [move.side]: match.scores[move.side] + move.score },
      movesMade: known
        ? match.movesMade
        : { ...match.movesMade, [move.side]: match.movesMade[move.side] + 1 },
      // A timed-out move leaves the open challenge standing (§4.14).
      openChallenge: move.timedOut ? match.openChallenge : move.challenge,
    },
  };
}

function withChat(view: ChessMatchViewDto, message: ChessChatDto): ChessMatchViewDto {
  if (view.match.chat.some((existing) => existing.id === message.id)) return view;
  return { ...view, match: { ...view.match, chat: [...view.match.chat, message] } };
}

/** The match after `event`, and whether the full state must be read again. */
export function applyChessEvent(
  view: ChessMatchViewDto,
  event: ChessEvent,
): { view: ChessMatchViewDto; refetch: boolean } {
  if (event.kind === "chat") return { view: withChat(view, event.message), refetch: false };
  if (event.version <= view.match.version) return { view, refetch: false };
  if (event.kind === "move_accepted")
    return { view: withMove(view, event.move, event.version), refetch: true };
  return { view, refetch: true };
}
