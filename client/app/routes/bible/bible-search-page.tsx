import { History, Search, X } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { bookByOsis } from "@common/bible/books";
import { SEARCH_QUERY_MAX } from "@common/bible/constants";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { preferredTranslation, readerPath } from "@client/lib/bible";
import { isBadQuery, useBibleSearch } from "@client/features/bible-search/api/search-bible";
import { SearchControls } from "@client/features/bible-search/components/search-controls";
import { SearchResults } from "@client/features/bible-search/components/search-results";
import { NoResults, SearchTips } from "@client/features/bible-search/components/search-tips";
import { clearHistory, readHistory, rememberSearch } from "@client/features/bible-search/lib/search-history";
import {
  type SearchState,
  readSearchState,
  scopeLabel,
  searchStateParams,
} from "@client/features/bible-search/lib/search-params";

function ResultSkeletons() {
  return (
    <div className="space-y-3" data-testid="search-loading">
      <Skeleton className="h-5 w-48" />
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="space-y-2 rounded-lg border border-stone-200 bg-white p-4">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/** /bible/search (screens §5.4): words, phrases, prefixes and references; the URL holds the whole search. */
export function BibleSearchPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [defaultTranslation] = useState(preferredTranslation);
  const state = readSearchState(params, defaultTranslation);
  const [draft, setDraft] = useState(state.q);
  const [shownQuery, setShownQuery] = useState(state.q);
  const [history, setHistory] = useState(readHistory);
  const search = useBibleSearch(state);

  // Back/Forward (or a tip link) changes the URL: the box follows it.
  if (shownQuery !== state.q) {
    setShownQuery(state.q);
    setDraft(state.q);
  }

  /** Every control change writes the URL (a new history entry) and starts again at page 1. */
  const go = (patch: Partial<SearchState>) => setParams(searchStateParams({ ...state, page: 1, ...patch }));

  const run = (query: string) => {
    const q = query.trim();
    if (q) setHistory(rememberSearch(q));
    go({ q });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(draft);
  };

  // A reference ("John 3:16") opens the reader instead of a result list; this page leaves the history.
  const data = search.data;
  useEffect(() => {
    if (data?.kind !== "reference") return;
    const name = bookByOsis(data.book)?.name ?? data.book;
    void navigate(readerPath(name, data.chapter, { v: data.verses, t: state.t }), { replace: true });
  }, [data, navigate, state.t]);

  const q = state.q.trim();
  const results = data?.kind === "results" ? data : null;
  const suggestions = [
    ...(state.match !== "any" && /\s/.test(q)
      ? [{ label: "Match any word", onClick: () => go({ match: "any" }) }]
      : []),
    ...(state.scope !== "all"
      ? [{ label: "Search the whole Bible", onClick: () => go({ scope: "all" }) }]
      : []),
    ...(!state.forms ? [{ label: "Turn on word forms", onClick: () => go({ forms: true }) }] : []),
  ];

  return (
    <main className="mx-auto max-w-5xl space-y-5 px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
        <Link to="/bible" className="hover:underline">
          Bible
        </Link>{" "}
        › Search
      </nav>
      <h1 className="font-serif text-3xl font-semibold text-night">Bible Search</h1>

      <div className="space-y-2">
        <form role="search" onSubmit={onSubmit} className="flex gap-2">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label="Search the Bible"
              placeholder='Words, "an exact phrase", elder* or a reference like John 3:16'
              className="pl-9"
              value={draft}
              maxLength={SEARCH_QUERY_MAX * 2}
              onChange={(e) => setDraft(e.target.value)}
            />
          </div>
          <Button type="submit">Search</Button>
        </form>
        {history.length > 0 && (
          <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="search-history">
            <History className="size-4 text-stone-400" aria-label="Recent searches" />
            {history.map((item) => (
              <button
                key={item}
                type="button"
                onClick={() => run(item)}
                className="rounded-full bg-stone-100 px-3 py-0.5 text-stone-700 hover:bg-stone-200"
              >
                {item}
              </button>
            ))}
            <button
              type="button"
              onClick={() => {
                clearHistory();
                setHistory([]);
              }}
              className="inline-flex items-center gap-1 text-stone-500 hover:text-ink hover:underline"
            >
              <X className="size-3" aria-hidden="true" />
              Clear history
            </button>
          </div>
        )}
      </div>

      <SearchControls state={state} onChange={go} />

      {!q && <SearchTips />}
      {q && search.isPending && <ResultSkeletons />}
      {q && search.isError && isBadQuery(search.error) && (
        <Alert tone="destructive" data-testid="search-bad-query">
          {search.error.message}
        </Alert>
      )}
      {q && search.isError && !isBadQuery(search.error) && (
        <RetryAlert
          message="Search is unavailable right now"
          onRetry={() => search.refetch()}
          busy={search.isFetching}
        />
      )}
      {q && data?.kind === "reference" && <ResultSkeletons />}
      {q && results && results.total === 0 && (
        <NoResults query={q} scope={scopeLabel(state)} suggestions={suggestions} />
      )}
      {q && results && results.total > 0 && (
        <SearchResults
          result={results}
          currentBook={state.scope === "book" ? state.book : null}
          onBook={(book) => go({ scope: "book", book })}
          onPage={(page) => {
            setParams(searchStateParams({ ...state, page }));
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </main>
  );
}
