import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import type { EntitlementKey } from "@common/policies/entitlements";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { useCancelChessMatch } from "@client/features/chess/api/cancel-chess-match";
import { useCreateChessMatch } from "@client/features/chess/api/create-chess-match";
import { useJoinChessMatch } from "@client/features/chess/api/join-chess-match";
import { useResignChessMatch } from "@client/features/chess/api/resign-chess-match";
import { clockOffset } from "@client/features/chess/lib/chess-clock";
import { classifyChessError } from "@client/features/chess/lib/chess-errors";
import { matchHref } from "@client/features/chess/lib/chess-format";
import { createRequest, setupOf } from "@client/features/chess/lib/chess-setup";
import { ChessNotFound } from "./chess-not-found";
import { ChessSkeleton } from "./chess-skeleton";
import { MatchScreen } from "./match-screen";
import { useLiveChessMatch } from "./use-live-chess-match";
import { WaitingRoom } from "./waiting-room";

/**
 * /games/chain-chess/{id} (games.md §4.14): the match, kept live (realtime, else polling). An unknown id shows "Match
 * not found", a third member "This match is full", a member whose plan lacks matches against players the upgrade
 * panel; a waiting match shows its waiting room (the creator's invite link, another member's Join match); the rest is
 * the match screen.
 */
export function ChessMatch({
  matchId,
  reference,
  upgrade,
}: {
  matchId: string;
  reference: (ref: string) => ReactNode;
  upgrade: (feature: EntitlementKey) => ReactNode;
}) {
  const navigate = useNavigate();
  const query = useLiveChessMatch(matchId, true);
  const join = useJoinChessMatch();
  const cancel = useCancelChessMatch();
  const resign = useResignChessMatch();
  const again = useCreateChessMatch();
  const [actionError, setActionError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<{ kind: "plan"; feature: EntitlementKey } | { kind: "full" } | null>(
    null,
  );
  const reread = () => void query.refetch();

  // A failed re-read keeps the match on screen; only a first load that failed replaces it.
  const failure = query.isError && !query.data ? classifyChessError(query.error) : null;
  const view = query.data;
  const viewBlocked = view?.viewer.blocked ?? null;

  if (blocked?.kind === "plan") return upgrade(blocked.feature);
  if (failure?.kind === "plan") return upgrade(failure.plan.feature);
  if (viewBlocked === "plan") return upgrade("games.chainChessPvp");
  if (failure?.kind === "not-found") return <ChessNotFound reason="not-found" />;
  if (failure?.kind === "full" || blocked?.kind === "full" || viewBlocked === "full")
    return <ChessNotFound reason="full" />;
  if (failure)
    return <RetryAlert message="Couldn't load this match." onRetry={reread} busy={query.isFetching} />;
  if (!view) return <ChessSkeleton />;

  const onError = (error: unknown) => {
    const failed = classifyChessError(error);
    if (failed.kind === "plan") setBlocked({ kind: "plan", feature: failed.plan.feature });
    else if (failed.kind === "full") setBlocked({ kind: "full" });
    else {
      setActionError(failed.message);
      reread();
    }
  };

  if (view.match.status === "waiting" || view.match.status === "abandoned")
    return (
      <WaitingRoom
        view={view}
        joining={join.isPending}
        cancelling={cancel.isPending}
        error={actionError}
        onJoin={() => {
          setActionError(null);
          join.mutate(matchId, { onError });
        }}
        onCancel={() => {
          setActionError(null);
          cancel.mutate(matchId, { onError });
        }}
      />
    );

  const playAgain = () => {
    setActionError(null);
    const { match } = view;
    const request = createRequest(match.opponentKind === "bot" ? "bot" : "pvp", setupOf(match));
    if (!request.ok) return setActionError(request.message);
    again.mutate(request.body, {
      onSuccess: (next) => void navigate(matchHref(next.match.id)),
      onError,
    });
  };

  return (
    <MatchScreen
      view={view}
      offsetMs={clockOffset(view.match.serverNow, query.dataUpdatedAt)}
      reference={reference}
      onResign={() => resign.mutateAsync(matchId)}
      onReread={reread}
      onPlayAgain={playAgain}
      startingAgain={again.isPending}
      againError={actionError}
    />
  );
}
