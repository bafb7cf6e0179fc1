import { SearchX, Users } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import { chessMessages } from "@client/features/chess/lib/chess-errors";
import { setupHref } from "@client/features/chess/lib/chess-format";

/**
 * A match this member cannot open (games.md §4.14): an unknown id ("Match not found", with a link to a new match),
 * or a match whose seats are taken ("This match is full", with Start your own).
 */
export function ChessNotFound({ reason }: { reason: "not-found" | "full" }) {
  const full = reason === "full";
  const Icon = full ? Users : SearchX;
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-xl border border-stone-200 bg-white p-8 text-center"
      data-testid={full ? "chess-match-full" : "chess-not-found"}
    >
      <Icon className="size-10 text-stone-400" aria-hidden="true" />
      <h1 className="font-serif text-2xl font-semibold text-night">
        {full ? chessMessages.full : chessMessages.notFound}
      </h1>
      <p className="text-stone-700">
        {full
          ? "Two players are already in this match. Start one of your own and invite a friend."
          : "This link doesn't open a match you can play. Start a new one instead."}
      </p>
      <Button asChild>
        <Link to={setupHref(full ? "pvp" : undefined)}>{full ? "Start your own" : "New match"}</Link>
      </Button>
    </section>
  );
}
