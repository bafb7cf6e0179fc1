// The search state lives in the URL (screens §5.4): q, t, scope, book, from, to, match, forms, page. Every control
// rewrites it, so results are shareable and Back restores the previous search.
import { BIBLE_BOOKS, bookNamed } from "@common/bible/books";
import type { TranslationId } from "@common/schemas/bible";
import { isTranslationId } from "@client/lib/bible";

export type Scope = "all" | "ot" | "nt" | "book" | "range";
export type MatchMode = "all" | "any" | "phrase";

export type SearchState = {
  q: string;
  t: TranslationId;
  scope: Scope;
  /** OSIS ids. */
  book: string;
  from: string;
  to: string;
  match: MatchMode;
  forms: boolean;
  page: number;
};

const SCOPES: readonly Scope[] = ["all", "ot", "nt", "book", "range"];
const MATCHES: readonly MatchMode[] = ["all", "any", "phrase"];
const osisOf = (value: string | null, fallback: string) => bookNamed(value)?.osis ?? fallback;

/** Reads the URL; anything missing or unknown falls back to the defaults (translation: the member's). */
export function readSearchState(params: URLSearchParams, defaultTranslation: TranslationId): SearchState {
  const t = params.get("t");
  const scope = params.get("scope") as Scope | null;
  const match = params.get("match") as MatchMode | null;
  const page = Number(params.get("page"));
  return {
    q: params.get("q") ?? "",
    t: isTranslationId(t) ? t : defaultTranslation,
    scope: scope && SCOPES.includes(scope) ? scope : "all",
    book: osisOf(params.get("book"), "John"),
    from: osisOf(params.get("from"), "Matt"),
    to: osisOf(params.get("to"), "John"),
    match: match && MATCHES.includes(match) ? match : "all",
    forms: params.get("forms") === "on",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL of a state: only what the scope needs, defaults left out except the translation. */
export function searchStateParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  params.set("t", state.t);
  if (state.scope !== "all") params.set("scope", state.scope);
  if (state.scope === "book") params.set("book", state.book);
  if (state.scope === "range") {
    params.set("from", state.from);
    params.set("to", state.to);
  }
  if (state.match !== "all") params.set("match", state.match);
  if (state.forms) params.set("forms", "on");
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/**
 * The API request's query (GET /api/bible/search, searchQuery schema): every field the server reads, and the
 * books only when the scope uses them.
 */
export function searchApiQuery(state: SearchState) {
  return {
    q: state.q,
    t: state.t,
    scope: state.scope,
    ...(state.scope === "book" && { book: state.book }),
    ...(state.scope === "range" && { from: state.from, to: state.to }),
    match: state.match,
    forms: state.forms ? ("on" as const) : ("off" as const),
    page: String(state.page),
  };
}

const nameOf = (osis: string) => BIBLE_BOOKS.find((b) => b.osis === osis)?.name ?? osis;

/** "the whole Bible", "the New Testament", "Romans", "Romans – Galatians". */
export function scopeLabel(state: Pick<SearchState, "scope" | "book" | "from" | "to">): string {
  switch (state.scope) {
    case "ot":
      return "the Old Testament";
    case "nt":
      return "the New Testament";
    case "book":
      return nameOf(state.book);
    case "range":
      return `${nameOf(state.from)} – ${nameOf(state.to)}`;
    default:
      return "the whole Bible";
  }
}

/** A verse's text cut at its [start, end) match ranges, for wrapping matches in <mark>. Overlaps merge. */
export function markSegments(
  text: string,
  marks: readonly [number, number][],
): { text: string; mark: boolean }[] {
  const sorted = [...marks].filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0]);
  const segments: { text: string; mark: boolean }[] = [];
  let at = 0;
  for (const [rawStart, rawEnd] of sorted) {
    const start = Math.max(rawStart, at);
    const end = Math.min(rawEnd, text.length);
    if (end <= start) continue;
    if (start > at) segments.push({ text: text.slice(at, start), mark: false });
    const last = segments[segments.length - 1];
    if (last?.mark && start === at) last.text += text.slice(start, end);
    else segments.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: false });
  return segments;
}
