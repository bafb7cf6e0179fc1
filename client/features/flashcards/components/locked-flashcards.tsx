import type { EntitlementKey } from "@common/policies/entitlements";
import { UpgradePrompt } from "@client/components/upgrade-prompt";

/** One sample generation we wrote, shown to plans without Flashcards (ai.md §1.6): static, labelled, never live. */
const sample = {
  request: "10 cards on Daniel 2, question and answer, medium",
  cards: [
    {
      front: "What did Nebuchadnezzar see in his dream?",
      back: "A great image of four metals",
      ref: "Daniel 2:31",
    },
    {
      front: "What did the head of gold stand for?",
      back: "Nebuchadnezzar's kingdom, Babylon",
      ref: "Daniel 2:38",
    },
    {
      front: "What struck the image on its feet?",
      back: "A stone cut out without hands",
      ref: "Daniel 2:34",
    },
  ],
};

/**
 * Flashcards for a plan that doesn't include them: what the tool does, a sample result and the upgrade prompt naming
 * the plan that does (the same shape the locked AI assistants use).
 */
export function LockedFlashcards({ feature, trialUsed }: { feature: EntitlementKey; trialUsed?: boolean }) {
  return (
    <div className="space-y-6" data-testid="locked-flashcards">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold text-night">Flashcards</h1>
        <p className="text-stone-700">
          Study cards made by AI or by hand, reviewed with spaced repetition: each card comes back just before
          you would forget it.
        </p>
      </header>
      <UpgradePrompt feature={feature} trialUsed={trialUsed} />
      <section aria-labelledby="flashcards-sample-title" className="space-y-3">
        <h2 id="flashcards-sample-title" className="text-lg font-semibold text-night">
          A sample result
        </h2>
        <p className="text-sm text-stone-600">
          Written by us to show what Flashcards does — not a live result. Asked for: {sample.request}.
        </p>
        <ol className="space-y-2">
          {sample.cards.map((card) => (
            <li key={card.front} className="rounded-lg border border-stone-200 bg-white p-3">
              <p className="font-medium text-night">{card.front}</p>
              <p className="text-sm text-stone-700">{card.back}</p>
              <p className="text-xs text-stone-500">{card.ref}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
