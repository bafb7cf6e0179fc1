import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { aiText } from "@common/constants/ai";
import {
  prophecyCategoryLabels,
  prophecyScopeLabels,
  type SignalDto,
  signalSectionHeadings,
  signalSectionKeys,
} from "@common/schemas/prophecy";
import { Alert } from "@client/components/ui/alert";
import { formatDate } from "@client/lib/dates";
import type { ProphecyKit } from "../lib/kit";

export function CategoryBadge({ category }: { category: SignalDto["category"] }) {
  return (
    <span className="inline-flex rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-night">
      {prophecyCategoryLabels[category]}
    </span>
  );
}

/**
 * One signal as ai.md §3.6 shows it: title, category badge, date, the "Source" link if the member gave one (opened
 * in a new tab by the reader, never fetched by us), the four sections with their headings, and passage chips.
 */
export function SignalCard({
  signal,
  passage,
  actions,
}: {
  signal: SignalDto;
  passage: ProphecyKit["passage"];
  actions?: ReactNode;
}) {
  const date = signal.publishedAt ?? signal.createdAt;
  return (
    <article
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="signal-card"
    >
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
          <CategoryBadge category={signal.category} />
          <span>{signal.kind === "theme_briefing" ? "Theme briefing" : "Report analysis"}</span>
          <span aria-hidden="true">·</span>
          <span>{prophecyScopeLabels[signal.scope]}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={date}>{formatDate(date)}</time>
          {signal.source === "offline" && (
            <span
              className="rounded-full bg-stone-200 px-2.5 py-0.5 font-medium text-stone-800"
              data-testid="prophecy-offline-label"
            >
              {aiText.offlineBadge}
            </span>
          )}
        </div>
        <h2 className="font-serif text-2xl font-semibold break-words text-night" data-testid="signal-title">
          {signal.title}
        </h2>
        <p className="text-stone-700">{signal.summary}</p>
        {(signal.sourceUrl || signal.sourceTitle) && (
          <p
            className="flex flex-wrap items-center gap-1.5 text-sm text-stone-700"
            data-testid="signal-source"
          >
            <span className="font-medium">Source:</span>
            {signal.sourceTitle && <span>{signal.sourceTitle}</span>}
            {signal.sourceUrl && (
              <a
                href={signal.sourceUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-1 break-all text-night-light underline underline-offset-2"
              >
                {signal.sourceUrl}
                <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
          </p>
        )}
      </header>
      {signal.notices.map((notice) => (
        <Alert key={notice} tone="info">
          {notice}
        </Alert>
      ))}
      {signalSectionKeys.map((key) => (
        <section key={key} className="space-y-1">
          <h3 className="text-base font-semibold text-night">{signalSectionHeadings[key]}</h3>
          <p className="whitespace-pre-line text-stone-800">{signal.sections[key]}</p>
        </section>
      ))}
      {signal.passages.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5 text-xs text-stone-600">
          <span>Passages:</span>
          {signal.passages.map((reference) => passage(reference))}
        </div>
      )}
      {signal.source === "offline" && <p className="text-xs text-stone-500">{aiText.offlineFooter}</p>}
      {actions && (
        <footer className="flex flex-wrap items-center gap-2 border-t border-stone-100 pt-3">
          {actions}
        </footer>
      )}
    </article>
  );
}
