/**
 * Page-weight budgets (issue 11 point 7): `npm run bench` grades against them and the e2e specs fail past
 * them (e2e/shell.spec.ts, e2e/bible-reader.spec.ts).
 */

/**
 * The JavaScript a visitor's browser fetches for the landing page, gzipped (level 9, as the build's .gz). Met by
 * the landing page's own script (client/app/landing.tsx), which leaves the router and the query library out.
 */
export const landingScriptBudgetBytes = 100 * 1024;

/** Scripts a signed-in cold load of a reader page (/bible/John/3) requests, the post-render ones included. */
export const coldReaderScriptBudget = 20;
