import { ChevronLeft } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import type { GameDef, GameModeId } from "@common/games/registry";
import { gameHref } from "@common/games/registry";
import { gameMessages } from "@common/games/messages";
import type { ResumableRunDto } from "@common/schemas/games";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { useGameCatalog } from "@client/features/games/api/get-game-catalog";
import { useStartGameRun } from "@client/features/games/api/start-game-run";
import { GameNotFound } from "@client/features/games/components/play/game-not-found";
import { GamePlayer } from "@client/features/games/components/play/game-player";
import { GameSetup } from "@client/features/games/components/play/game-setup";
import { classifyPlayError, type FatalPlayError } from "@client/features/games/lib/play-errors";
import { isRunId, resolveGameRoute } from "@client/features/games/lib/play-route";
import { useMyAccess } from "@client/lib/api/get-my-access";
import type { EntitlementKey } from "@common/policies/entitlements";
import { useDocumentTitle } from "@client/lib/page-title";
import { toast } from "@client/lib/toast";
import { Alert } from "@client/components/ui/alert";

/**
 * /games/{id}/{mode?} (games.md §4.18 and the game sheets): the registry resolves the address (aliases and bad
 * modes are redirected, unknown games get "Game Not Found"); then the setup screen, or the run named by `?run=`,
 * so a reload resumes it.
 */
export function GamePage() {
  const location = useLocation();
  const route = resolveGameRoute(location.pathname, location.search);
  useDocumentTitle(
    route.kind === "game" ? route.game.title : route.kind === "not-found" ? gameMessages.notFound : null,
  );
  if (route.kind === "redirect")
    return <GameRedirect to={route.to} modeUnavailable={route.modeUnavailable} />;
  return (
    <main className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:py-8">
      {route.kind === "not-found" ? (
        <GameNotFound />
      ) : (
        <GameScreen key={`${route.game.id}:${route.mode}`} game={route.game} mode={route.mode} />
      )}
    </main>
  );
}

/** A replace-redirect, with the notice when the mode asked for does not exist. */
function GameRedirect({ to, modeUnavailable }: { to: string; modeUnavailable: boolean }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (modeUnavailable) toast.info(gameMessages.modeUnavailable);
    void navigate(to, { replace: true });
  }, [navigate, to, modeUnavailable]);
  return null;
}

const defaultDifficulty = (game: GameDef) =>
  game.difficulties.find((option) => option.id === "normal")?.id ?? game.difficulties[0]?.id ?? "normal";

function GameScreen({ game, mode }: { game: GameDef; mode: GameModeId }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const runParam = params.get("run");
  const runId = isRunId(runParam) ? runParam : null;
  const [difficulty, setDifficulty] = useState(() => defaultDifficulty(game));
  const [startError, setStartError] = useState<string | null>(null);
  const [locked, setLocked] = useState<EntitlementKey | null>(null);
  const [leftRuns, setLeftRuns] = useState<string[]>([]);
  const [fastClock, setFastClock] = useState(false);
  const start = useStartGameRun();
  const catalog = useGameCatalog();
  const access = useMyAccess();

  const setRun = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set("run", id);
        else next.delete("run");
        return next;
      },
      { replace: true },
    );

  const begin = (chosen: string) => {
    setStartError(null);
    start.mutate(
      {
        gameId: game.id,
        input: { mode, difficulty: chosen, ...(fastClock ? { options: { fastClock } } : {}) },
      },
      {
        onSuccess: (run) => setRun(run.runId),
        onError: (error) => {
          const failed = classifyPlayError(error);
          if (failed.kind === "plan") setLocked(failed.plan.feature);
          else if (failed.kind !== "ended") setStartError(failed.message);
          else setStartError(gameMessages.notFound);
        },
      },
    );
  };

  const leave = () => {
    if (runId) setLeftRuns((ids) => [...ids, runId]);
    setStartError(null);
    setRun(null);
  };

  const resume = (run: ResumableRunDto) => {
    // The run's address may carry its mode (and `?run=` already): keep the path, set the run.
    const [path = ""] = run.href.split("?");
    if (path === gameHref(game, mode)) setRun(run.runId);
    else void navigate(`${path}?run=${encodeURIComponent(run.runId)}`, { replace: true });
  };

  const fatal = (error: FatalPlayError) => {
    if (error.kind === "plan") setLocked(error.plan.feature);
    else leave();
  };

  const entry = catalog.data?.games.find((item) => item.game.id === game.id);
  const gate = locked ?? (entry?.locked ? game.plan : null);
  const resumable =
    catalog.data?.resumableRuns.find((run) => run.gameId === game.id && !leftRuns.includes(run.runId)) ??
    null;
  const upgrade = gate ? <UpgradePrompt feature={gate} trialUsed={access.data?.access.trialUsed} /> : null;

  return (
    <>
      <Link
        to="/games"
        className="inline-flex items-center gap-1 text-sm font-medium text-night-light hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        All games
      </Link>
      <header className="flex items-start gap-3">
        <span className="font-emoji text-4xl leading-none" aria-hidden="true">
          {game.icon}
        </span>
        <div>
          <h1 className="font-serif text-3xl font-semibold text-night">{game.title}</h1>
          <p className="text-stone-600">{game.tagline}</p>
        </div>
      </header>
      {runId && !locked ? (
        <>
          {startError && <Alert tone="destructive">{startError}</Alert>}
          <GamePlayer
            key={runId}
            game={game}
            mode={mode}
            runId={runId}
            onLeave={leave}
            onPlayAgain={begin}
            starting={start.isPending}
            onFatal={fatal}
          />
        </>
      ) : (
        <GameSetup
          game={game}
          mode={mode}
          difficulty={difficulty}
          onDifficulty={setDifficulty}
          onStart={() => begin(difficulty)}
          starting={start.isPending}
          error={startError}
          resumable={resumable}
          onResume={resume}
          locked={upgrade}
          fastClock={catalog.data?.testHooks ? { checked: fastClock, onChange: setFastClock } : null}
        />
      )}
    </>
  );
}
