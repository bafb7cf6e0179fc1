import { Link } from "react-router";

const EXAMPLES: { query: string; params: Record<string, string>; what: string }[] = [
  {
    query: '"living water"',
    params: { q: '"living water"', match: "phrase" },
    what: "an exact phrase, in order",
  },
  { query: "faith hope love", params: { q: "faith hope love" }, what: "verses with every word" },
  {
    query: "mercy grace",
    params: { q: "mercy grace", match: "any" },
    what: "verses with any of the words (Match: Any word)",
  },
  {
    query: "elder*",
    params: { q: "elder*" },
    what: "a trailing * matches the start of a word: elder, elders, elderly",
  },
  {
    query: "faith in Romans – Galatians",
    params: { q: "faith", scope: "range", from: "Rom", to: "Gal" },
    what: "limit the search to some books",
  },
  { query: "John 3:16", params: { q: "John 3:16" }, what: "a reference opens the reader at that passage" },
];

/** Shown while the query is empty (screens §5.4). */
export function SearchTips() {
  return (
    <section
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-5"
      aria-labelledby="search-tips"
    >
      <h2 id="search-tips" className="font-semibold text-night">
        How to search
      </h2>
      <ul className="space-y-2 text-sm">
        {EXAMPLES.map((example) => (
          <li key={example.query}>
            <Link
              to={`/bible/search?${new URLSearchParams(example.params).toString()}`}
              className="font-mono text-night-light hover:underline"
            >
              {example.query}
            </Link>{" "}
            <span className="text-stone-600">— {example.what}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-600">
        Matching ignores case and punctuation and matches whole words. Turn on word forms to find "loved" and
        "loveth" when you search for "love".
      </p>
    </section>
  );
}

/** "No verses match {q} in {scope}." with ways to widen the search. */
export function NoResults({
  query,
  scope,
  suggestions,
}: {
  query: string;
  scope: string;
  suggestions: { label: string; onClick: () => void }[];
}) {
  return (
    <section
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-5"
      data-testid="search-no-results"
    >
      <p className="font-medium text-night">
        No verses match {query} in {scope}.
      </p>
      {suggestions.length > 0 && (
        <>
          <p className="text-sm text-stone-600">You could:</p>
          <ul className="flex flex-wrap gap-2">
            {suggestions.map((s) => (
              <li key={s.label}>
                <button
                  type="button"
                  onClick={s.onClick}
                  className="rounded-full border border-stone-300 px-3 py-1 text-sm hover:bg-stone-50"
                >
                  {s.label}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
