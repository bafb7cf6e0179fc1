import { Bot, Hourglass } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { ChessMatchViewDto } from "@common/schemas/chess";
import {
  challengeSentence,
  isMyTurn,
  opponentName,
  playerName,
  sidesOf,
} from "@client/features/chess/lib/chess-format";
import { ChatPanel } from "./chat-panel";
import { MatchHeader } from "./match-header";
import { MatchResult } from "./match-result";
import { MoveForm } from "./move-form";
import { MoveLog } from "./move-log";

/** What screen readers hear when the match moves on: a new move, then whose turn it is. */
function announcementOf(view: ChessMatchViewDto): string {
  const { match } = view;
  const { me } = sidesOf(view);
  const last = match.moves.at(-1);
  const parts: string[] = [];
  if (last) {
    const who = last.side === me ? "You" : playerName(match, match.players[last.side]);
    parts.push(
      last.timedOut ? `${who} timed out.` : `${who} played ${last.ref ?? "a move"}, ${last.score} out of 10.`,
    );
  }
  if (match.status === "completed") parts.push("The match is over.");
  else if (isMyTurn(view)) parts.push("Your turn.");
  else if (match.status === "active") parts.push(`Waiting for ${opponentName(view)}.`);
  return parts.join(" ");
}

/**
 * A match being played or finished (games.md §4.14 "Screen"): the header, the result when it is over, the move log,
 * then the current challenge and the move form — disabled with "Waiting for {name}…" on the opponent's turn, or
 * "Thinking…" while the bot moves — and, between two players, the chat. Turn changes and new moves are announced.
 */
export function MatchScreen({
  view,
  offsetMs,
  reference,
  onResign,
  onReread,
  onPlayAgain,
  startingAgain,
  againError,
}: {
  view: ChessMatchViewDto;
  offsetMs: number;
  reference: (ref: string) => ReactNode;
  onResign: () => Promise<unknown>;
  onReread: () => void;
  onPlayAgain: () => void;
  startingAgain: boolean;
  againError: string | null;
}) {
  const { match } = view;
  const { me, them } = sidesOf(view);
  const mine = isMyTurn(view);
  const theirs = playerName(match, match.players[them]);
  const botThinking =
    match.status === "active" && match.players[them]?.isBot === true && match.turn?.side === them;

  // Announce a change only when the log or the turn moves, never on the first render.
  const [announcement, setAnnouncement] = useState("");
  const signature = `${match.moves.length}:${match.turn?.side ?? ""}:${match.status}`;
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    setAnnouncement(announcementOf(view));
  }, [signature, view]);

  return (
    <div className="space-y-5">
      <MatchHeader view={view} offsetMs={offsetMs} onResign={onResign} />
      <p className="sr-only" aria-live="polite" data-testid="chess-announcer">
        {announcement}
      </p>
      {match.status === "completed" && (
        <MatchResult view={view} onPlayAgain={onPlayAgain} starting={startingAgain} error={againError} />
      )}
      <MoveLog view={view} reference={reference} />

      {match.status === "active" && view.viewer.side && (
        <section
          aria-labelledby="chess-turn"
          className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
          data-testid="chess-turn"
          data-my-turn={mine}
        >
          <h2 id="chess-turn" className="text-lg font-semibold text-night">
            {mine ? (
              "Your move"
            ) : botThinking ? (
              <span className="inline-flex items-center gap-2" data-testid="chess-thinking">
                <Bot className="size-5 animate-pulse" aria-hidden="true" />
                Thinking…
              </span>
            ) : (
              <span className="inline-flex items-center gap-2" data-testid="chess-waiting-turn">
                <Hourglass className="size-5" aria-hidden="true" />
                Waiting for {theirs}…
              </span>
            )}
          </h2>
          {match.openChallenge ? (
            <p
              className="rounded-md bg-amber-50 px-3 py-2 font-medium text-amber-900"
              data-testid="chess-current-challenge"
              data-category={match.openChallenge.category}
              data-item={match.openChallenge.item}
            >
              {mine ? "Your challenge" : `${theirs}'s challenge`}: {challengeSentence(match.openChallenge)}
            </p>
          ) : (
            match.moves.length === 0 && (
              <p className="text-stone-700">
                {mine
                  ? "You open the chain: pick any verse (or a suggested opening) and write how it points to Christ."
                  : `${theirs} opens the chain.`}
              </p>
            )
          )}
          <MoveForm view={view} disabled={!mine} onReread={onReread} />
        </section>
      )}

      {match.opponentKind === "player" && view.viewer.side && (
        <ChatPanel matchId={match.id} chat={match.chat} mySide={me} disabled={match.status !== "active"} />
      )}
    </div>
  );
}
