import * as Tabs from "@radix-ui/react-tabs";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import type { EntitlementKey } from "@common/policies/entitlements";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useTraining } from "@client/features/training/api/get-training";
import { useMyAccess } from "@client/lib/api/get-my-access";
import { ShareCertificateButton } from "@client/components/share-certificate-button";
import { ReviewTab } from "./review-tab";
import { ScenarioCard } from "./scenario-card";
import { SinsTab, StylesTab, WeaponsTab } from "./static-tabs";

const tabTriggerClass =
  "whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow";

/**
 * Spiritual Training — "Christian Art of War" (screens.md §7.6): today's victory thought, then Review, Battle
 * scenarios, Besetting sins, Styles and Weapons. The teaching tabs render at once from static content; the
 * scenarios come from the server, shuffled, with progress saved.
 */
export function TrainingScreen() {
  const training = useTraining();
  const access = useMyAccess();
  const [index, setIndex] = useState<number | null>(null);
  const scenarios = training.data?.scenarios ?? null;
  // Start at the first scenario not yet mastered; "Try another" moves on round the sixteen.
  const firstOpen = scenarios
    ? Math.max(
        0,
        scenarios.findIndex((scenario) => !scenario.mastered),
      )
    : 0;
  const position = index ?? firstOpen;
  const current = scenarios ? scenarios[position % scenarios.length] : undefined;

  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-stone-900">Christian Art of War</h1>
        <p className="text-stone-600">
          Recognise temptation and answer it with the fruit of the Spirit, the right style and the right
          weapon.
        </p>
      </header>
      <section
        className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5"
        aria-label="Today's victory thought"
      >
        <Sparkles className="size-6 shrink-0 text-amber-600" aria-hidden="true" />
        {training.data ? (
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-amber-800">
              Today's victory thought
            </p>
            <p className="mt-1 font-serif text-lg text-stone-900">{training.data.victoryThought.text}</p>
            <p className="mt-1 text-sm font-medium text-amber-800">
              {training.data.victoryThought.reference}
            </p>
          </div>
        ) : (
          <Skeleton className="h-12 w-full" />
        )}
      </section>
      <Tabs.Root defaultValue="scenarios">
        <Tabs.List
          className="mb-5 flex gap-1 overflow-x-auto rounded-lg bg-stone-100 p-1"
          aria-label="Training"
        >
          <Tabs.Trigger value="review" className={tabTriggerClass}>
            Review
          </Tabs.Trigger>
          <Tabs.Trigger value="scenarios" className={tabTriggerClass}>
            Battle scenarios
          </Tabs.Trigger>
          <Tabs.Trigger value="sins" className={tabTriggerClass}>
            Besetting sins
          </Tabs.Trigger>
          <Tabs.Trigger value="styles" className={tabTriggerClass}>
            Styles
          </Tabs.Trigger>
          <Tabs.Trigger value="weapons" className={tabTriggerClass}>
            Weapons
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="review">
          <ReviewTab />
        </Tabs.Content>
        <Tabs.Content value="scenarios" className="space-y-4">
          {training.isPending && <Skeleton className="h-64 w-full" />}
          {training.isError && (
            <RetryAlert
              message="Couldn't load the scenarios."
              onRetry={() => training.refetch()}
              busy={training.isFetching}
            />
          )}
          {training.data?.locked && (
            <UpgradePrompt
              feature={training.data.locked.feature as EntitlementKey}
              trialUsed={access.data?.access.trialUsed}
            />
          )}
          {training.data && scenarios && (
            <>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-stone-800" aria-live="polite">
                  {training.data.mastered} of {training.data.total} mastered
                </p>
                {training.data.certificate && (
                  <ShareCertificateButton
                    certificate={{
                      ...training.data.certificate,
                      courseTitle: "Christian Art of War — Scenario Mastery",
                    }}
                  />
                )}
              </div>
              <div className="flex flex-wrap gap-1.5" role="group" aria-label="Scenarios">
                {scenarios.map((scenario, i) => (
                  <button
                    key={scenario.id}
                    type="button"
                    onClick={() => setIndex(i)}
                    aria-current={current?.id === scenario.id ? "true" : undefined}
                    aria-label={`Scenario ${scenario.position}: ${scenario.title}${scenario.mastered ? " (mastered)" : ""}`}
                    className={
                      current?.id === scenario.id
                        ? "size-8 rounded-full bg-amber-600 text-sm font-semibold text-white"
                        : scenario.mastered
                          ? "size-8 rounded-full bg-emerald-100 text-sm font-semibold text-emerald-900"
                          : "size-8 rounded-full bg-stone-100 text-sm text-stone-700"
                    }
                  >
                    {scenario.position}
                  </button>
                ))}
              </div>
              {current && (
                <ScenarioCard
                  key={current.id}
                  scenario={current}
                  onChoose={() => setIndex(position)}
                  onNext={() => setIndex((position + 1) % scenarios.length)}
                />
              )}
            </>
          )}
        </Tabs.Content>
        <Tabs.Content value="sins">
          <SinsTab />
        </Tabs.Content>
        <Tabs.Content value="styles">
          <StylesTab />
        </Tabs.Content>
        <Tabs.Content value="weapons">
          <WeaponsTab />
        </Tabs.Content>
      </Tabs.Root>
    </main>
  );
}
