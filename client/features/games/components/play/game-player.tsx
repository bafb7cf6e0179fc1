import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { GameDef, GameModeId } from "@common/games/registry";
import { gameHref } from "@common/games/registry";
import type { RunDto } from "@common/schemas/games";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useGameRun } from "@client/features/games/api/get-game-run";
import { clockOffset } from "@client/features/games/lib/play-clock";
import { classifyPlayError, type FatalPlayError } from "@client/features/games/lib/play-errors";
import { MemoryBoard } from "./memory-board";
import { QuitButton } from "./quit-button";
import { ResultScreen } from "./result-screen";
import { RoundScreen } from "./round-screen";
import { RunEnded } from "./run-ended";
import { useOnline } from "./use-online";

export interface GamePlayerProps {
  game: GameDef;
  mode: GameModeId;
  runId: string;
  /** Back to the setup screen (after Quit, or to start again from "This game has ended."). */
  onLeave: () => void;
  /** Play again: a new run in the same mode and difficulty. */
  onPlayAgain: (difficulty: string) => void;
  starting: boolean;
  /** A plan gate met during play: the page shows the upgrade prompt instead of the game. */
  onFatal: (error: FatalPlayError) => void;
}

/**
 * One run, from its first round to its result (games.md §3.2): read from the server (so a reload resumes it),
 * played as rounds or as a memory board, with Quit while it lasts and the result screen at the end.
 */
export function GamePlayer(props: GamePlayerProps) {
  const query = useGameRun(props.runId);
  if (query.isPending)
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Loading the game">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (query.isError) {
    const failed = classifyPlayError(query.error);
    if (failed.kind === "ended" || failed.kind === "refused") return <RunEnded onNewGame={props.onLeave} />;
    if (failed.kind === "plan") return <PlanGate error={failed} onFatal={props.onFatal} />;
    return (
      <RetryAlert
        message="Couldn't load your game."
        onRetry={() => query.refetch()}
        busy={query.isFetching}
      />
    );
  }
  return <RunView key={props.runId} {...props} run={query.data} receivedAt={query.dataUpdatedAt} />;
}

/** Hands a plan gate met while loading to the page (in an effect: not while rendering). */
function PlanGate({ error, onFatal }: { error: FatalPlayError; onFatal: (error: FatalPlayError) => void }) {
  useEffect(() => onFatal(error), [error, onFatal]);
  return null;
}

function RunView({
  game,
  mode,
  run,
  receivedAt,
  onLeave,
  onPlayAgain,
  starting,
  onFatal,
}: GamePlayerProps & { run: RunDto; receivedAt: number }) {
  const navigate = useNavigate();
  const online = useOnline();
  // A run that was already over when the page opened shows its result at once; one finished here first shows
  // its last reveal (or the board's last match), then the result.
  const [resultVisible, setResultVisible] = useState(run.result !== null);
  const [ended, setEnded] = useState(false);
  const offsetMs = clockOffset(run.serverNow, receivedAt);
  const wrongGame = run.gameId !== game.id;

  // A run of this game in another mode plays at that mode's address.
  useEffect(() => {
    if (!wrongGame && run.mode !== mode)
      void navigate(`${gameHref(game, run.mode)}?run=${encodeURIComponent(run.runId)}`, { replace: true });
  }, [wrongGame, run.mode, run.runId, mode, game, navigate]);

  const fatal = (error: FatalPlayError) => {
    if (error.kind === "ended") setEnded(true);
    else onFatal(error);
  };

  if (wrongGame || ended) return <RunEnded onNewGame={onLeave} />;
  if (run.result && resultVisible)
    return (
      <ResultScreen
        game={game}
        run={run}
        result={run.result}
        starting={starting}
        onPlayAgain={() => onPlayAgain(run.difficulty)}
      />
    );
  if (run.status !== "active" && !run.result) return <RunEnded onNewGame={onLeave} />;

  const modeLabel = game.modes.find((option) => option.id === run.mode)?.label;
  const difficultyLabel = game.difficulties.find((option) => option.id === run.difficulty)?.label;
  return (
    <section className="space-y-4" aria-label="Game" data-testid="game-player">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-stone-600">
          {[game.modes.length > 1 ? modeLabel : null, difficultyLabel].filter(Boolean).join(" · ")}
        </p>
        {run.status === "active" && <QuitButton runId={run.runId} onQuit={onLeave} />}
      </div>
      {run.board ? (
        <MemoryBoard
          run={run}
          board={run.board}
          offsetMs={offsetMs}
          online={online}
          onShowResult={() => setResultVisible(true)}
          onFatal={fatal}
        />
      ) : (
        <RoundScreen
          run={run}
          offsetMs={offsetMs}
          online={online}
          onShowResult={() => setResultVisible(true)}
          onFatal={fatal}
        />
      )}
    </section>
  );
}
