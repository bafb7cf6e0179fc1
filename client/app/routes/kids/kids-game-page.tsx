import { ChevronLeft } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { findKidsGame, type GameDef } from "@common/games/registry";
import { isKidsBand, type KidsBand } from "@common/games/rules";
import type { EntitlementKey } from "@common/policies/entitlements";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useReadAloud, canReadAloud } from "@client/features/ai/lib/read-aloud";
import { useAnswerGameRound } from "@client/features/games/api/answer-game-round";
import { useGameRunAction } from "@client/features/games/api/game-run-action";
import { useGameRun } from "@client/features/games/api/get-game-run";
import { useOpenGameRound } from "@client/features/games/api/open-game-round";
import { useStartGameRun } from "@client/features/games/api/start-game-run";
import { newAnswerId } from "@client/features/games/lib/play-answer";
import { classifyPlayError, type FatalPlayError, isFatal } from "@client/features/games/lib/play-errors";
import { isRunId } from "@client/features/games/lib/play-route";
import { useKidsCatalog } from "@client/features/kids-games/api/get-kids-catalog";
import { KidsGameNotFound } from "@client/features/kids-games/components/kids-game-not-found";
import { KidsSetup } from "@client/features/kids-games/components/kids-setup";
import { KidsPlayer, type KidsPlayControls } from "@client/features/kids-games/components/play/kids-player";
import { KidsRunEnded } from "@client/features/kids-games/components/play/kids-run-ended";
import { resolveBand } from "@client/features/kids-games/lib/kids-bands";
import type { ReadAloud } from "@client/features/kids-games/lib/kids-speech";
import { useMyAccess } from "@client/lib/api/get-my-access";
import { useDocumentTitle } from "@client/lib/page-title";
import { isPlanRequired } from "@client/lib/plan-required";

/**
 * /kids-games/{id}?age={band}&run={runId} (games.md §4.19): "Game not found" for an unknown id; else the setup (the
 * band, the stars so far, Play) or the run named by `?run=`, so a reload resumes it. The runs are the games feature's
 * (one run API for every game); the page lends its calls, and the AI feature's read-aloud, to the kids player.
 */
export function KidsGamePage() {
  const { gameId = "" } = useParams();
  const game = findKidsGame(gameId);
  useDocumentTitle(game ? game.title : "Game not found");
  return (
    <main className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:py-8">
      <Link
        to="/kids-games"
        className="inline-flex min-h-12 items-center gap-1 text-base font-semibold text-violet-800 hover:underline"
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
        Back to Kids Games
      </Link>
      {game ? <KidsGameScreen key={game.id} game={game} /> : <KidsGameNotFound />}
    </main>
  );
}

function KidsGameScreen({ game }: { game: GameDef }) {
  const [params, setParams] = useSearchParams();
  const band = resolveBand(game, params.get("age"));
  const runParam = params.get("run");
  const runId = isRunId(runParam) ? runParam : null;
  const [locked, setLocked] = useState<EntitlementKey | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const catalog = useKidsCatalog();
  const access = useMyAccess();
  const start = useStartGameRun();
  const reader = useReadAloud();
  const readAloud: ReadAloud | null = canReadAloud() ? reader : null;

  const setBand = useCallback(
    (next: KidsBand) =>
      setParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set("age", next);
          return params;
        },
        { replace: true },
      ),
    [setParams],
  );

  // `?age=` missing or not one of the game's bands: the address says the band that plays.
  const age = params.get("age");
  useEffect(() => {
    if (age !== band) setBand(band);
  }, [age, band, setBand]);

  const setRun = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set("run", id);
          else next.delete("run");
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const begin = (chosen: KidsBand = band) => {
    setStartError(null);
    start.mutate(
      { gameId: game.id, input: { mode: "solo", difficulty: chosen } },
      {
        onSuccess: (run) => setRun(run.runId),
        onError: (error) => {
          const failed = classifyPlayError(error);
          if (failed.kind === "plan") setLocked(failed.plan.feature);
          else
            setStartError(
              failed.kind === "ended" ? "That game couldn't start. Please try again." : failed.message,
            );
        },
      },
    );
  };

  const fatal = useCallback(
    (error: FatalPlayError) => {
      if (error.kind === "plan") setLocked(error.plan.feature);
      else setRun(null);
    },
    [setRun],
  );

  const gate = locked ?? (catalog.data?.locked || isPlanRequired(catalog.error) ? "games.kids" : null);
  const entry = catalog.data?.games.find((item) => item.id === game.id);
  const upgrade = gate ? <UpgradePrompt feature={gate} trialUsed={access.data?.access.trialUsed} /> : null;

  return (
    <>
      <header className="flex items-center gap-4">
        <span className="font-emoji text-5xl leading-none" aria-hidden="true">
          {game.icon}
        </span>
        <div>
          <h1 className="font-sans text-3xl font-extrabold text-night sm:text-4xl">{game.title}</h1>
          <p className="text-lg text-stone-700">{game.tagline}</p>
        </div>
      </header>
      {runId && !gate ? (
        <KidsRun
          key={runId}
          gameId={game.id}
          runId={runId}
          band={band}
          onBand={setBand}
          readAloud={readAloud}
          onPlayAgain={begin}
          starting={start.isPending}
          onLeave={() => setRun(null)}
          onFatal={fatal}
        />
      ) : (
        <KidsSetup
          game={game}
          band={band}
          stars={entry ? (entry.starsByBand[band] ?? 0) : null}
          onPlay={() => begin()}
          starting={start.isPending}
          error={startError}
          locked={upgrade}
        />
      )}
    </>
  );
}

