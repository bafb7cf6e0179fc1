import { ChevronLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { EntitlementKey } from "@common/policies/entitlements";
import { findGame } from "@common/games/registry";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { ChessMatch } from "@client/features/chess/components/chess-match";
import { ChessNotFound } from "@client/features/chess/components/chess-not-found";
import { ChessSetupScreen } from "@client/features/chess/components/chess-setup-screen";
import { resolveChessRoute } from "@client/features/chess/lib/chess-format";
import { useGameCatalog } from "@client/features/games/api/get-game-catalog";
import { ReferenceLink } from "@client/features/games/components/play/reference-link";
import { useMyAccess } from "@client/lib/api/get-my-access";
import { useDocumentTitle } from "@client/lib/page-title";
import { useEntitlement } from "@client/lib/use-entitlement";

const game = findGame("chain-chess");

/** A replace-redirect (an alias, or a mode segment on a match). */
function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

/**
 * /games/chain-chess/{gameId}/{mode?} (games.md §4.14): `new` is the setup (tabs Play the Bot / Play a Friend, the
 * mode preselecting one; `jeeves` is the bot's old name), a match id is the match, anything else "Match not found".
 * The page lends the chess feature the games catalogue's test hooks (the admin fast clock), the member's plan and
 * trial for the upgrade panel, and the reader links for references.
 */
export function ChainChessPage() {
  const { gameId, mode } = useParams();
  const route = resolveChessRoute(gameId, mode);
  const catalog = useGameCatalog();
  const access = useMyAccess();
  const gate = useEntitlement(
    route.kind === "setup" && route.mode === "pvp" ? "games.chainChessPvp" : "games.all",
  );
  useDocumentTitle(route.kind === "not-found" ? "Match not found" : (game?.title ?? "Chain Chess"));

  if (route.kind === "redirect") return <Redirect to={route.to} />;
  const upgrade = (feature: EntitlementKey) => (
    <UpgradePrompt feature={feature} trialUsed={access.data?.access.trialUsed} />
  );

  return (
    <main className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:py-8">
      <Link
        to="/games"
        className="inline-flex items-center gap-1 text-sm font-medium text-night-light hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        All games
      </Link>
      <header className="flex items-start gap-3">
        <span className="font-emoji text-4xl leading-none" aria-hidden="true">
          {game?.icon ?? "♟️"}
        </span>
        <div>
          <h1 className="font-serif text-3xl font-semibold text-night">{game?.title ?? "Chain Chess"}</h1>
          <p className="text-stone-600">{game?.tagline}</p>
        </div>
      </header>
      {route.kind === "setup" ? (
        <ChessSetupScreen
          key={route.mode}
          mode={route.mode}
          testHooks={catalog.data?.testHooks === true}
          upgrade={upgrade}
          lockedFeature={gate.status === "locked" ? gate.feature : null}
        />
      ) : route.kind === "match" ? (
        <ChessMatch
          key={route.matchId}
          matchId={route.matchId}
          reference={(ref) => <ReferenceLink reference={ref} />}
          upgrade={upgrade}
        />
      ) : (
        <ChessNotFound reason="not-found" />
      )}
    </main>
  );
}
