import type { EntitlementKey } from "@common/policies/entitlements";
import { researchHeading } from "@common/schemas/research";
import { UpgradePrompt } from "@client/components/upgrade-prompt";

/** One sample report we wrote, shown to plans without Research Mode (ai.md §1.6): static, labelled, never live. */
const sample = {
  topic: "The sanctuary",
  overview:
    "God asked Israel to build Him a dwelling so that He could live among them. The tent, its furniture and its services became a picture of how God deals with sin and brings people near, and the New Testament reads them as pointing to Christ's work.",
  foundation: [
    ["Exodus", "Exodus 25:8", "God's reason for the sanctuary: to dwell among His people."],
    [
      "Leviticus",
      "Leviticus 16:29-30",
      "The Day of Atonement: the yearly cleansing of the people and the place.",
    ],
    ["Hebrews", "Hebrews 8:1-2", "Christ as High Priest in the true sanctuary that the Lord pitched."],
  ],
  insights: [
    "The sanctuary is about nearness before it is about ritual.",
    "Hebrews reads the earthly tent as a copy pointing to Christ's ministry in heaven.",
    "The yearly Day of Atonement gives the whole system a sense of a coming judgment and cleansing.",
  ],
};

/** Research Mode for a plan that doesn't include it: what it does, a sample and the upgrade prompt. */
export function LockedResearch({ feature, trialUsed }: { feature: EntitlementKey; trialUsed?: boolean }) {
  return (
    <div className="space-y-6" data-testid="locked-research">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold text-night">Research Mode</h1>
        <p className="text-stone-700">
          A structured report on any Bible topic — passages by book, setting, how Christians have read it, key
          insights and further study — with deep dives and your own notes, all kept as research notes.
        </p>
      </header>
      <UpgradePrompt feature={feature} trialUsed={trialUsed} />
      <section aria-labelledby="research-sample-title" className="space-y-3">
        <h2 id="research-sample-title" className="text-lg font-semibold text-night">
          A sample result
        </h2>
        <p className="text-sm text-stone-600">
          Written by us to show what Research Mode does — not a live result.
        </p>
        <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
          <h3 className="font-serif text-xl font-semibold text-night">{sample.topic}</h3>
          <h4 className="font-semibold text-stone-800">{researchHeading.overview}</h4>
          <p className="text-sm text-stone-800">{sample.overview}</p>
          <h4 className="font-semibold text-stone-800">{researchHeading.foundation}</h4>
          <ul className="space-y-1 text-sm text-stone-800">
            {sample.foundation.map(([reference, line]) => (
              <li key={reference}>
                <span className="font-medium">{reference}</span>: {line}
              </li>
            ))}
          </ul>
          <h4 className="font-semibold text-stone-800">{researchHeading.insights}</h4>
          <ol className="list-decimal space-y-1 pl-6 text-sm text-stone-800">
            {sample.insights.map((insight) => (
              <li key={insight}>{insight}</li>
            ))}
          </ol>
        </div>
      </section>
    </div>
  );
}
