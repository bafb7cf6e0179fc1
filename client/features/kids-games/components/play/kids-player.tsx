import { useEffect, useRef, useState } from "react";
import type { AnswerDto, AnswerInput, RevealDto, RoundInput, RunDto } from "@common/schemas/games";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { bibleSentence, cheerFor, isKidsPayload } from "@client/features/kids-games/lib/kids-play";
import { boardSpeech, type ReadAloud } from "@client/features/kids-games/lib/kids-speech";
import { ReadAloudButton } from "../read-aloud-button";
import { ChoiceBoard } from "./choice-board";
import { KidsProgress } from "./kids-progress";
import { KidsResult } from "./kids-result";
import { KidsReveal } from "./kids-reveal";
import { KidsRunEnded } from "./kids-run-ended";
import { MatchBoard } from "./match-board";
import { MemoryBoard } from "./memory-board";
import { OrderBoard } from "./order-board";
import { WobbleStyle } from "./wobble-style";

/**
 * The game calls a kids run makes, lent by the page (they are the games feature's endpoints: one run API for every
 * game). Each resolves with the server's answer and has already written the run into the cache.
 */
export interface KidsPlayControls {
  answer: (body: AnswerInput) => Promise<AnswerDto>;
  /** Opens the round that waits after a reveal. */
  open: (roundNo: number) => Promise<unknown>;
  /** Who Am I?'s "Another clue". */
  hint: () => Promise<unknown>;
  /** A fresh clientAnswerId (a retry of the same tap sends the same one). */
  newAnswerId: () => string;
  /** The message for a failed call, or null when the page has taken over (plan gate, run over). */
  failure: (error: unknown) => string | null;
}

export const TRY_AGAIN = "Try again!";

type Feedback = { text: string; n: number };

/**
 * One kids run (games.md §4.19), from its first board to its stars: taps only, no clock, no score. A wrong tap
 * wobbles its tile and says "Try again!"; a finished round shows its Bible sentence and Next ▶, which opens the next
 * round; the last shows the result.
 */
