import { ArrowRight, WifiOff } from "lucide-react";
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from "react";
import type { EscapeAnswerDto, EscapeRoomDetailDto } from "@common/schemas/escape";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { EscapeHeader } from "./escape-header";
import { EscapeStartPanel } from "./escape-start-panel";
import { EscapeSummary } from "./escape-summary";
import { LockCard, type LockFailure } from "./lock-card";
import { LockResultPanel } from "./lock-result-panel";
import { useOnline } from "./use-online";

/** How often, and how many times, the page re-reads a room whose clock ran out until the server seals it. */
const expiryRereadMs = 2000;
const expiryRereads = 5;
/** A Floor Race cap: re-read now and once more after the server's grace period. */
const capRereadMs = 2750;

/** Results after which the lock is closed and the next one (or the end) waits behind "Next". */
const closingResults = new Set<EscapeAnswerDto["result"]>(["perfect", "partial_taken", "broken"]);

/**
 * One escape room as the member plays it (games.md §4.21): the header (countdown, points, hints, progress), then —
 * by the attempt — Start, the open lock, the result of a lock just closed with Next, or the summary. At 0:00 the
 * page re-reads the room, which the server then reports sealed; a Floor Race cap does the same for its lock.
 */
export function EscapeScreen({
  detail,
  offsetMs,
  testHooks,
  trialUsed,
  reference,
  onReread,
}: {
  detail: EscapeRoomDetailDto;
  /** Server time minus this device's time when the room arrived. */
  offsetMs: number;
  /** Admins on a server with test hooks: the fast clock next to Start. */
  testHooks: boolean;
  trialUsed: boolean | undefined;
  /** A Bible reference as a link to the reader. */
  reference: (ref: string) => ReactNode;
  onReread: () => unknown;
}) {
  const { room, attempt } = detail;
  const status = attempt?.status ?? null;
  const [outcome, setOutcome] = useState<{ lockNo: number; answer: EscapeAnswerDto } | null>(null);
  const [timeUpFor, setTimeUpFor] = useState<string | null>(null);
  const [fatal, setFatal] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const online = useOnline();
  const reread = useEffectEvent(() => void onReread());
  const closedHeading = useRef<HTMLHeadingElement>(null);
  // The countdown's end belongs to one deadline: a new attempt (Play again) starts fresh.
  const timeUp = attempt !== null && timeUpFor === attempt.deadlineAt;

  // After the countdown ends, re-read now and a few more times while the server still says active (its clock and
  // this one can differ by a moment).
  useEffect(() => {
    if (!timeUp || status !== "active") return;
    reread();
    let left = expiryRereads;
    const timer = setInterval(() => {
      left -= 1;
      if (left <= 0) clearInterval(timer);
      reread();
    }, expiryRereadMs);
    return () => clearInterval(timer);
  }, [timeUp, status]);

  const closed = outcome && closingResults.has(outcome.answer.result) ? outcome : null;
  const lockOutcome =
    outcome && !closed && attempt?.lock && outcome.lockNo === attempt.lock.lockNo ? outcome.answer : null;

  // A lock that just closed takes the focus: its form is gone, and Next is the way on.
  useEffect(() => {
    if (closed) closedHeading.current?.focus();
  }, [closed]);

  const onFailure = (error: LockFailure) => {
    if (error.kind === "plan") {
      setFatal(true);
      return;
    }
    setOutcome(null);
    setNotice(error.message);
    void onReread();
  };

  // A Floor Race cap: the server fails the lock and moves on; re-read now and after its grace period.
  const onCapExpire = () => {
    void onReread();
    setTimeout(() => void onReread(), capRereadMs);
  };

  const ended = status === "escaped" || status === "sealed";

  return (
    <div className="space-y-6">
      <EscapeHeader
        room={room}
        attempt={attempt}
        offsetMs={offsetMs}
        onExpire={() => attempt && setTimeUpFor(attempt.deadlineAt)}
      />

      {notice && (
        <Alert tone="info" data-testid="escape-notice">
          {notice}
        </Alert>
      )}

      {fatal ? (
        <UpgradePrompt feature="games.escape" trialUsed={trialUsed} />
      ) : attempt === null ? (
        <EscapeStartPanel detail={detail} testHooks={testHooks} trialUsed={trialUsed} />
      ) : closed ? (
        <LockResultPanel
          answer={closed.answer}
          lockNo={closed.lockNo}
          reference={reference}
          headingRef={closedHeading}
          actions={
            <Button onClick={() => setOutcome(null)} data-testid="escape-next">
              {ended ? "See how you did" : "Next lock"}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Button>
          }
        />
      ) : ended ? (
        <EscapeSummary attempt={attempt} reference={reference} trialUsed={trialUsed} />
      ) : attempt.lock ? (
        <>
          {timeUp && (
            <Alert tone="info" aria-live="polite">
              Time&apos;s up — checking with the server…
            </Alert>
          )}
          {!online && (
            <Alert tone="info" data-testid="escape-offline">
              <span className="inline-flex items-center gap-1.5">
                <WifiOff className="size-4" aria-hidden="true" />
                You&apos;re offline. The clock keeps running while you are offline.
              </span>
            </Alert>
          )}
          <LockCard
            key={`${attempt.attemptId}:${attempt.lock.lockNo}`}
            roomId={room.id}
            attemptId={attempt.attemptId}
            lock={attempt.lock}
            hintCost={attempt.hintCost}
            hintsUsed={attempt.hintsUsed}
            hintsMax={attempt.hintsMax}
            offsetMs={offsetMs}
            disabled={timeUp || !online}
            outcome={lockOutcome}
            reference={reference}
            onAnswered={(answer) => {
              setNotice(null);
              setOutcome({ lockNo: attempt.lock?.lockNo ?? 0, answer });
            }}
            onFailure={onFailure}
            onCapExpire={onCapExpire}
          />
        </>
      ) : (
        <Alert tone="info">Opening the next lock…</Alert>
      )}
    </div>
  );
}
