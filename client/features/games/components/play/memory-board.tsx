import { Bot, Footprints, Timer, User } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { MEMORY_BOARD } from "@common/games/rules";
import type { BoardDto, CardFaceDto, FlipResultDto, RunDto } from "@common/schemas/games";
import { Alert } from "@client/components/ui/alert";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { cn } from "@client/lib/cn";
import { toast } from "@client/lib/toast";
import { useGameRunAction } from "@client/features/games/api/game-run-action";
import {
  type BoardFrame,
  type TimedFrame,
  boardGridClass,
  cardState,
  duelView,
  flipFrames,
  pairsFoundView,
} from "@client/features/games/lib/play-board";
import { elapsedSeconds, formatClock, msSince } from "@client/features/games/lib/play-clock";
import { classifyPlayError, type FatalPlayError, isFatal } from "@client/features/games/lib/play-errors";
import { describeFace, MemoryCard } from "./memory-card";
import { useDeviceNow } from "./use-device-now";

/** The pause between the bot's flips in the Verse Match duel. */
const BOT_STEP_MS = 700;

function flipMessage(flip: FlipResultDto): string {
  const face = describeFace(flip.face);
  if (!flip.pair) return `Card ${flip.face.card + 1}: ${face}`;
  if (flip.pair.matched) return `Card ${flip.face.card + 1}: ${face}. A match! ${flip.pair.label ?? ""}`;
  const turns = flip.botTurns ?? [];
  if (turns.length === 0) return `Card ${flip.face.card + 1}: ${face}. No match; the cards turn back.`;
  const found = turns.filter((turn) => turn.matched).length;
  return `Card ${flip.face.card + 1}: ${face}. No match. The bot's turn: it found ${found} ${found === 1 ? "pair" : "pairs"}${turns.at(-1)?.matched ? "" : ", then missed"}. Your turn.`;
}

/** Count-up from the first flip (server time), stopped at the result. */
function BoardClock({ board, run, offsetMs }: { board: BoardDto; run: RunDto; offsetMs: number }) {
  const running = board.startedAt !== null && run.result === null && run.status === "active";
  const now = useDeviceNow(1000, running);
  const seconds = run.result
    ? elapsedSeconds(run.result.durationMs)
    : board.startedAt
      ? elapsedSeconds(msSince(board.startedAt, offsetMs, now))
      : 0;
  return (
    <span className="inline-flex items-center gap-1 tabular-nums" data-testid="board-time">
      <Timer className="size-4" aria-hidden="true" />
      <span className="sr-only">Time </span>
      {formatClock(seconds)}
    </span>
  );
}

/**
 * The memory board (games.md §4.12 Parallels Concentration, §4.16 Verse Match): each click is a server `flip`;
 * at most two cards face up; a match stays up and dims, a mismatch turns back; clicks are ignored meanwhile. In
 * the Verse Match duel the bot's flips play out one by one before the player's turn comes back.
 */
