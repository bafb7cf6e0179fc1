import type { EntitlementKey } from "@common/policies/entitlements";
import { UpgradePrompt } from "@client/components/upgrade-prompt";

/** One sample sermon outline we wrote, shown to plans without Sermon Builder (ai.md §1.6): static, never live. */
const sample = {
  title: "The Shepherd Who Counts to One",
  theme: "Luke 15:1-7",
  stones: [
    "The shepherd notices one missing sheep out of a hundred: to God no one is a rounding error.",
    "He leaves the ninety and nine: love takes the risk, not the lost sheep.",
    "He searches until he finds it (Luke 15:4): grace does not give up at dusk.",
    "He lays it on His shoulders: the lost sheep is carried, not driven home.",
    "Heaven rejoices over one sinner who repents: the party is for the found.",
  ],
  bridge: "If one sheep matters that much, what will the shepherd risk to bring it back?",
};

/** Sermon Builder for a plan that doesn't include it: what it does, a sample and the upgrade prompt. */
export function LockedSermons({ feature, trialUsed }: { feature: EntitlementKey; trialUsed?: boolean }) {
  return (
    <div className="space-y-6" data-testid="locked-sermons">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold text-night">Sermon Builder</h1>
        <p className="text-stone-700">
          Build a sermon with the 5 Smooth Stones: five striking insights, joined by bridges into one story
          and shaped like a film, with a coach for every step.
        </p>
      </header>
      <UpgradePrompt feature={feature} trialUsed={trialUsed} />
      <section aria-labelledby="sermon-sample-title" className="space-y-3">
        <h2 id="sermon-sample-title" className="text-lg font-semibold text-night">
          A sample sermon
        </h2>
        <p className="text-sm text-stone-600">
          Written by us to show what Sermon Builder makes — not your sermon.
        </p>
        <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
          <p className="font-serif text-xl font-semibold text-night">{sample.title}</p>
          <p className="text-sm text-stone-700">{sample.theme} · Narrative · General</p>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-800">
            {sample.stones.map((stone, index) => (
              <li key={stone}>
                {stone}
                {index === 1 && <p className="mt-1 text-stone-600 italic">↓ {sample.bridge}</p>}
              </li>
            ))}
          </ol>
        </div>
      </section>
    </div>
  );
}
