import { useQueryClient } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { gameMessages } from "@common/games/messages";
import type { Judgement } from "@common/games/judge/types";
import type { PendingRoundDto, RevealDto, RoundDto, RoundInput, RunDto } from "@common/schemas/games";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { gameKeys } from "@client/lib/query-keys";
import { useAnswerGameRound } from "@client/features/games/api/answer-game-round";
import { getGameRun } from "@client/features/games/api/get-game-run";
import { useGameRunAction } from "@client/features/games/api/game-run-action";
import { useOpenGameRound } from "@client/features/games/api/open-game-round";
import { attemptKey, createAttemptIds } from "@client/features/games/lib/play-answer";
import { timeoutRereadMs } from "@client/features/games/lib/play-clock";
import { classifyPlayError, type FatalPlayError, isFatal } from "@client/features/games/lib/play-errors";
import { CardsRound, type CardsAnswer } from "./cards-round";
import { ChefRound } from "./chef-round";
import { ChoiceRound } from "./choice-round";
import { Connect6Round, type Connect6Answer } from "./connect6-round";
import { EquationRound } from "./equation-round";
import { Countdown } from "./countdown";
import { JudgementPanel } from "./judgement-panel";
import { MatchRound } from "./match-round";
import { OrderRound } from "./order-round";
import { WriteRound } from "./write-round";

/** A judged round on screen: the round as it was asked, the judgement and the reveal. */
interface ShownVerdict {
  round: RoundDto;
  judgement: Judgement;
  reveal: RevealDto | null;
  /** The written answer (write rounds). */
  text: string | null;
  /** The cards played with it (card rounds). */
  play?: CardsAnswer | null;
  /** Connect-6: the doctrine and the two pairs. */
  connect6?: Connect6Answer | null;
}

type Notice =
  { kind: "retry"; message: string; retry: () => void } | { kind: "refused" | "deadline"; message: string };

/** How often, and how far apart, the page re-reads a timed-out round the server has not closed yet. */
const REREAD_TRIES = 3;
const REREAD_GAP_MS = 1500;

/**
 * The rounds of a run (games.md §3.2, §3.3, §3.6): the open round by its kind (choice, write, order, match), its
 * countdown, and after each answer the judgement panel with Next (or See results after the last). Next opens the
 * following round on the server, which sends its question and starts its clock only then. A round whose clock
 * runs out locks; the page re-reads the run after the grace period to show the timeout's reveal.
 */