/** One run, read from the server (so a reload resumes it), with the calls its taps make. */
function KidsRun({
  gameId,
  runId,
  band,
  onBand,
  readAloud,
  onPlayAgain,
  starting,
  onLeave,
  onFatal,
}: {
  gameId: string;
  runId: string;
  band: KidsBand;
  /** A run opened from elsewhere (the hub's Continue) may be on another band: the address follows the run. */
  onBand: (band: KidsBand) => void;
  readAloud: ReadAloud | null;
  onPlayAgain: (band: KidsBand) => void;
  starting: boolean;
  onLeave: () => void;
  onFatal: (error: FatalPlayError) => void;
}) {
  const query = useGameRun(runId);
  const answer = useAnswerGameRound();
  const open = useOpenGameRound();
  const action = useGameRunAction();
  const [ended, setEnded] = useState(false);
  const runBand = query.data && isKidsBand(query.data.difficulty) ? query.data.difficulty : null;
  useEffect(() => {
    if (runBand && runBand !== band) onBand(runBand);
  }, [runBand, band, onBand]);

  const failure = (error: unknown): string | null => {
    const kind = classifyPlayError(error);
    if (!isFatal(kind)) return kind.message;
    if (kind.kind === "ended") setEnded(true);
    else onFatal(kind);
    return null;
  };

  if (query.isPending)
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Loading the game">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-64 w-full rounded-3xl" />
      </div>
    );
  if (query.isError) {
    const kind = classifyPlayError(query.error);
    if (kind.kind === "plan") return <PlanGate error={kind} onFatal={onFatal} />;
    if (kind.kind === "ended" || kind.kind === "refused") return <KidsRunEnded onNewGame={onLeave} />;
    return (
      <RetryAlert
        message="Couldn't load your game."
        onRetry={() => query.refetch()}
        busy={query.isFetching}
      />
    );
  }
  if (ended || query.data.gameId !== gameId) return <KidsRunEnded onNewGame={onLeave} />;

  const controls: KidsPlayControls = {
    answer: (body) => answer.mutateAsync({ runId, body }),
    open: (roundNo) => open.mutateAsync({ runId, body: { roundNo } }),
    hint: () => action.mutateAsync({ runId, body: { type: "hint" } }),
    newAnswerId,
    failure,
  };
  return (
    <KidsPlayer
      run={query.data}
      controls={controls}
      readAloud={readAloud}
      onPlayAgain={() => onPlayAgain(runBand ?? band)}
      starting={starting}
      onLeave={onLeave}
    />
  );
}

/** Hands a plan gate met while loading to the page (in an effect: not while rendering). */
function PlanGate({ error, onFatal }: { error: FatalPlayError; onFatal: (error: FatalPlayError) => void }) {
  useEffect(() => onFatal(error), [error, onFatal]);
  return null;
}
