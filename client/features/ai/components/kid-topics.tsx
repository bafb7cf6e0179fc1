import { cn } from "@client/lib/cn";
import { kidTopics } from "../lib/assistant-content";

/**
 * KidGPT's eight picture topics (ai.md §3.4): big buttons that ask at once — a grid in an empty conversation, a
 * row that scrolls sideways once the conversation has begun.
 */
export function KidTopics({
  onAsk,
  compact = false,
  disabled = false,
}: {
  onAsk: (question: string) => void;
  compact?: boolean;
  disabled?: boolean;
}) {
  return (
    <section aria-labelledby="kid-topics-title" className="space-y-3">
      <h2 id="kid-topics-title" className={cn("font-semibold text-night", compact ? "text-lg" : "text-xl")}>
        Pick a story
      </h2>
      <ul
        className={cn(compact ? "flex gap-2 overflow-x-auto pb-1" : "grid grid-cols-2 gap-3 sm:grid-cols-4")}
        data-testid="kid-topics"
      >
        {kidTopics.map((topic) => (
          <li key={topic.label} className={cn(compact && "shrink-0")}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAsk(topic.question)}
              className={cn(
                "flex w-full cursor-pointer items-center justify-center rounded-2xl border-2 border-amber-200 bg-white font-semibold text-night shadow-sm hover:border-gold-dark hover:bg-amber-50 disabled:cursor-not-allowed disabled:opacity-60",
                compact ? "min-h-12 gap-2 px-4 text-base" : "h-full min-h-28 flex-col gap-2 p-3 text-lg",
              )}
            >
              <span aria-hidden="true" className={cn("font-emoji", compact ? "text-2xl" : "text-4xl")}>
                {topic.icon}
              </span>
              {topic.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