export function KidsPlayer({
  run,
  controls,
  readAloud,
  onPlayAgain,
  starting,
  onLeave,
}: {
  run: RunDto;
  controls: KidsPlayControls;
  readAloud: ReadAloud | null;
  onPlayAgain: () => void;
  starting: boolean;
  onLeave: () => void;
}) {
  // A run already over when the page opened shows its stars at once; one finished here first shows its reveal.
  const [resultVisible, setResultVisible] = useState(run.result !== null);
  const [shown, setShown] = useState<{ feedback: string; reveal: RevealDto | null } | null>(null);
  const [wobble, setWobble] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ message: string; retry: () => void } | null>(null);
  const busyRef = useRef(false);
  const [lastReveal, setLastReveal] = useState<RevealDto | null>(null);
  const promptHeading = useRef<HTMLHeadingElement>(null);
  const revealHeading = useRef<HTMLHeadingElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown) revealHeading.current?.focus();
  }, [shown]);

  const say = (text: string) => setFeedback((current) => ({ text, n: (current?.n ?? 0) + 1 }));

  /** A tap that removed its own tile (a placed card) leaves focus nowhere: give it to the board's first tile. */
  const keepFocus = () =>
    requestAnimationFrame(() => {
      const board = boardRef.current;
      if (!board || board.contains(document.activeElement)) return;
      board.querySelector<HTMLButtonElement>("button:not([aria-disabled]):not([disabled])")?.focus();
    });

  const call = async <T,>(work: () => Promise<T>, retry: () => void): Promise<T | null> => {
    if (busyRef.current) return null;
    busyRef.current = true;
    setBusy(true);
    setFailed(null);
    try {
      return await work();
    } catch (error) {
      const message = controls.failure(error);
      if (message) setFailed({ message, retry });
      return null;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const tap = async (input: RoundInput, tileId: string, clientAnswerId = controls.newAnswerId()) => {
    const round = run.round;
    if (!round || shown) return;
    const judged = await call(
      () => controls.answer({ roundNo: round.roundNo, clientAnswerId, input }),
      () => void tap(input, tileId, clientAnswerId),
    );
    if (!judged) return;
    const right = judged.judgement.verdict === "pass";
    setWobble(right ? null : tileId);
    if (judged.roundDone) {
      setLastReveal(judged.reveal);
      setFeedback(null);
      setShown({ feedback: right ? judged.judgement.feedback : "", reveal: judged.reveal });
      return;
    }
    const cheer = isKidsPayload(round.payload)
      ? cheerFor(round.payload.board, judged.run.round?.payload, judged.judgement.feedback)
      : "";
    if (!right) say(TRY_AGAIN);
    else if (cheer) say(cheer);
    else setFeedback(null);
    keepFocus();
  };

  const moreClue = () => void call(controls.hint, moreClue);

  const next = async () => {
    const pending = run.nextRound;
    if (pending) {
      const opened = await call(
        () => controls.open(pending.roundNo).then(() => true),
        () => void next(),
      );
      if (!opened) return;
    } else if (run.result) setResultVisible(true);
    setShown(null);
    setWobble(null);
    setFeedback(null);
    requestAnimationFrame(() => promptHeading.current?.focus());
  };

  if (run.result && resultVisible)
    return (
      <KidsResult
        result={run.result}
        sentence={bibleSentence(run, lastReveal)}
        onPlayAgain={onPlayAgain}
        starting={starting}
      />
    );
  if (run.status !== "active" && !run.result) return <KidsRunEnded onNewGame={onLeave} />;

  const round = run.round;
  const payload = round && isKidsPayload(round.payload) ? round.payload : null;
  let screen;
  if (shown)
    screen = (
      <KidsReveal
        feedback={shown.feedback}
        reveal={shown.reveal}
        onNext={() => void next()}
        busy={busy}
        headingRef={revealHeading}
      />
    );
  else if (!round && (run.nextRound || run.result))
    // Back after a reveal (a reload): the next round waits until the child is ready.
    screen = (
      <section
        className="flex flex-col items-center gap-4 rounded-3xl border-2 border-violet-200 bg-violet-50 px-4 py-10 text-center"
        data-testid="kids-waiting"
      >
        <span className="font-emoji text-6xl leading-none" aria-hidden="true">
          {run.result ? "🌟" : "👉"}
        </span>
        <h2 className="font-sans text-2xl font-bold text-night">
          {run.result ? "All done!" : "Ready for the next one?"}
        </h2>
        <Button
          size="lg"
          onClick={() => void next()}
          busy={busy}
          data-testid="kids-next"
          className="h-16 min-w-40 rounded-full bg-violet-600 px-10 text-2xl font-extrabold text-white hover:bg-violet-700"
        >
          Next ▶
        </Button>
      </section>
    );
  else if (!round || !payload) screen = <KidsRunEnded onNewGame={onLeave} />;
  else {
    const board = payload.board;
    const boardProps = {
      wobble,
      onWobbleEnd: () => setWobble(null),
      onTap: (input: RoundInput, tileId: string) => void tap(input, tileId),
      readAloud,
      young: payload.band === "4-6",
    };
    screen = (
      <div className="space-y-5">
        <KidsProgress progress={payload.progress} />
        <div className="flex items-start gap-3">
          <h2
            ref={promptHeading}
            tabIndex={-1}
            className="min-w-0 flex-1 font-sans text-2xl font-bold text-night focus:outline-none sm:text-3xl"
            data-testid="kids-prompt"
          >
            {payload.prompt}
          </h2>
          <ReadAloudButton
            readAloud={readAloud}
            id={`prompt:${round.roundNo}`}
            text={boardSpeech(payload.prompt, board)}
          />
        </div>
        <div ref={boardRef} data-testid="kids-board" data-play={board.play}>
          {board.play === "order" && <OrderBoard board={board} {...boardProps} />}
          {board.play === "choice" && (
            <ChoiceBoard board={board} {...boardProps} onMoreClue={moreClue} clueBusy={busy} />
          )}
          {board.play === "match" && <MatchBoard key={round.roundNo} board={board} {...boardProps} />}
          {board.play === "memory" && <MemoryBoard board={board} {...boardProps} />}
        </div>
      </div>
    );
  }

  return (
    <section
      className="space-y-4"
      aria-label="Game"
      data-testid="kids-player"
      data-busy={busy ? "true" : "false"}
    >
      <WobbleStyle />
      {screen}
      <p
        aria-live="polite"
        className="min-h-8 text-center text-2xl font-bold text-violet-800"
        data-testid="kids-feedback"
      >
        {feedback && <span key={feedback.n}>{feedback.text}</span>}
      </p>
      {failed && <RetryAlert message={failed.message} busy={busy} onRetry={failed.retry} />}
    </section>
  );
}
