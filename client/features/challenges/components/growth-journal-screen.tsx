import { ArrowLeft, Download } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  type ChallengeSubtype,
  challengeMessages,
  challengeSubtypes,
  type ChallengeTier,
  challengeTiers,
  JOURNAL_SEARCH_MAX,
  type JournalQuery,
  subtypeLabels,
  tierLabels,
} from "@common/schemas/challenges";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/cn";
import { useJournal } from "../api/get-journal";
import { filtersFrom, paramsOf } from "../lib/journal-filters";
import { downloadText } from "@client/lib/download-text";
import { journalMarkdown } from "../lib/journal-markdown";
import { JournalEntryCard } from "./journal-entry-card";
import { JournalStats } from "./journal-stats";

function JournalSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only">Loading your journal…</span>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** The search box: typed freely, applied to the address a moment after typing stops. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const id = useId();
  // The latest callback and applied value, so re-renders (a refetch) don't restart the pause after typing.
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  useEffect(() => {
    if (text.trim() === latest.current.value) return;
    const timer = setTimeout(() => latest.current.onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Search answers</Label>
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={JOURNAL_SEARCH_MAX}
        onChange={(event) => setText(event.target.value)}
        placeholder="A word from your answers…"
      />
    </div>
  );
}

/**
 * Growth Journal (screens.md §6.2): stat tiles, tier tabs with counts, subtype / date / text filters, the entries
 * newest first with their follow-up notes, and Export of the filtered entries as Markdown.
 */
export function GrowthJournalScreen() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const journal = useJournal(filters);
  const data = journal.data;
  const subtypeId = useId();
  const fromId = useId();
  const toId = useId();

  const update = (change: Partial<JournalQuery>) =>
    setParams(paramsOf({ ...filters, ...change }), { replace: true });

  const exportEntries = () => {
    if (!data) return;
    const today = new Date().toISOString().slice(0, 10);
    downloadText(`growth-journal-${today}.md`, journalMarkdown(data.entries, today));
  };

  const tabs: { tier: ChallengeTier | undefined; label: string; count: number }[] = data
    ? [
        { tier: undefined, label: "All", count: data.tierCounts.all },
        ...challengeTiers.map((tier) => ({ tier, label: tierLabels[tier], count: data.tierCounts[tier] })),
      ]
    : [];
  const filtered = Boolean(filters.tier ?? filters.subtype ?? filters.from ?? filters.to ?? filters.q);

  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <Button asChild variant="ghost" size="sm">
        <Link to="/daily-challenges">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Daily Challenges
        </Link>
      </Button>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-stone-900">Growth Journal</h1>
        <Button variant="outline" onClick={exportEntries} disabled={!data || data.entries.length === 0}>
          <Download className="size-4" aria-hidden="true" />
          Export
        </Button>
      </header>

      {journal.isPending && <JournalSkeleton />}
      {journal.isError && (
        <RetryAlert
          message="Couldn't load your journal."
          onRetry={() => journal.refetch()}
          busy={journal.isFetching}
        />
      )}
      {data && data.stats.entries === 0 && (
        <section className="space-y-3 rounded-xl border border-dashed border-stone-300 p-6 text-center">
          <p className="text-stone-700">{challengeMessages.journalEmpty}</p>
          <Button asChild variant="gold">
            <Link to="/daily-challenges">Start a challenge</Link>
          </Button>
        </section>
      )}
      {data && data.stats.entries > 0 && (
        <>
          <JournalStats stats={data.stats} />

          <section aria-label="Filters" className="space-y-3">
            <div role="group" aria-label="Tier" className="flex flex-wrap gap-2">
              {tabs.map((tab) => {
                const active = filters.tier === tab.tier;
                return (
                  <button
                    key={tab.label}
                    type="button"
                    aria-pressed={active}
                    onClick={() => update({ tier: tab.tier })}
                    className={cn(
                      "rounded-full border px-3 py-1 text-sm font-medium",
                      active
                        ? "border-night bg-night text-white"
                        : "border-stone-300 bg-white text-stone-800 hover:bg-stone-50",
                    )}
                  >
                    {tab.label} <span className="tabular-nums">({tab.count})</span>
                  </button>
                );
              })}
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="space-y-1">
                <Label htmlFor={subtypeId}>Challenge type</Label>
                <select
                  id={subtypeId}
                  value={filters.subtype ?? ""}
                  onChange={(event) =>
                    update({ subtype: (event.target.value || undefined) as ChallengeSubtype | undefined })
                  }
                  className="h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm"
                >
                  <option value="">All types</option>
                  {challengeSubtypes.map((subtype) => (
                    <option key={subtype} value={subtype}>
                      {subtypeLabels[subtype]}
                    </option>
                  ))}
                </select>
              </div>
              <SearchBox value={filters.q ?? ""} onSearch={(q) => update({ q })} />
              <div className="space-y-1">
                <Label htmlFor={fromId}>From</Label>
                <Input
                  id={fromId}
                  type="date"
                  value={filters.from ?? ""}
                  max={filters.to}
                  onChange={(event) => update({ from: event.target.value || undefined })}
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor={toId}>To</Label>
                <Input
                  id={toId}
                  type="date"
                  value={filters.to ?? ""}
                  min={filters.from}
                  onChange={(event) => update({ to: event.target.value || undefined })}
                />
              </div>
            </div>
          </section>

          <section
            aria-label="Entries"
            aria-live="polite"
            aria-busy={journal.isFetching}
            className="space-y-4"
          >
            {data.entries.length === 0 ? (
              <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-700">
                {filters.tier && !(filters.subtype ?? filters.from ?? filters.to ?? filters.q)
                  ? challengeMessages.noTierEntries(tierLabels[filters.tier])
                  : filtered
                    ? "No entries match these filters."
                    : challengeMessages.journalEmpty}
              </p>
            ) : (
              data.entries.map((entry) => <JournalEntryCard key={entry.id} entry={entry} />)
            )}
          </section>
        </>
      )}
    </main>
  );
}
