/**
 * Page-weight budgets (issue 11 point 7): `npm run bench` grades against them and the e2e specs fail past
 * them (e2e/shell.spec.ts, e2e/bible-reader.spec.ts).
 */

/** The JavaScript a visitor's browser fetches for the landing page, gzipped (level 9, as the build's .gz). */
export const landingScriptBudgetBytes = 100 * 1024;

/**
 * Not yet met: the landing page fetches ≈ 120 KB, and the libraries every page's shell runs weigh ≈ 92 KB of
 * it on their own (react-dom 65, react-router 14, TanStack Query 11 — docs/architecture.md, "Compression and
 * budgets"). Until one of them leaves the first load, the e2e spec holds this ceiling instead, so the page
 * cannot grow unnoticed; lower it with every cut, and drop it once the budget holds.
 */
export const landingScriptCeilingBytes = 122 * 1024;

/** Scripts a signed-in cold load of a reader page (/bible/John/3) requests, the post-render ones included. */
export const coldReaderScriptBudget = 20;
