import { type ReactNode, useEffect, useEffectEvent, useState } from "react";
import type { HuntPlayDto } from "@common/schemas/hunts";
import { Alert } from "@client/components/ui/alert";
import type { HuntError } from "@client/features/hunts/lib/hunt-errors";
import { useEntitlement } from "@client/lib/use-entitlement";
import { clueProgress, cluesLabel } from "@client/features/hunts/lib/hunt-format";
import { ClueCard } from "./clue-card";
import { DifficultyBadge } from "./difficulty-badge";
import { HuntCountdown } from "./hunt-countdown";
import { HuntJoinPanel } from "./hunt-join-panel";
import { HuntLeaderboard } from "./hunt-leaderboard";
import { HuntResult } from "./hunt-result";
import { HuntUpgrade } from "./hunt-upgrade";
import { SolvedClues } from "./solved-clues";

/** How often, and how many times, the page re-reads a hunt whose clock ran out until the server calls it over. */
const expiryRereadMs = 2000;
const expiryRereads = 5;

/**
 * One hunt as the member plays it (games.md §4.20): the header (title, difficulty, "Clue i of n", the countdown on
 * the server's clock), then — by the participation — Join hunt, the clue to answer, or the result; the solved clues
 * below. At 00:00:00 the page re-reads the hunt, which the server then reports expired.
 */
export function HuntScreen({
  hunt,
  offsetMs,
  testHooks,
  trialUsed,
  reference,
  onReread,
}: {
  hunt: HuntPlayDto;
  /** Server time minus this device's time when the hunt arrived. */
  offsetMs: number;
  /** Admins on a server with test hooks: the fast clock next to Join hunt. */
  testHooks: boolean;
  trialUsed: boolean | undefined;
  /** A Bible reference as a link to the reader (the final verse). */
  reference: (ref: string) => ReactNode;
  onReread: () => unknown;
}) {
  const { edition, participation } = hunt;
  const status = participation?.status ?? null;
  const [timeUp, setTimeUp] = useState(false);
  const [fatal, setFatal] = useState<Extract<HuntError, { kind: "plan" }> | null>(null);
  const reread = useEffectEvent(() => void onReread());
  const hunts = useEntitlement("games.hunt");

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

  const onFailure = (error: Extract<HuntError, { kind: "plan" | "expired" | "not-found" }>) => {
    if (error.kind === "plan") setFatal(error);
    else {
      if (error.kind === "expired") setTimeUp(true);
      void onReread();
    }
  };

  const active = participation?.status === "active" ? participation : null;
  // The countdown reports 00:00:00 on its first tick too, so a page opened after the deadline locks at once.
  const clockDone = timeUp;

  return (
    <div className="space-y-6">
      <header className="space-y-2" data-testid="hunt-header">
        <div className="flex flex-wrap items-center gap-2">
          <DifficultyBadge difficulty={edition.difficulty} />
          <span className="text-xs font-medium tracking-wide text-stone-600 uppercase">
            {edition.category}
          </span>
          {edition.ranked && <span className="text-xs text-stone-600">· Ranked</span>}
        </div>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="font-serif text-3xl font-semibold text-night">{edition.title}</h1>
          {active && (
            <HuntCountdown
              deadlineAt={active.deadlineAt}
              offsetMs={offsetMs}
              onExpire={() => setTimeUp(true)}
            />
          )}
        </div>
        <p className="text-sm font-medium text-stone-700" data-testid="hunt-progress">
          {participation === null
            ? cluesLabel(edition.clueCount)
            : active?.current
              ? `${clueProgress(active.current.n, edition.clueCount)} · Score ${active.score}`
              : participation.status === "completed"
                ? `Completed · ${edition.clueCount} of ${edition.clueCount} clues`
                : `Time expired · ${participation.solved.length} of ${edition.clueCount} clues`}
        </p>
      </header>

      {fatal ? (
        <HuntUpgrade archive={!edition.ranked && hunts.status === "allowed"} trialUsed={trialUsed} />
      ) : participation === null ? (
        <HuntJoinPanel hunt={hunt} testHooks={testHooks} trialUsed={trialUsed} />
      ) : (
        <>
          {participation.result && (
            <HuntResult
              result={participation.result}
              solvedCount={participation.solved.length}
              clueCount={edition.clueCount}
              reference={reference(participation.result.finalRef)}
            />
          )}
          {active?.current && (
            <>
              {clockDone && (
                <Alert tone="info" aria-live="polite">
                  Time&apos;s up — checking with the server…
                </Alert>
              )}
              <ClueCard
                key={active.current.n}
                huntId={edition.id}
                clue={active.current}
                disabled={clockDone}
                onFailure={onFailure}
              />
            </>
          )}
          {participation.status === "completed" && (participation.ranked ?? edition.ranked) && (
            <HuntLeaderboard huntId={edition.id} />
          )}
          <SolvedClues solved={participation.solved} total={edition.clueCount} />
        </>
      )}
    </div>
  );
}
