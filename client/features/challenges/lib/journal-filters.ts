// The journal's filters live in the address (?tier=core&subtype=…&from=…&to=…&q=…), so a reload or a shared link
// keeps them. Values the server wouldn't accept are dropped rather than sent.
import {
  type ChallengeSubtype,
  challengeSubtypes,
  type ChallengeTier,
  challengeTiers,
  JOURNAL_SEARCH_MAX,
  type JournalQuery,
} from "@common/schemas/challenges";

const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

export function filtersFrom(params: URLSearchParams): JournalQuery {
  const tier = params.get("tier");
  const subtype = params.get("subtype");
  const from = params.get("from");
  const to = params.get("to");
  const q = params.get("q")?.trim().slice(0, JOURNAL_SEARCH_MAX);
  return {
    ...((challengeTiers as readonly string[]).includes(tier ?? "") && { tier: tier as ChallengeTier }),
    ...((challengeSubtypes as readonly string[]).includes(subtype ?? "") && {
      subtype: subtype as ChallengeSubtype,
    }),
    ...(isDate(from) && { from }),
    ...(isDate(to) && { to }),
    ...(q && { q }),
  };
}

export function paramsOf(filters: JournalQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["tier", "subtype", "from", "to", "q"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}
