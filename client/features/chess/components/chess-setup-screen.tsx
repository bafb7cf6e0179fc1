import { Play } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { EntitlementKey } from "@common/policies/entitlements";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Checkbox } from "@client/components/ui/checkbox";
import { Label } from "@client/components/ui/label";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { cn } from "@client/lib/cn";
import { toast } from "@client/lib/toast";
import { useCreateChessMatch } from "@client/features/chess/api/create-chess-match";
import { useChessLobby } from "@client/features/chess/api/get-chess-lobby";
import { useJoinChessMatch } from "@client/features/chess/api/join-chess-match";
import { classifyChessError } from "@client/features/chess/lib/chess-errors";
import { type ChessSetupMode, matchHref, setupHref } from "@client/features/chess/lib/chess-format";
import { createRequest, defaultSetup } from "@client/features/chess/lib/chess-setup";
import { OpenChallenges } from "./open-challenges";
import { SetupOptions } from "./setup-options";
import { YourActiveGames } from "./your-active-games";

const tabs: ReadonlyArray<{ mode: ChessSetupMode; label: string }> = [
  { mode: "bot", label: "Play the Bot" },
  { mode: "pvp", label: "Play a Friend" },
];

/** The lobby is re-read this often while setup is open, so new open challenges show up. */
const lobbyPollMs = 15_000;

/**
 * /games/chain-chess/new/{mode?} (games.md §4.14): the tabs Play the Bot and Play a Friend, the setup options and
 * Start; the friend tab lists the open challenges to join; both list "Your active games". A plan without the tab's
 * feature (the bot: games.all, a friend: games.chainChessPvp) gets the upgrade panel in place of Start, from the
 * member's plan up front or from a 402.
 */
export function ChessSetupScreen({
  mode,
  testHooks,
  upgrade,
  lockedFeature,
}: {
  mode: ChessSetupMode;
  /** Admins on a non-production server: the fast clock (games.md §3.13). */
  testHooks: boolean;
  /** The upgrade panel for a feature (the page supplies it with the member's trial state). */
  upgrade: (feature: EntitlementKey) => ReactNode;
  /** The tab's feature when the member's plan lacks it (known up front), else null. */
  lockedFeature: EntitlementKey | null;
}) {
  const navigate = useNavigate();
  const [setup, setSetup] = useState(defaultSetup);
  const [fastClock, setFastClock] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<EntitlementKey | null>(null);
  const [joining, setJoining] = useState<string | null>(null);
  const fastClockId = useId();
  const create = useCreateChessMatch();
  const join = useJoinChessMatch();
  const lobby = useChessLobby({ pollMs: () => lobbyPollMs });
  const locked = refused ?? lockedFeature;

  const start = () => {
    setError(null);
    const request = createRequest(mode, setup, testHooks && fastClock);
    if (!request.ok) return setError(request.message);
    create.mutate(request.body, {
      onSuccess: (view) => void navigate(matchHref(view.match.id)),
      onError: (failure) => {
        const failed = classifyChessError(failure);
        if (failed.kind === "plan") setRefused(failed.plan.feature);
        else setError(failed.message);
      },
    });
  };

  const joinChallenge = (matchId: string) => {
    setJoining(matchId);
    join.mutate(matchId, {
      onSuccess: (view) => void navigate(matchHref(view.match.id)),
      onError: (failure) => {
        setJoining(null);
        const failed = classifyChessError(failure);
        if (failed.kind === "plan") setRefused(failed.plan.feature);
        else toast.error(failed.message);
        void lobby.refetch();
      },
    });
  };

  return (
    <section className="space-y-6" aria-label="Match setup" data-testid="game-setup">
      <nav aria-label="Opponent" className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Link
            key={tab.mode}
            to={setupHref(tab.mode)}
            replace
            aria-current={tab.mode === mode ? "page" : undefined}
            className={cn(
              "rounded-full border px-4 py-1.5 text-sm font-medium",
              tab.mode === mode
                ? "border-night bg-night text-white"
                : "border-stone-300 bg-white text-ink hover:bg-stone-50",
            )}
          >
            {tab.label}
          </Link>
        ))}
      </nav>

      <div className="space-y-1 text-stone-700">
        <p>
          Take turns extending a chain of Scripture: each move gives a verse and a short commentary that
          builds on the last verse and answers your opponent&apos;s challenge, then sets a new challenge.
        </p>
        <p>Every move is scored out of 10 by the same rules for both sides; the higher total wins.</p>
      </div>

      {locked ? (
        upgrade(locked)
      ) : (
        <div className="space-y-5 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
          <SetupOptions mode={mode} setup={setup} onChange={setSetup} />
          {testHooks && (
            <div className="flex items-center gap-2 rounded-md border border-dashed border-stone-300 p-3">
              <Checkbox
                id={fastClockId}
                data-testid="chess-fast-clock"
                checked={fastClock}
                onCheckedChange={(checked) => setFastClock(checked === true)}
              />
              <Label htmlFor={fastClockId} className="font-normal">
                Fast clock (test): every time limit divided by 60
              </Label>
            </div>
          )}
          {error && <Alert tone="destructive">{error}</Alert>}
          <Button size="lg" busy={create.isPending} onClick={start} data-testid="chess-start">
            {!create.isPending && <Play className="size-4" aria-hidden="true" />}
            {mode === "bot" ? "Play the Bot" : "Create match"}
          </Button>
        </div>
      )}

      {lobby.isError && !lobby.data && (
        <RetryAlert
          message="Couldn't load your games."
          onRetry={() => lobby.refetch()}
          busy={lobby.isFetching}
        />
      )}
      {lobby.data && (
        <div className="grid gap-6 lg:grid-cols-2">
          {mode === "pvp" && !locked && (
            <OpenChallenges open={lobby.data.open} joining={joining} onJoin={joinChallenge} />
          )}
          <YourActiveGames mine={lobby.data.mine} />
        </div>
      )}
    </section>
  );
}
