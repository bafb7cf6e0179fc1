import { kidTopics } from "../lib/assistant-content";

/** KidGPT's eight picture topics (ai.md §3.4): big buttons that ask at once. */
export function KidTopics({
  onAsk,
  disabled = false,
}: {
  onAsk: (question: string) => void;
  disabled?: boolean;
}) {
  return (
    <section aria-labelledby="kid-topics-title" className="space-y-3">
      <h2 id="kid-topics-title" className="text-xl font-semibold text-night">
        Pick a story
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="kid-topics">
        {kidTopics.map((topic) => (
          <li key={topic.label}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAsk(topic.question)}
              className="flex h-full min-h-28 w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-amber-200 bg-white p-3 text-lg font-semibold text-night shadow-sm hover:border-gold-dark hover:bg-amber-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <span aria-hidden="true" className="font-emoji text-4xl">
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
