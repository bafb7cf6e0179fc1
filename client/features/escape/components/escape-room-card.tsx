import { CalendarClock, CheckCircle2, DoorClosed, Hourglass, Lock, Timer, Trophy } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { EscapeRoomCardDto } from "@common/schemas/escape";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { useStartEscapeAttempt } from "@client/features/escape/api/start-escape-attempt";
import { availableFor, limitLabel, msLeft } from "@client/features/escape/lib/escape-clock";
import { classifyEscapeError } from "@client/features/escape/lib/escape-errors";
import {
  cardStateView,
  escapeModeLabel,
  escapeRoomHref,
  locksLabel,
  targetLabel,
} from "@client/features/escape/lib/escape-format";
import { DifficultyBadge } from "./difficulty-badge";
import { ShareRoomButton } from "./share-room-button";

/**
 * One room on the list page (games.md §4.21): title, mode, the room, category or floors, difficulty, the time limit,
 * how long a weekly room stays, and the member's state — Start, Resume ("Lock 3 of 5 · 21:40 left"), "Escaped 38
 * pts" or Sealed — with Share. Start begins the attempt and opens it; on the free plan it shows the upgrade prompt
 * instead, and Essential's second start of the day says so.
 */
export function EscapeRoomCard({
  card,
  canPlay,
  referralCode,
  offsetMs,
  now,
  trialUsed,
}: {
  card: EscapeRoomCardDto;
  canPlay: boolean;
  referralCode: string | null;
  offsetMs: number;
  now: number;
  trialUsed: boolean | undefined;
}) {
  const navigate = useNavigate();
  const start = useStartEscapeAttempt();
  const [locked, setLocked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = cardStateView(card.state, offsetMs, now);
  const headingId = `escape-card-${card.id}`;
  const href = escapeRoomHref(card.id);
  const openFor = card.availableUntil ? availableFor(msLeft(card.availableUntil, offsetMs, now)) : null;

  const onStart = () => {
    setError(null);
    if (!canPlay) {
      setLocked(true);
      return;
    }
    start.mutate(
      { roomId: card.id, input: {} },
      {
        onSuccess: () => void navigate(href),
        onError: (failure) => {
          const failed = classifyEscapeError(failure);
          if (failed.kind === "plan") setLocked(true);
          else setError(failed.message);
        },
      },
    );
  };

  return (
    <article
      aria-labelledby={headingId}
      data-testid="escape-room-card"
      data-room-id={card.id}
      data-mode={card.mode}
      className="flex h-full flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={card.difficulty} />
        <span className="text-xs font-medium tracking-wide text-stone-600 uppercase">
          {escapeModeLabel(card.mode)}
        </span>
        {card.ranked ? (
          <span className="inline-flex items-center gap-1 text-xs text-stone-600">
            <Trophy className="size-3.5 text-gold-dark" aria-hidden="true" />
            Ranked
          </span>
        ) : (
          <span className="text-xs text-stone-500">Unranked</span>
        )}
      </div>
      <h3 id={headingId} className="text-lg font-semibold text-night">
        {card.title}
      </h3>
      <p className="text-sm text-stone-700">
        {targetLabel(card.target)} · {locksLabel(card.lockCount)}
      </p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
        <span className="inline-flex items-center gap-1" data-testid="escape-card-limit">
          <Timer className="size-4" aria-hidden="true" />
          <span className="sr-only">Time limit </span>
          <span className="font-mono font-semibold text-night tabular-nums">{limitLabel(card.limitMs)}</span>
        </span>
        {openFor && (
          <span className="inline-flex items-center gap-1" data-testid="escape-card-window">
            <CalendarClock className="size-4" aria-hidden="true" />
            {openFor}
          </span>
        )}
      </p>

      {locked ? (
        <UpgradePrompt feature="games.escape" trialUsed={trialUsed} className="mt-auto" />
      ) : (
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1" data-testid="escape-card-state">
          {state.kind === "start" && (
            <Button onClick={onStart} busy={start.isPending} data-testid="escape-card-start">
              {!canPlay && <Lock className="size-4" aria-hidden="true" />}
              Start
              <span className="sr-only">: {card.title}</span>
            </Button>
          )}
          {state.kind === "resume" && (
            <>
              <Button asChild>
                <Link to={href}>
                  Resume<span className="sr-only">: {card.title}</span>
                </Link>
              </Button>
              <span
                className={cn(
                  "inline-flex items-center gap-1 text-sm",
                  state.expired ? "text-red-700" : "text-night",
                )}
                data-testid="escape-card-resume"
              >
                <Hourglass className="size-4" aria-hidden="true" />
                {state.detail}
              </span>
            </>
          )}
          {state.kind === "escaped" && (
            <Link
              to={href}
              className="inline-flex items-center gap-1 rounded-md px-1 text-sm font-semibold text-emerald-800 underline-offset-2 hover:underline"
              data-testid="escape-card-escaped"
            >
              <CheckCircle2 className="size-4" aria-hidden="true" />
              {state.label}
              <span className="sr-only">: {card.title}</span>
            </Link>
          )}
          {state.kind === "sealed" && (
            <Link
              to={href}
              className="inline-flex items-center gap-1 rounded-md px-1 text-sm font-semibold text-stone-700 underline-offset-2 hover:underline"
              data-testid="escape-card-sealed"
            >
              <DoorClosed className="size-4" aria-hidden="true" />
              Sealed
              <span className="font-normal text-stone-500">· {state.detail}</span>
              <span className="sr-only">: {card.title}</span>
            </Link>
          )}
          <span className="ml-auto">
            <ShareRoomButton roomId={card.id} title={card.title} referralCode={referralCode} />
          </span>
        </div>
      )}
      {error && <Alert tone="destructive">{error}</Alert>}
    </article>
  );
}
