import { Scale } from "lucide-react";
import { type FormEvent, useId } from "react";
import { aiLimits, cultureChips } from "@common/constants/ai";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { inputCounter } from "@client/lib/input-counter";
import type { StartPanel } from "./chat-screen";
import { InputCounterText } from "./input-counter-text";

/**
 * Culture & Controversy's start panel (ai.md §3.5): a topic (up to 300 characters) or one of the twelve quick
 * chips, which starts the analysis at once; an optional excerpt of an article (up to 6,000 characters, with its live
 * counter) and its source, where a link is kept as text and never opened. Nothing starts while a field is over its
 * limit.
 */
export function CultureStart({
  topic,
  onTopic,
  options,
  onOptions,
  onStart,
  note,
}: StartPanel<"culture_controversy">) {
  const id = useId();
  const topicCounter = inputCounter(topic, aiLimits.cultureTopicMax);
  const excerptCounter = inputCounter(options.excerpt ?? "", aiLimits.cultureExcerptMax);
  const sourceCounter = inputCounter(options.sourceLabel ?? "", aiLimits.cultureSourceLabelMax);
  const extrasFit = !excerptCounter.over && !sourceCounter.over;
  const canStart = extrasFit && topicCounter.length > 0 && !topicCounter.over;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canStart) onStart(topic.trim());
  };
  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(" ") || undefined;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="culture-start"
    >
      <div className="flex items-start gap-3">
        <Scale className="mt-1 size-6 shrink-0 text-gold-dark" aria-hidden="true" />
        <div className="space-y-1">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-night">
            Start an analysis
          </h2>
          <p className="text-sm text-stone-600">
            Name an issue, or pick one below. You can add an excerpt from an article to weigh it against
            Scripture.
          </p>
        </div>
      </div>
      {note && <p className="text-sm text-emerald-900">{note}</p>}

      <form onSubmit={submit} className="space-y-5" aria-label="Start an analysis" noValidate>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-topic`} className="text-sm font-medium text-stone-800">
            Topic
          </label>
          <Input
            id={`${id}-topic`}
            value={topic}
            onChange={(event) => onTopic(event.target.value)}
            placeholder="e.g. Social media and loneliness"
            aria-invalid={topicCounter.over || undefined}
            aria-describedby={describedBy(topicCounter.visible && `${id}-topic-counter`)}
          />
          <InputCounterText id={`${id}-topic-counter`} counter={topicCounter} />
        </div>

        <div className="space-y-2">
          <p id={`${id}-chips`} className="text-sm font-medium text-stone-800">
            Or start with a common topic
          </p>
          <ul aria-labelledby={`${id}-chips`} className="flex flex-wrap gap-2" data-testid="culture-chips">
            {cultureChips.map((chip) => (
              <li key={chip}>
                <button
                  type="button"
                  disabled={!extrasFit}
                  onClick={() => onStart(chip)}
                  className="min-h-9 cursor-pointer rounded-full border border-stone-300 bg-white px-3.5 py-1.5 text-sm font-medium text-night shadow-sm hover:border-night-light hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-gold-dark disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {chip}
                </button>
              </li>
            ))}
          </ul>
        </div>

        <div className="space-y-1.5">
          <label htmlFor={`${id}-excerpt`} className="text-sm font-medium text-stone-800">
            Excerpt from an article <span className="font-normal text-stone-500">(optional)</span>
          </label>
          <textarea
            id={`${id}-excerpt`}
            value={options.excerpt ?? ""}
            onChange={(event) => onOptions({ ...options, excerpt: event.target.value })}
            rows={4}
            aria-invalid={excerptCounter.over || undefined}
            aria-describedby={describedBy(
              `${id}-excerpt-hint`,
              excerptCounter.visible && `${id}-excerpt-counter`,
            )}
            className="max-h-80 min-h-24 w-full resize-y rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-stone-400 focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none aria-[invalid=true]:border-destructive"
          />
          <p id={`${id}-excerpt-hint`} className="text-xs text-stone-500">
            The assistant weighs it as material to study and never follows instructions written in it. Up to{" "}
            {aiLimits.cultureExcerptMax.toLocaleString("en-US")} characters.
          </p>
          <InputCounterText id={`${id}-excerpt-counter`} counter={excerptCounter} />
        </div>

        <div className="space-y-1.5">
          <label htmlFor={`${id}-source`} className="text-sm font-medium text-stone-800">
            Source <span className="font-normal text-stone-500">(optional)</span>
          </label>
          <Input
            id={`${id}-source`}
            value={options.sourceLabel ?? ""}
            onChange={(event) => onOptions({ ...options, sourceLabel: event.target.value })}
            placeholder="Title, publication or link"
            aria-invalid={sourceCounter.over || undefined}
            aria-describedby={describedBy(
              `${id}-source-hint`,
              sourceCounter.visible && `${id}-source-counter`,
            )}
          />
          <p id={`${id}-source-hint`} className="text-xs text-stone-500">
            Kept as a label with your analysis. A link is never opened.
          </p>
          <InputCounterText id={`${id}-source-counter`} counter={sourceCounter} />
        </div>

        <Button type="submit" disabled={!canStart}>
          Analyse
        </Button>
      </form>
    </section>
  );
}
