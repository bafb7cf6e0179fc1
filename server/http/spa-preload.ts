import { parse as parseCookies } from "hono/utils/cookie";
import { bookNamed } from "@common/bible/books";
import { TRANSLATION_IDS, type TranslationId } from "@common/bible/constants";

/**
 * Early fetches for the SPA shell (issue 6: a chapter page interactive within 1 s of a cold load). Without
 * them the reader's data waits for a chain: shell → app code → session check → page code (≈ 30 small chunks
 * over HTTP/1.1's six connections) → chapter. With a `Link: rel=preload` header on the shell the browser
 * asks for the chapter, the member's marks and the translation list while it is still fetching the app
 * code; the page's own fetch() then takes the preloaded answer.
 *
 * The URLs must be exactly the ones the reader asks for (client/lib/api/get-chapter.ts and the bible feature's
 * get-chapter-annotations.ts and get-translations.ts, with the book's OSIS id and the translation from ?t=, else
 * the member's stored preference, else KJV). Only when the request carries a session cookie: a visitor is sent
 * to sign in, and would only collect 401s.
 */

const isTranslationId = (value: unknown): value is TranslationId =>
  typeof value === "string" && (TRANSLATION_IDS as readonly string[]).includes(value);

/** The cookie the reader mirrors its translation preference into (client/features/bible/lib/prefs.ts). */
export const readerTranslationCookie = "pt_bible_t";

/** Whether the request carries better-auth's session cookie (signed in, as far as the shell needs to know). */
export function hasSessionCookie(cookieHeader: string | undefined): cookieHeader is string {
  return cookieHeader?.includes("session_token=") ?? false;
}

/** The API paths the page at `url` will fetch first, for a signed-in member; [] when there is nothing to start early. */
export function earlyFetches(url: URL, cookieHeader: string | undefined): string[] {
  if (!hasSessionCookie(cookieHeader)) return [];
  return ["/api/auth/get-session", ...readerFetches(url, cookieHeader)];
}

function readerFetches(url: URL, cookieHeader: string): string[] {
  const match = /^\/bible\/([^/]+)\/(\d{1,3})\/?$/.exec(url.pathname);
  if (!match?.[1] || !match[2]) return [];
  let bookSegment: string;
  try {
    bookSegment = decodeURIComponent(match[1]);
  } catch {
    return [];
  }
  const book = bookNamed(bookSegment);
  const chapter = Number(match[2]);
  if (!book || chapter < 1 || chapter > book.chapters) return [];
  const t = url.searchParams.get("t");
  const stored = parseCookies(cookieHeader, readerTranslationCookie)[readerTranslationCookie];
  const translation: TranslationId = isTranslationId(t) ? t : isTranslationId(stored) ? stored : "kjv";
  const osis = encodeURIComponent(book.osis);
  return [
    `/api/bible/${translation}/${osis}/${chapter}`,
    `/api/bible/annotations/${osis}/${chapter}`,
    "/api/bible/translations",
  ];
}

/** The `Link` header value that preloads `paths` as fetch() would request them (same origin, cookies sent). */
export function preloadLinkHeader(paths: readonly string[]): string | undefined {
  if (paths.length === 0) return undefined;
  return paths.map((p) => `<${p}>; rel=preload; as=fetch; crossorigin=anonymous`).join(", ");
}
