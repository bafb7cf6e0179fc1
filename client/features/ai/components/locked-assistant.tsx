import { assistantFeature } from "@common/constants/ai";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { cn } from "@client/lib/cn";
import { type PageAssistant, assistantContent } from "../lib/assistant-content";
import type { ReferenceParser } from "../lib/passages";
import { AnswerView, QuestionBubble, type RoomHref } from "./message-view";

/**
 * An assistant the member's plan doesn't include still opens (ai.md §1.6): what it does, one sample answer we
 * wrote (labelled as a sample, never a live one) and the upgrade prompt naming the plan that includes it.
 */
export function LockedAssistant({
  assistant,
  trialUsed,
  parser,
  roomHref,
  large = false,
}: {
  assistant: PageAssistant;
  trialUsed?: boolean;
  parser: ReferenceParser | null;
  roomHref: RoomHref;
  large?: boolean;
}) {
  const content = assistantContent[assistant];
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8" data-testid="locked-assistant">
      <header className="space-y-2">
        <h1 className={cn("font-serif font-semibold text-night", large ? "text-4xl" : "text-3xl")}>
          {content.name}
        </h1>
        <p className={cn("text-stone-700", large && "text-lg")}>{content.intro}</p>
      </header>
      <UpgradePrompt feature={assistantFeature[assistant]} trialUsed={trialUsed} />
      {content.sample && (
        <section aria-labelledby="sample-title" className="space-y-3">
          <h2 id="sample-title" className="text-lg font-semibold text-night">
            A sample answer
          </h2>
          <p className="text-sm text-stone-600">
            Written by us to show what {content.name} does — not a live answer.
          </p>
          <QuestionBubble text={content.sample.question} large={large} />
          <AnswerView
            answer={{ ...content.sample, source: null, status: "complete" }}
            parser={parser}
            roomHref={roomHref}
            large={large}
          />
        </section>
      )}
      {content.starters.length > 0 && (
        <section aria-labelledby="asks-title" className="space-y-2">
          <h2 id="asks-title" className="text-lg font-semibold text-night">
            Questions it helps with
          </h2>
          <ul className="list-disc space-y-1 pl-6 text-stone-700">
            {content.starters.map((starter) => (
              <li key={starter}>{starter}</li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
