import { Hourglass, Lock, Trophy } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { HuntCardDto } from "@common/schemas/hunts";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { useJoinHunt } from "@client/features/hunts/api/join-hunt";
import { classifyHuntError, huntMessages } from "@client/features/hunts/lib/hunt-errors";
import { cardStateView, cluesLabel, huntHref, previewText } from "@client/features/hunts/lib/hunt-format";
import { DifficultyBadge } from "./difficulty-badge";
import { HuntUpgrade } from "./hunt-upgrade";
import { ShareHuntButton } from "./share-hunt-button";

/**
 * One edition on the list page (games.md §4.20): title, category, difficulty, "{n} clues · 24 h", the start of the
 * intro and the member's state — Join hunt, Continue with the clue and the time left, View result, Time expired or
 * closed — with Share. A plan without the edition (a free member; Essential on the archive) sees the upgrade prompt
 * on Join hunt instead of joining.
 */
export function HuntCard({
  card,
  canJoin,
  archiveLocked = false,
  referralCode,
  offsetMs,
  now,
  trialUsed,
  featured = false,
}: {
  card: HuntCardDto;
  /** What the member's plan allows for this edition (today's or the archive). */
  canJoin: boolean;
  /** The member plays today's edition but not the archive (Essential): an archive card's prompt names Premium. */
  archiveLocked?: boolean;
  referralCode: string | null;
  offsetMs: number;
  now: number;
  trialUsed: boolean | undefined;
  featured?: boolean;
}) {
  const navigate = useNavigate();
  const join = useJoinHunt();
  const [locked, setLocked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = cardStateView(card.state, offsetMs, now);
  const headingId = `hunt-card-${card.id}`;
  const href = huntHref(card.id);

  const onJoin = () => {
    setError(null);
    if (!canJoin) {
      setLocked(true);
      return;
    }
    join.mutate(
      { huntId: card.id, input: {} },
      {
        onSuccess: () => void navigate(href),
        onError: (failure) => {
          const failed = classifyHuntError(failure);
          if (failed.kind === "plan") setLocked(true);
          else setError(failed.message);
        },
      },
    );
  };

  return (
    <article
      aria-labelledby={headingId}
      data-testid="hunt-card"
      data-hunt-id={card.id}
      className={cn(
        "flex h-full flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm",
        featured ? "border-gold-dark/60 sm:p-6" : "border-stone-200",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={card.difficulty} />
        <span className="text-xs font-medium tracking-wide text-stone-600 uppercase">{card.category}</span>
        {card.ranked && (
          <span className="inline-flex items-center gap-1 text-xs text-stone-600">
            <Trophy className="size-3.5 text-gold-dark" aria-hidden="true" />
            Ranked
          </span>
        )}
      </div>
      <h3 id={headingId} className={cn("font-semibold text-night", featured ? "text-2xl" : "text-lg")}>
        {card.title}
      </h3>
      <p className="text-sm text-stone-600">{cluesLabel(card.clueCount)}</p>
      <p className="text-sm text-stone-700">{previewText(card.introPreview)}</p>

      {locked ? (
        <HuntUpgrade archive={archiveLocked} trialUsed={trialUsed} className="mt-auto" />
      ) : (
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1" data-testid="hunt-card-state">
          {state.kind === "join" && (
            <Button
              onClick={onJoin}
              busy={join.isPending}
              aria-label={`Join hunt: ${card.title}`}
              data-testid="hunt-join"
            >
              {!canJoin && <Lock className="size-4" aria-hidden="true" />}
              Join hunt
            </Button>
          )}
          {state.kind === "continue" && (
            <>
              <Button asChild>
                <Link to={href} aria-label={`Continue: ${card.title}`}>
                  Continue
                </Link>
              </Button>
              <span
                className={cn(
                  "inline-flex items-center gap-1 text-sm",
                  state.expired ? "text-red-700" : "text-night",
                )}
                data-testid="hunt-time-left"
              >
                <Hourglass className="size-4" aria-hidden="true" />
                {state.detail}
              </span>
            </>
          )}
          {state.kind === "result" && (
            <>
              <Button asChild variant="outline">
                <Link to={href} aria-label={`View result: ${card.title}`}>
                  View result
                </Link>
              </Button>
              <span className="text-sm font-medium text-night">{state.detail}</span>
            </>
          )}
          {state.kind === "expired" && (
            <Link
              to={href}
              aria-label={`Time expired: ${card.title}`}
              className="text-sm font-medium text-red-700 underline-offset-2 hover:underline"
            >
              Time expired
            </Link>
          )}
          {state.kind === "closed" && <span className="text-sm text-stone-600">{huntMessages.closed}</span>}
          <span className="ml-auto">
            <ShareHuntButton huntId={card.id} title={card.title} referralCode={referralCode} />
          </span>
        </div>
      )}
      {error && <Alert tone="destructive">{error}</Alert>}
    </article>
  );
}
