import { Copy, Hourglass, LogIn, Plus, X } from "lucide-react";
import { Link } from "react-router";
import type { ChessMatchViewDto } from "@common/schemas/chess";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/toast";
import { chessMessages } from "@client/features/chess/lib/chess-errors";
import { inviteUrl, matchSettings, playerName, setupHref } from "@client/features/chess/lib/chess-format";

function Settings({ view }: { view: ChessMatchViewDto }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" data-testid="chess-settings">
      {matchSettings(view.match).map((row) => (
        <div key={row.label} className="flex gap-2">
          <dt className="text-stone-500">{row.label}:</dt>
          <dd className="font-medium text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Copies a link with the app's toast (a friend pastes a link, not a paragraph). */
export async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success("Link copied!", { description: "Share link copied to clipboard" });
  } catch {
    toast.error("Couldn't copy the link — your browser blocked the clipboard.");
  }
}

/** Copies the invite link `{origin}/games/chain-chess/{id}`. */
export const copyInviteLink = (matchId: string) => copyLink(inviteUrl(window.location.origin, matchId));

/**
 * A match nobody has joined yet (games.md §4.14 "Joining"): its creator waits, with Copy invite link and Cancel;
 * another entitled member reads the settings and presses Join match. A cancelled challenge says so.
 */
export function WaitingRoom({
  view,
  onJoin,
  joining,
  onCancel,
  cancelling,
  error,
}: {
  view: ChessMatchViewDto;
  onJoin: () => void;
  joining: boolean;
  onCancel: () => void;
  cancelling: boolean;
  error: string | null;
}) {
  const { match, viewer } = view;
  if (match.status === "abandoned")
    return (
      <section
        className="space-y-3 rounded-xl border border-stone-200 bg-white p-6"
        data-testid="chess-cancelled"
      >
        <h2 className="text-xl font-semibold text-night">{chessMessages.cancelled}</h2>
        <Button asChild>
          <Link to={setupHref("pvp")}>
            <Plus className="size-4" aria-hidden="true" />
            New match
          </Link>
        </Button>
      </section>
    );

  if (viewer.side)
    return (
      <section
        className="space-y-4 rounded-xl border border-indigo-200 bg-indigo-50 p-6"
        data-testid="chess-waiting"
      >
        <h2 className="flex items-center gap-2 text-xl font-semibold text-night" role="status">
          <Hourglass className="size-5" aria-hidden="true" />
          Waiting for an opponent…
        </h2>
        <p className="text-stone-700">
          {match.visibility === "open"
            ? "Your challenge is listed under Open challenges. You can also send the link to a friend."
            : "Send this link to a friend. The match starts when they join."}
        </p>
        <Settings view={view} />
        {error && <Alert tone="destructive">{error}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void copyInviteLink(match.id)} data-testid="chess-copy-invite">
            <Copy className="size-4" aria-hidden="true" />
            Copy invite link
          </Button>
          <Button variant="outline" busy={cancelling} onClick={onCancel} data-testid="chess-cancel">
            {!cancelling && <X className="size-4" aria-hidden="true" />}
            Cancel
          </Button>
        </div>
      </section>
    );

  return (
    <section className="space-y-4 rounded-xl border border-stone-200 bg-white p-6" data-testid="chess-join">
      <h2 className="text-xl font-semibold text-night">
        {playerName(match, match.players.p1)} invites you to a match
      </h2>
      <Settings view={view} />
      {error && <Alert tone="destructive">{error}</Alert>}
      {viewer.canJoin && (
        <Button size="lg" busy={joining} onClick={onJoin} data-testid="chess-join-match">
          {!joining && <LogIn className="size-4" aria-hidden="true" />}
          Join match
        </Button>
      )}
    </section>
  );
}
