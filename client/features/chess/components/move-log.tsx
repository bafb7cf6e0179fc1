import type { ReactNode } from "react";
import type { ChessMatchViewDto } from "@common/schemas/chess";
import { playerName, sidesOf } from "@client/features/chess/lib/chess-format";
import { MoveCard } from "./move-card";

/** The moves so far, oldest first (games.md §4.14); an empty log says who opens. */
export function MoveLog({
  view,
  reference,
}: {
  view: ChessMatchViewDto;
  reference: (ref: string) => ReactNode;
}) {
  const { match } = view;
  const { me } = sidesOf(view);
  if (match.moves.length === 0) return null;
  return (
    <section aria-labelledby="chess-moves" className="space-y-3">
      <h2 id="chess-moves" className="text-lg font-semibold text-night">
        Moves
      </h2>
      <ol className="space-y-3" data-testid="chess-move-log">
        {match.moves.map((move) => (
          <MoveCard
            key={move.ply}
            move={move}
            mine={move.side === me && view.viewer.side !== null}
            who={
              move.side === me && view.viewer.side !== null
                ? "You"
                : playerName(match, match.players[move.side])
            }
            reference={reference}
          />
        ))}
      </ol>
    </section>
  );
}
