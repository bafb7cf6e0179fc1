import { ChevronRight, Copy, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { cn } from "@client/lib/cn";
import { useRealtimeSubscription } from "@client/lib/use-realtime";
import { timeLeft } from "@client/features/games/lib/hub-format";
import { useNow } from "./use-now";

/** One of the member's Chain Chess matches, as the page words it (the chess feature owns the wording). */
export interface ActiveGameRow {
  id: string;
  href: string;
  /** The realtime topic the row follows (`game:{id}`): any change there re-reads the list. */
  topic: string;
  /** "Ruth", "Palace Bot (Normal)", "Waiting for opponent…". */
  opponent: string;
  badge: "Waiting for opponent…" | "Your turn" | "Their turn";
  /** "You 23 – 19 Ruth"; null while waiting. */
  score: string | null;
  /** The turn's deadline on this device's clock (ms), when the member's turn is timed. */
  deadlineAt: string | null;
  waiting: boolean;
  /** The invite link of a waiting match. */
  inviteUrl: string;
}

function ActiveGame({
  game,
  now,
  onChanged,
  onCopy,
  onCancel,
}: {
  game: ActiveGameRow;
  now: number;
  onChanged: () => void;
  onCopy: (url: string) => void;
  onCancel: (id: string) => Promise<unknown>;
}) {
  // A join, a move, a timeout or the end in this match shows here within moments (games.md §2.5 item 3).
  useRealtimeSubscription(game.topic, () => onChanged(), { onResync: onChanged });
  const yourTurn = game.badge === "Your turn";
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center" data-testid="hub-active-game">
      <Link
        to={game.href}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md px-1 py-1 hover:bg-stone-50"
        aria-label={`Chain Chess: ${game.opponent}, ${game.badge}`}
      >
        <span className="font-emoji text-2xl leading-none" aria-hidden="true">
          ♟️
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-night">{game.opponent}</span>
          {game.score && <span className="block text-sm text-stone-600">{game.score}</span>}
        </span>
        <span
          className={cn(
            "shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold",
            yourTurn ? "bg-gold text-night" : "bg-stone-100 text-stone-700",
          )}
          data-testid="hub-active-game-badge"
        >
          {game.badge}
          {yourTurn && game.deadlineAt && ` · ${timeLeft(game.deadlineAt, now)}`}
        </span>
        <ChevronRight className="size-4 shrink-0 text-stone-400" aria-hidden="true" />
      </Link>
      {game.waiting && (
        <div className="flex gap-2 sm:pl-2">
          <Button
            variant="outline"
            size="sm"
            className="flex-1 sm:flex-none"
            onClick={() => onCopy(game.inviteUrl)}
          >
            <Copy className="size-4" aria-hidden="true" />
            Copy invite link
          </Button>
          <ConfirmDialog
            title="Cancel this invitation?"
            description="The link stops working and the match is removed from your games."
            confirmLabel="Cancel invitation"
            cancelLabel="Keep it"
            pendingLabel="Cancelling…"
            destructive
            onConfirm={() => onCancel(game.id)}
            trigger={
              <Button variant="outline" size="sm" className="flex-1 sm:flex-none">
                <X className="size-4" aria-hidden="true" />
                Cancel
              </Button>
            }
          />
        </div>
      )}
    </li>
  );
}

/**
 * "Your active games" (games.md §2.1 item 2): the member's waiting and active Chain Chess matches, their turn first,
 * up to 10; left out when there are none. Each row follows its match's realtime topic, so a join or a move changes
 * the badge without a reload; waiting invitations offer Copy invite link and Cancel.
 */
export function ActiveGamesSection({
  games,
  onChanged,
  onCopy,
  onCancel,
}: {
  games: readonly ActiveGameRow[];
  onChanged: () => void;
  onCopy: (url: string) => void;
  onCancel: (id: string) => Promise<unknown>;
}) {
  const now = useNow(games.some((game) => game.deadlineAt !== null) ? 1000 : 60_000);
  if (games.length === 0) return null;
  return (
    <section aria-labelledby="hub-active" data-testid="hub-active-games">
      <h2 id="hub-active" className="mb-3 text-xl font-semibold text-night">
        Your active games
      </h2>
      <Card className="px-3">
        <ul className="divide-y divide-stone-200">
          {games.map((game) => (
            <ActiveGame
              key={game.id}
              game={game}
              now={now}
              onChanged={onChanged}
              onCopy={onCopy}
              onCancel={onCancel}
            />
          ))}
        </ul>
      </Card>
    </section>
  );
}
