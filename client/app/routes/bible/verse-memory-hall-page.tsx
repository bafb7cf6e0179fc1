import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { planRequiredOf } from "@client/lib/plan-required";
import { useEntitlement } from "@client/lib/use-entitlement";
import { formatDate } from "@client/lib/dates";
import { useMemoryStats } from "@client/features/memory/api/get-memory-stats";
import { useMemoryVerses } from "@client/features/memory/api/get-memory-verses";
import { useReviewQueue } from "@client/lib/api/get-review-queue";
import { Goals } from "@client/features/memory/components/goals";
import { HallStats, HallStatsSkeleton, PerBookProgress } from "@client/features/memory/components/hall-stats";
import { MemoryEmpty } from "@client/features/memory/components/memory-empty";
import { ModePicker } from "@client/features/memory/components/practice-modes";
import { QuickQuiz } from "@client/features/memory/components/quick-quiz";
import {
  ReviewSession,
  type SessionCard,
  sessionCards,
} from "@client/features/memory/components/review-session";
import { Techniques } from "@client/features/memory/components/techniques";
import { type MemoryMode, isMemoryMode } from "@client/features/memory/lib/grades";
import { useMyProfile } from "@client/lib/api/get-my-profile";

const TABS = [
  { id: "review", label: "Review" },
  { id: "quiz", label: "Quick quiz" },
  { id: "techniques", label: "Techniques" },
  { id: "goals", label: "Goals" },
] as const;
type TabId = (typeof TABS)[number]["id"];
const isTab = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value);
const tabTriggerClass =
  "rounded-md px-3 py-1.5 text-sm font-medium text-stone-600 data-[state=active]:bg-white data-[state=active]:text-night data-[state=active]:shadow-sm";

function ReviewTab({ mode, onMode }: { mode: MemoryMode | null; onMode: (mode: MemoryMode) => void }) {
  const list = useMemoryVerses();
  const queue = useReviewQueue("memory_verse");
  const [session, setSession] = useState<SessionCard[] | null>(null);
  if (list.isPending || queue.isPending) return <Skeleton className="h-40 w-full" />;
  if (list.isError || queue.isError)
    return (
      <RetryAlert
        message="Couldn't load your review queue"
        onRetry={() => Promise.all([list.refetch(), queue.refetch()])}
        busy={list.isFetching || queue.isFetching}
      />
    );
  if (list.data.verses.length === 0) return <MemoryEmpty />;
  if (session)
    return (
      <ReviewSession
        cards={session}
        withModes
        initialMode={mode ?? undefined}
        onClose={() => setSession(null)}
      />
    );
  const cards = sessionCards(queue.data.due, list.data.verses);
  return (
    <section className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <p className="text-stone-700" data-testid="hall-due">
        {cards.length === 0
          ? "Nothing due — come back tomorrow."
          : `${cards.length} ${cards.length === 1 ? "verse" : "verses"} due`}
        {cards.length === 0 && queue.data.nextDueAt && (
          <> Your next verse is due {formatDate(queue.data.nextDueAt)}.</>
        )}
      </p>
      {cards.length > 0 && (
        <>
          <div className="space-y-2">
            <p className="text-sm text-stone-600">
              Practise each card in a mode before grading it.{" "}
              {mode
                ? "Starting in the mode you chose."
                : "Without a choice each card starts at its next step on the ladder."}
            </p>
            <ModePicker mode={mode} onChange={onMode} />
          </div>
          <Button onClick={() => setSession(cards)}>Start review</Button>
        </>
      )}
    </section>
  );
}

/** /verse-memory-hall (screens §5.8): essential and premium. Free members see the upgrade prompt. */
export function VerseMemoryHallPage() {
  const gate = useEntitlement("memory.hall");
  const stats = useMemoryStats({ enabled: gate.status === "allowed" });
  const profile = useMyProfile();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const tab: TabId = isTab(tabParam) ? tabParam : "review";
  const modeParam = params.get("mode");
  const mode = isMemoryMode(modeParam) ? modeParam : null;
  const setTab = (next: TabId, nextMode?: MemoryMode) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("tab", next);
        if (nextMode) updated.set("mode", nextMode);
        return updated;
      },
      { replace: true },
    );
  const locked = gate.status === "locked" ? gate : planRequiredOf(stats.error);

  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl font-semibold text-night">Verse Memory Hall</h1>
        <Button asChild variant="outline" size="sm">
          <Link to="/palace">Back to the palace</Link>
        </Button>
      </header>

      {locked ? (
        <div className="space-y-3">
          <UpgradePrompt feature={locked.feature} trialUsed={profile.data?.access.trialUsed} />
          <p className="text-sm text-stone-600">
            Your daily review stays open on{" "}
            <Link to="/memorization-verses" className="font-medium underline">
              My Memorization Verses
            </Link>
            .
          </p>
        </div>
      ) : (
        <>
          {stats.isPending && <HallStatsSkeleton />}
          {stats.isError && (
            <RetryAlert
              message="Couldn't load your statistics"
              onRetry={() => stats.refetch()}
              busy={stats.isFetching}
            />
          )}
          {stats.data && (
            <>
              <HallStats stats={stats.data} />
              <PerBookProgress perBook={stats.data.perBook} />
            </>
          )}
          <Tabs.Root
            value={tab}
            onValueChange={(value) => isTab(value) && setTab(value)}
            className="space-y-4"
          >
            <Tabs.List
              aria-label="Verse Memory Hall"
              className="inline-flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1"
            >
              {TABS.map((t) => (
                <Tabs.Trigger key={t.id} value={t.id} className={tabTriggerClass}>
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="review">
              <ReviewTab mode={mode} onMode={(m) => setTab("review", m)} />
            </Tabs.Content>
            <Tabs.Content value="quiz">
              {stats.isPending ? (
                <Skeleton className="h-40 w-full" />
              ) : stats.isError ? (
                <RetryAlert onRetry={() => stats.refetch()} busy={stats.isFetching} />
              ) : stats.data.saved === 0 ? (
                <MemoryEmpty />
              ) : (
                <QuickQuiz saved={stats.data.saved} best={stats.data.bestQuizScore} />
              )}
            </Tabs.Content>
            <Tabs.Content value="techniques">
              {stats.data?.saved === 0 ? <MemoryEmpty /> : <Techniques onTry={(m) => setTab("review", m)} />}
            </Tabs.Content>
            <Tabs.Content value="goals">
              {stats.isPending ? (
                <Skeleton className="h-40 w-full" />
              ) : stats.isError ? (
                <RetryAlert onRetry={() => stats.refetch()} busy={stats.isFetching} />
              ) : stats.data.saved === 0 ? (
                <MemoryEmpty />
              ) : (
                <Goals week={stats.data.week} />
              )}
            </Tabs.Content>
          </Tabs.Root>
        </>
      )}
    </main>
  );
}
