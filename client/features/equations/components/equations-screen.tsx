import { useState } from "react";
import { useSearchParams } from "react-router";
import type { EquationDifficulty, EquationResultDto } from "@common/schemas/equations";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useMyAccess } from "@client/lib/api/get-my-access";
import { planRequiredOf } from "@client/lib/plan-required";
import { toast } from "@client/lib/toast";
import { useEntitlement } from "@client/lib/use-entitlement";
import { useNextEquation } from "../api/get-next-equation";
import { difficultyFrom } from "../lib/difficulty";
import { addResult, emptyTally, type SessionTally } from "../lib/session-tally";
import { CodesReference } from "./codes-reference";
import { DifficultyPicker } from "./difficulty-picker";
import { LifetimeStats } from "./lifetime-stats";
import { PuzzleCard } from "./puzzle-card";
import { SessionBar } from "./session-bar";

function PuzzleSkeleton() {
  return (
    <div className="space-y-4 rounded-xl border border-stone-200 bg-white p-5" aria-busy="true">
      <span className="sr-only">Loading the equation…</span>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-16 w-full" />
      <div className="grid gap-2 sm:grid-cols-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

const firstDeals: Record<EquationDifficulty, number> = { easy: 0, intermediate: 0, advanced: 0, pro: 0 };

/** The puzzle area for a member whose plan includes the challenge: the picker, the session bar and the card. */
function EquationsPractice({ trialUsed }: { trialUsed: boolean | undefined }) {
  const [params, setParams] = useSearchParams();
  const difficulty = difficultyFrom(params);
  // One deal number per difficulty: switching back shows the puzzle already dealt; New equation moves on.
  const [deals, setDeals] = useState(firstDeals);
  const [tally, setTally] = useState<SessionTally>(emptyTally);
  const deal = useNextEquation(difficulty, deals[difficulty]);
  const locked = planRequiredOf(deal.error);

  const newEquation = () => setDeals((current) => ({ ...current, [difficulty]: current[difficulty] + 1 }));
  const chooseDifficulty = (next: EquationDifficulty) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("difficulty", next);
        return updated;
      },
      { replace: true },
    );
  const answered = (result: EquationResultDto) => {
    setTally((current) => addResult(current, result));
    if (result.points > 0) toast.success(`+${result.points} points`);
  };

  if (locked) return <UpgradePrompt feature={locked.feature} trialUsed={trialUsed} />;
  return (
    <div className="space-y-4">
      <DifficultyPicker
        difficulty={difficulty}
        onDifficulty={chooseDifficulty}
        onNewEquation={newEquation}
        busy={deal.isFetching}
        disabled={deal.isFetching}
      />
      <SessionBar tally={tally} />
      {deal.isPending && <PuzzleSkeleton />}
      {deal.isError && (
        <RetryAlert
          message="Couldn't load an equation."
          onRetry={() => deal.refetch()}
          busy={deal.isFetching}
        />
      )}
      {deal.data && (
        <PuzzleCard
          key={`${deal.data.puzzle.id}:${deals[difficulty]}`}
          deal={deal.data}
          trialUsed={trialUsed}
          onAnswered={answered}
          onNext={() => {
            newEquation();
            window.scrollTo({ top: 0 });
          }}
        />
      )}
      <div className="space-y-2">
        <h2 className="text-lg font-semibold text-stone-900">Your lifetime stats</h2>
        <LifetimeStats />
      </div>
    </div>
  );
}

/**
 * The Equations Challenge (screens.md §6.3): decode short equations written in palace codes that sum up a verse's
 * typology. The Codes reference is open to everyone; the puzzles need `practice.equations` (Essential and Premium),
 * so a free member sees the upgrade prompt in their place.
 */
export function EquationsScreen() {
  const gate = useEntitlement("practice.equations");
  const access = useMyAccess();
  const trialUsed = gate.status === "locked" ? gate.trialUsed : access.data?.access.trialUsed;
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-stone-900">Equations Challenge</h1>
        <p className="text-stone-600">
          Each equation sums up a verse in palace codes. Say what every symbol means in that verse and how
          they fit together; your interpretation is checked at once, then you see our explanation.
        </p>
      </header>
      <CodesReference />
      {gate.status === "pending" && <PuzzleSkeleton />}
      {gate.status === "locked" && <UpgradePrompt feature={gate.feature} trialUsed={gate.trialUsed} />}
      {gate.status === "allowed" && <EquationsPractice trialUsed={trialUsed} />}
    </main>
  );
}
