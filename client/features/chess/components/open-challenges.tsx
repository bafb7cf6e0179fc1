import { LogIn } from "lucide-react";
import type { ChessLobbyDto } from "@common/schemas/chess";
import { chessCategoryLabels } from "@common/games/chess";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { paceLabel } from "@client/features/chess/lib/chess-format";

/** "Open challenges" (games.md §4.14): open matches any entitled member may join, with Join buttons. */
export function OpenChallenges({
  open,
  joining,
  onJoin,
}: {
  open: ChessLobbyDto["open"];
  /** The id being joined (its button is busy). */
  joining: string | null;
  onJoin: (matchId: string) => void;
}) {
  return (
    <section aria-labelledby="chess-open" className="space-y-3" data-testid="chess-open-challenges">
      <h2 id="chess-open" className="text-lg font-semibold text-night">
        Open challenges
      </h2>
      {open.length === 0 ? (
        <p className="text-sm text-stone-600">
          No open challenges right now. Create one with “Who can join: Open” and it appears here for others.
        </p>
      ) : (
        <Card className="px-4">
          <ul className="divide-y divide-stone-200">
            {open.map((challenge) => (
              <li
                key={challenge.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium text-night">{challenge.creator.displayName}</p>
                  <p className="text-sm text-stone-600">
                    {[
                      paceLabel(challenge.pace),
                      `${challenge.movesPerSide} moves each`,
                      challenge.level === "kids" ? "Kids" : "Adults",
                      challenge.categories.map((id) => chessCategoryLabels[id]).join(", "),
                    ].join(" · ")}
                  </p>
                </div>
                <Button
                  size="sm"
                  busy={joining === challenge.id}
                  disabled={joining !== null && joining !== challenge.id}
                  onClick={() => onJoin(challenge.id)}
                  aria-label={`Join ${challenge.creator.displayName}'s challenge`}
                >
                  {joining !== challenge.id && <LogIn className="size-4" aria-hidden="true" />}
                  Join
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