export function RoundScreen({
  run,
  offsetMs,
  online,
  onShowResult,
  onFatal,
}: {
  run: RunDto;
  offsetMs: number;
  online: boolean;
  onShowResult: () => void;
  onFatal: (error: FatalPlayError) => void;
}) {
  const queryClient = useQueryClient();
  const answer = useAnswerGameRound();
  const action = useGameRunAction();
  const open = useOpenGameRound();
  // The judged round on screen until the player moves on.
  const [verdict, setVerdict] = useState<ShownVerdict | null>(null);
  const [lockedRound, setLockedRound] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [tryAgain, setTryAgain] = useState<string | null>(null);
  const [attemptIds] = useState(() => createAttemptIds());
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  const verdictHeading = useRef<HTMLHeadingElement>(null);
  const promptHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  useEffect(() => {
    if (verdict) verdictHeading.current?.focus();
  }, [verdict]);

  const later = (task: () => void, ms: number) => timers.current.push(setTimeout(task, ms));
  const addVerdict = (shown: ShownVerdict) => setVerdict(shown);

  /** Re-reads the run until the server has closed `expired`, then shows its judgement. */
  const reread = async (expired: RoundDto, attempt = 0): Promise<void> => {
    let fresh: RunDto;
    try {
      fresh = await getGameRun(run.runId);
    } catch (error) {
      const failed = classifyPlayError(error);
      if (isFatal(failed)) onFatal(failed);
      else setNotice({ kind: "retry", message: failed.message, retry: () => void reread(expired) });
      return;
    }
    queryClient.setQueryData(gameKeys.run(run.runId), fresh);
    const judged = fresh.history.find((entry) => entry.roundNo === expired.roundNo);
    if (judged) {
      addVerdict({ round: expired, judgement: judged.judgement, reveal: judged.reveal, text: null });
      setLockedRound(null);
      return;
    }
    if (fresh.status !== "active" && !fresh.result) onFatal({ kind: "ended" });
    else if (fresh.round?.roundNo === expired.roundNo && attempt < REREAD_TRIES)
      later(() => void reread(expired, attempt + 1), REREAD_GAP_MS);
    else setLockedRound(null);
  };

  const failed = (error: unknown, current: RoundDto, retry: () => void) => {
    const kind = classifyPlayError(error);
    if (isFatal(kind)) return onFatal(kind);
    if (kind.kind === "retry") return setNotice({ kind: "retry", message: kind.message, retry });
    setNotice({ kind: kind.kind, message: kind.message });
    if (kind.kind === "deadline") {
      setLockedRound(current.roundNo);
      void reread(current);
    }
  };

  const submit = async (input: RoundInput) => {
    const current = run.round;
    if (!current || verdict) return;
    const tries = current.payload.kind === "choice" ? current.payload.tries : undefined;
    const clientAnswerId = attemptIds(attemptKey(run.runId, current.roundNo, tries));
    setNotice(null);
    setTryAgain(null);
    try {
      const judged = await answer.mutateAsync({
        runId: run.runId,
        body: { roundNo: current.roundNo, clientAnswerId, input },
      });
      if (judged.roundDone)
        addVerdict({
          round: current,
          judgement: judged.judgement,
          reveal: judged.reveal,
          text: input.text ?? null,
          play: input.cards ? { cards: input.cards, ref: input.ref, text: input.text ?? "" } : null,
          connect6: input.pairs && input.choice ? { choice: input.choice, pairs: input.pairs } : null,
        });
      else setTryAgain(judged.judgement.feedback);
    } catch (error) {
      failed(error, current, () => void submit(input));
    }
  };

  const pair = async (left: string, right: string) => {
    const current = run.round;
    if (!current) return null;
    setNotice(null);
    try {
      const done = await action.mutateAsync({ runId: run.runId, body: { type: "pair", left, right } });
      if (!done.pair) return null;
      if (done.pair.boardDone) {
        const judged = done.run.history.find((entry) => entry.roundNo === current.roundNo);
        if (judged)
          addVerdict({ round: current, judgement: judged.judgement, reveal: judged.reveal, text: null });
      }
      return { correct: done.pair.correct, points: done.pair.points };
    } catch (error) {
      failed(error, current, () => setNotice(null));
      return null;
    }
  };

  /** New prompt or Show a suggestion (card games): the run comes back with the round re-dealt. */
  const roundAction = async (type: "redeal" | "hint") => {
    const current = run.round;
    if (!current) return;
    setNotice(null);
    try {
      await action.mutateAsync({ runId: run.runId, body: { type } });
    } catch (error) {
      failed(error, current, () => void roundAction(type));
    }
  };

  const expire = (expired: RoundDto) => {
    setLockedRound(expired.roundNo);
    later(() => void reread(expired), timeoutRereadMs);
  };

  /** Opens the waiting round (its clock starts now), then shows it. */
  const openNext = async (roundNo: number) => {
    setNotice(null);
    try {
      await open.mutateAsync({ runId: run.runId, body: { roundNo } });
    } catch (error) {
      const kind = classifyPlayError(error);
      if (isFatal(kind)) return onFatal(kind);
      setNotice(
        kind.kind === "retry"
          ? { kind: "retry", message: kind.message, retry: () => void openNext(roundNo) }
          : { kind: kind.kind, message: kind.message },
      );
      return;
    }
    setVerdict(null);
    setTryAgain(null);
    setLockedRound(null);
    requestAnimationFrame(() => promptHeading.current?.focus());
  };

  const next = () => {
    if (run.nextRound) return void openNext(run.nextRound.roundNo);
    setVerdict(null);
    setNotice(null);
    setTryAgain(null);
    setLockedRound(null);
    if (!run.round) onShowResult();
    else requestAnimationFrame(() => promptHeading.current?.focus());
  };

  const round = verdict?.round ?? run.round;
  // Back in a run whose next round waits (a reload after a reveal): the player opens it when ready.
  if (!round && run.nextRound)
    return (
      <PendingRound
        pending={run.nextRound}
        busy={open.isPending}
        notice={notice}
        onOpen={() => void openNext(run.nextRound!.roundNo)}
      />
    );
  if (!round)
    return (
      <div className="space-y-3 rounded-xl border border-stone-200 bg-white p-5 text-center">
        <p>This game is complete.</p>
        <Button onClick={onShowResult}>See results</Button>
      </div>
    );

  const payload = round.payload;
  // The clock on screen is the open round's; none runs while a reveal is read.
  const clockRound = verdict ? null : round;
  const timed = round.deadlineAt !== null;
  const closed = verdict !== null || !online || lockedRound === round.roundNo;
  const reveal = verdict?.reveal ?? null;
  const busy = answer.isPending;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
        <span data-testid="round-counter">
          {round.total !== null ? `Round ${round.roundNo} of ${round.total}` : `Round ${round.roundNo}`}
        </span>
        <span className="flex items-center gap-3">
          <span data-testid="run-score">
            Score <strong className="text-night tabular-nums">{run.score.score}</strong>
          </span>
          {run.score.bot && (
            <span data-testid="bot-score">
              Bot <strong className="text-night tabular-nums">{run.score.bot.total}</strong>
            </span>
          )}
          {clockRound?.deadlineAt && (
            <Countdown
              key={`${clockRound.roundNo}:${clockRound.deadlineAt}`}
              deadlineAt={clockRound.deadlineAt}
              offsetMs={offsetMs}
              onExpire={() => expire(clockRound)}
            />
          )}
        </span>
      </div>

      {!online && (
        <Alert tone="info" data-testid="offline-notice">
          {timed
            ? gameMessages.offlineClock
            : "You're offline. You can answer again once you're back online."}
        </Alert>
      )}
      {lockedRound === round.roundNo && !verdict && online && (
        <p className="text-sm font-medium text-red-700" role="status">
          Time's up. Checking the answer…
        </p>
      )}

      <h2 ref={promptHeading} tabIndex={-1} className="text-xl font-semibold text-night focus:outline-none">
        {payload.prompt}
      </h2>

      {payload.kind === "choice" && (
        <ChoiceRound
          key={round.roundNo}
          payload={payload}
          reveal={reveal}
          disabled={closed}
          busy={busy}
          onAnswer={(input) => void submit(input)}
        />
      )}
      {payload.kind === "write" && (
        <WriteRound
          key={round.roundNo}
          payload={payload}
          disabled={closed}
          busy={busy}
          error={notice?.kind === "refused" ? notice.message : null}
          submitted={verdict ? (verdict.text ?? "") : null}
          onAnswer={(input) => void submit(input)}
        />
      )}
      {payload.kind === "cards" && (
        <CardsRound
          key={round.roundNo}
          payload={payload}
          disabled={closed}
          busy={busy}
          actionBusy={action.isPending}
          error={notice?.kind === "refused" ? notice.message : null}
          submitted={verdict ? (verdict.play ?? { cards: [], text: verdict.text ?? "" }) : null}
          onAnswer={(input) => void submit(input)}
          onAction={(type) => void roundAction(type)}
        />
      )}
      {payload.kind === "equation" && (
        <EquationRound
          key={round.roundNo}
          payload={payload}
          disabled={closed}
          busy={busy}
          actionBusy={action.isPending}
          error={notice?.kind === "refused" ? notice.message : null}
          submitted={verdict ? (verdict.play ?? { cards: [], text: verdict.text ?? "" }) : null}
          onAnswer={(input) => void submit(input)}
          onAction={(type) => void roundAction(type)}
        />
      )}
      {payload.kind === "connect6" && (
        <Connect6Round
          key={round.roundNo}
          payload={payload}
          disabled={closed}
          busy={busy}
          actionBusy={action.isPending}
          error={notice?.kind === "refused" ? notice.message : null}
          submitted={verdict ? (verdict.connect6 ?? { choice: "", pairs: [] }) : null}
          onAnswer={(input) => void submit(input)}
          onAction={(type) => void roundAction(type)}
        />
      )}
      {payload.kind === "chef" && (
        <ChefRound
          key={round.roundNo}
          payload={payload}
          disabled={closed}
          busy={busy}
          error={notice?.kind === "refused" ? notice.message : null}
          submitted={verdict ? { text: verdict.text ?? "" } : null}
          expired={lockedRound === round.roundNo}
          onAnswer={(input) => void submit(input)}
        />
      )}
      {payload.kind === "order" && (
        <OrderRound
          key={round.roundNo}
          payload={payload}
          reveal={reveal}
          disabled={closed}
          busy={busy}
          onAnswer={(input) => void submit(input)}
        />
      )}
      {payload.kind === "match" && (
        <MatchRound key={round.roundNo} payload={payload} reveal={reveal} disabled={closed} onPair={pair} />
      )}

      {tryAgain && !verdict && (
        <p className="font-medium text-amber-800" role="status" data-testid="try-again">
          {tryAgain}
        </p>
      )}
      {notice?.kind === "retry" && (
        <RetryAlert
          message={notice.message}
          busy={busy || action.isPending || open.isPending}
          onRetry={notice.retry}
        />
      )}
      {notice &&
        notice.kind !== "retry" &&
        !(
          notice.kind === "refused" &&
          ["write", "cards", "equation", "connect6", "chef"].includes(payload.kind)
        ) && <Alert tone="destructive">{notice.message}</Alert>}

      {verdict && (
        <>
          <JudgementPanel
            judgement={verdict.judgement}
            reveal={verdict.reveal}
            payload={verdict.round.payload}
            headingRef={verdictHeading}
          />
          <Button size="lg" onClick={next} disabled={open.isPending} data-testid="round-next">
            {run.nextRound || run.round ? "Next" : "See results"}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        </>
      )}
    </div>
  );
}

/** A round that waits to be opened: its number, what happens when it opens, and the button that opens it. */
function PendingRound({
  pending,
  busy,
  notice,
  onOpen,
}: {
  pending: PendingRoundDto;
  busy: boolean;
  notice: Notice | null;
  onOpen: () => void;
}) {
  return (
    <div
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-5 text-center"
      data-testid="round-waiting"
    >
      <h2 className="text-lg font-semibold text-night">
        {pending.total !== null ? `Round ${pending.roundNo} of ${pending.total}` : `Round ${pending.roundNo}`}
      </h2>
      {pending.limitMs !== null && (
        <p className="text-sm text-stone-600">The clock starts when you open the round.</p>
      )}
      {notice?.kind === "retry" ? (
        <RetryAlert message={notice.message} busy={busy} onRetry={notice.retry} />
      ) : (
        notice && <Alert tone="destructive">{notice.message}</Alert>
      )}
      <Button size="lg" onClick={onOpen} disabled={busy}>
        {`Start round ${pending.roundNo}`}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
