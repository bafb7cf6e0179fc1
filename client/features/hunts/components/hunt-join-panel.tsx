import { Play } from "lucide-react";
import { useId, useState } from "react";
import type { HuntPlayDto } from "@common/schemas/hunts";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Checkbox } from "@client/components/ui/checkbox";
import { Label } from "@client/components/ui/label";
import { useJoinHunt } from "@client/features/hunts/api/join-hunt";
import { classifyHuntError, huntMessages } from "@client/features/hunts/lib/hunt-errors";
import { useEntitlement } from "@client/lib/use-entitlement";
import { HuntUpgrade } from "./hunt-upgrade";

/**
 * A hunt the member has not joined (games.md §4.20) — also what a shared link opens: the intro and Join hunt, which
 * starts the 24 hours on the server. A plan without the edition sees the upgrade prompt instead; today's edition
 * past its joining window says it closed. Admins on a server with test hooks get the fast clock (24 minutes).
 */
export function HuntJoinPanel({
  hunt,
  testHooks,
  trialUsed,
}: {
  hunt: HuntPlayDto;
  testHooks: boolean;
  trialUsed: boolean | undefined;
}) {
  const join = useJoinHunt();
  const [fastClock, setFastClock] = useState(false);
  const [locked, setLocked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fastClockId = useId();
  // Whether the plan plays today's edition: then a refused archive edition asks for Premium, not Essential.
  const hunts = useEntitlement("games.hunt");
  const { edition } = hunt;

  const onJoin = () => {
    setError(null);
    join.mutate(
      { huntId: edition.id, input: fastClock ? { options: { fastClock: true } } : {} },
      {
        onError: (failure) => {
          const failed = classifyHuntError(failure);
          if (failed.kind === "plan") setLocked(true);
          else setError(failed.message);
        },
      },
    );
  };

  return (
    <section className="space-y-4" aria-label="Join this hunt" data-testid="hunt-join-panel">
      <p className="max-w-3xl text-base leading-relaxed text-stone-800" data-testid="hunt-intro">
        {edition.intro}
      </p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
        <li>Each right answer unlocks the next clue; the last one is the treasure verse.</li>
        <li>Your 24 hours start when you join, and the clock keeps running if you leave.</li>
        <li>A clue is worth up to 100 points. Each hint costs 25 and each wrong try 5.</li>
        {edition.ranked && (
          <li>Today&apos;s edition is ranked: finish fast for a bonus and a place on the board.</li>
        )}
      </ul>
      {locked || hunt.joinBlocked === "plan" ? (
        <HuntUpgrade archive={!edition.ranked && hunts.status === "allowed"} trialUsed={trialUsed} />
      ) : hunt.joinBlocked === "closed" || !hunt.canJoin ? (
        <Alert tone="info" data-testid="hunt-closed">
          {huntMessages.closed}
        </Alert>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button size="lg" onClick={onJoin} busy={join.isPending} data-testid="hunt-join">
            {!join.isPending && <Play className="size-4" aria-hidden="true" />}
            Join hunt
          </Button>
          {testHooks && (
            <div className="flex items-center gap-2 rounded-md border border-dashed border-stone-300 px-3 py-2">
              <Checkbox
                id={fastClockId}
                checked={fastClock}
                onCheckedChange={(checked) => setFastClock(checked === true)}
              />
              <Label htmlFor={fastClockId} className="font-normal">
                Fast clock (test): 24 minutes instead of 24 hours
              </Label>
            </div>
          )}
        </div>
      )}
      {error && <Alert tone="destructive">{error}</Alert>}
    </section>
  );
}