export function MemoryBoard({
  run,
  board,
  offsetMs,
  online,
  onShowResult,
  onFatal,
}: {
  run: RunDto;
  board: BoardDto;
  offsetMs: number;
  online: boolean;
  onShowResult: () => void;
  /** A failure that ends play here (plan gate, run over). */
  onFatal: (error: FatalPlayError) => void;
}) {
  const action = useGameRunAction();
  const [frame, setFrame] = useState<BoardFrame | null>(null);
  const [flipping, setFlipping] = useState<number | null>(null);
  const [known, setKnown] = useState<Record<number, CardFaceDto>>({});
  const [message, setMessage] = useState("");
  const [failure, setFailure] = useState<{ message: string; card: number | null } | null>(null);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const matchMs =
    run.gameId === "verse_match" ? MEMORY_BOARD.verseMatchMatchMs : MEMORY_BOARD.concentrationMatchMs;
  const faces: Record<number, CardFaceDto> = { ...known };
  for (const face of board.faces) faces[face.card] = face;
  const busy = flipping !== null || frame !== null;
  const duel = duelView(board, frame);

  const play = (frames: TimedFrame[], done: () => void) => {
    let index = 0;
    const step = () => {
      const next = frames[index];
      index += 1;
      if (!next) {
        setFrame(null);
        done();
        return;
      }
      setFrame(next.frame);
      timers.current.push(setTimeout(step, next.ms));
    };
    step();
  };

  const flip = async (card: number) => {
    if (busy || !online || run.status !== "active" || cardState(board, null, card) !== "down") return;
    setFlipping(card);
    setFailure(null);
    try {
      const answer = await action.mutateAsync({ runId: run.runId, body: { type: "flip", card } });
      const result = answer.flip;
      if (!result) {
        setFlipping(null);
        return;
      }
      setKnown((current) => {
        const next = { ...current, [result.face.card]: result.face };
        for (const turn of result.botTurns ?? []) for (const face of turn.faces) next[face.card] = face;
        return next;
      });
      setMessage(flipMessage(result));
      if (result.pair?.matched && result.pair.label) toast.success(result.pair.label);
      const frames = flipFrames(result, {
        matchMs,
        mismatchMs: MEMORY_BOARD.mismatchMs,
        botStepMs: BOT_STEP_MS,
      });
      play(frames, () => {
        setFlipping(null);
        if (answer.run.result) onShowResult();
      });
    } catch (error) {
      setFlipping(null);
      const failed = classifyPlayError(error);
      if (isFatal(failed)) onFatal(failed);
      // A refused flip (a card already matched, say) is not worth retrying; a lost connection is.
      else setFailure({ message: failed.message, card: failed.kind === "retry" ? card : null });
    }
  };

  return (
    <div className="space-y-4">
      {run.notice && (
        <Alert tone="info" data-testid="run-notice">
          {run.notice}.{" "}
          <Link to="/memorization-verses" className="font-medium underline">
            Go to My Memorization Verses
          </Link>
        </Alert>
      )}

      <div
        className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm text-stone-700"
        data-testid="board-stats"
      >
        <span>
          Pairs found{" "}
          <strong className="tabular-nums">
            {pairsFoundView(board, frame)}/{board.pairs}
          </strong>
        </span>
        <span className="inline-flex items-center gap-1">
          <Footprints className="size-4" aria-hidden="true" />
          Moves <strong className="tabular-nums">{board.moves}</strong>
        </span>
        <BoardClock board={board} run={run} offsetMs={offsetMs} />
      </div>

      {duel && (
        <div
          className="flex flex-wrap items-center gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-indigo-950"
          data-testid="duel-status"
        >
          <span
            className={cn(
              "inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold",
              duel.turn === "player" ? "bg-night text-white" : "bg-white text-night",
            )}
          >
            {duel.turn === "player" ? (
              <User className="size-4" aria-hidden="true" />
            ) : (
              <Bot className="size-4" aria-hidden="true" />
            )}
            {duel.turn === "player" ? "Your turn" : "Bot's turn"}
          </span>
          <span>
            You <strong className="tabular-nums">{duel.playerPairs}</strong> · Bot{" "}
            <strong className="tabular-nums">{duel.botPairs}</strong> pairs
          </span>
        </div>
      )}

      {!online && <Alert tone="info">You're offline. Flip again once you're back online.</Alert>}
      {failure &&
        (failure.card !== null ? (
          <RetryAlert
            message={failure.message}
            busy={action.isPending}
            onRetry={() => failure.card !== null && void flip(failure.card)}
          />
        ) : (
          <Alert tone="destructive">{failure.message}</Alert>
        ))}

      <ul className={cn("grid gap-2 sm:gap-3", boardGridClass(board.cards))} aria-label="Memory board">
        {Array.from({ length: board.cards }, (_, card) => (
          <li key={card}>
            <MemoryCard
              index={card}
              state={cardState(board, frame, card)}
              face={faces[card]}
              pending={flipping === card && frame === null}
              onFlip={() => void flip(card)}
            />
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite" data-testid="board-announcer">
        {message}
      </p>
    </div>
  );
}
