import type { EntitlementKey } from "@common/policies/entitlements";
import { UpgradePrompt } from "@client/components/upgrade-prompt";

/** One sample analysis we wrote, shown to plans without Critics Analysis (ai.md §1.6): static, labelled, never live. */
const sample = {
  pasted: "Christians say the soul lives on after death, but nobody has ever come back to tell us.",
  claim: "Christianity teaches that the soul lives on after death.",
  response:
    "Many Christians believe this, but Scripture itself calls death a sleep until the resurrection; the hope it offers is Jesus raising the dead, not a soul leaving the body.",
  passages: "Ecclesiastes 9:5; John 11:11-14; 1 Thessalonians 4:16-17",
};

/** Critics Analysis for a plan that doesn't include it: what it does, a sample and the upgrade prompt. */
export function LockedCritics({ feature, trialUsed }: { feature: EntitlementKey; trialUsed?: boolean }) {
  return (
    <div className="space-y-6" data-testid="locked-critics">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold text-night">Critics Analysis</h1>
        <p className="text-stone-700">
          Paste an article or a transcript: each claim is quoted from your text and answered from Scripture,
          with reasoning problems and questions to ask.
        </p>
      </header>
      <UpgradePrompt feature={feature} trialUsed={trialUsed} />
      <section aria-labelledby="critics-sample-title" className="space-y-3">
        <h2 id="critics-sample-title" className="text-lg font-semibold text-night">
          A sample result
        </h2>
        <p className="text-sm text-stone-600">
          Written by us to show what Critics Analysis does — not a live result.
        </p>
        <div className="space-y-2 rounded-lg border border-stone-200 bg-white p-4">
          <p className="font-medium text-night">1. {sample.claim}</p>
          <blockquote className="border-l-4 border-gold bg-stone-50 px-3 py-2 text-sm italic">
            {sample.pasted}
          </blockquote>
          <p className="text-sm text-stone-800">{sample.response}</p>
          <p className="text-xs text-stone-600">Passages: {sample.passages}</p>
        </div>
      </section>
    </div>
  );
}
