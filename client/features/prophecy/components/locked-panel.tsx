import type { EntitlementKey } from "@common/policies/entitlements";
import { UpgradePrompt } from "@client/components/upgrade-prompt";

/** A sample we wrote for each locked tab (ai.md §1.6): static, labelled, never live. */
const samples = {
  analyse: {
    intro:
      "Bring a report you have read: its headline, the text you paste and its link. The analysis restates only what the report says, sets it beside the passages the method studies, says what it is not, and ends in watchfulness and prayer.",
    title: "Sample: a proposed national day of rest",
    lines: [
      "What was reported: a council is debating a common weekly day of rest.",
      "The prophetic setting: Revelation 14:6-7 calls the world to worship the Creator; Daniel 7:25 speaks of a power that thinks to change times and law.",
      "What this is not: a fulfilment, a date, or a reason to distrust neighbours. Religious liberty is for everyone.",
      "Watch and pray: keep the Sabbath gladly, pray for leaders, care for everyone affected.",
    ],
  },
  alerts: {
    intro:
      "Save watch topics (categories, keywords, passages) and be alerted in the bell when a newly published signal matches one.",
    title: "Sample: a watch topic",
    lines: [
      'Name: "Sunday law". Keyword: Sunday. Category: Religious liberty.',
      'Alert: New signal for "Sunday law" — "Sunday rest bill introduced".',
    ],
  },
} as const;

/** Analyse or Alerts for a plan that doesn't include them: what the tab does, a sample and the upgrade prompt. */
export function LockedPanel({
  which,
  feature,
  trialUsed,
}: {
  which: keyof typeof samples;
  feature: EntitlementKey;
  trialUsed?: boolean;
}) {
  const sample = samples[which];
  return (
    <div className="space-y-5" data-testid={`locked-${which}`}>
      <p className="text-stone-700">{sample.intro}</p>
      <UpgradePrompt feature={feature} trialUsed={trialUsed} />
      <section className="space-y-2" aria-labelledby={`sample-${which}`}>
        <h2 id={`sample-${which}`} className="text-lg font-semibold text-night">
          {sample.title}
        </h2>
        <p className="text-sm text-stone-600">Written by us to show what this does — not a live result.</p>
        <ul className="space-y-1.5 rounded-lg border border-stone-200 bg-white p-4 text-sm text-stone-800">
          {sample.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
