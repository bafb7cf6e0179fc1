// Bible helpers shared by the Bible tool pages (search, Bible Rendered, quarterly, memory): translation names, the
// member's translation, reader links and the lazily loaded reference parser (~300 KB, its own chunk).
import type * as ReferenceModule from "@common/bible/reference";
import { TRANSLATION_IDS, type TranslationId } from "@common/bible/constants";

export const translationNames: Record<TranslationId, string> = {
  kjv: "KJV — King James Version",
  web: "WEB — World English Bible",
  asv: "ASV — American Standard Version",
  ylt: "YLT — Young's Literal Translation",
  dby: "DBY — Darby",
  wbt: "WBT — Webster",
};

/** A translation's short name (KJV, WEB …), e.g. beside a saved verse. */
export const translationAbbreviation = (id: TranslationId) => id.toUpperCase();

export const isTranslationId = (value: unknown): value is TranslationId =>
  typeof value === "string" && (TRANSLATION_IDS as readonly string[]).includes(value);

/** The reader keeps its preferences (translation included) under this key; the other Bible tools follow it. */
const readerPrefsKey = "pt.bible.reader";

/** The member's translation: the one last chosen in the reader, else KJV. */
export function preferredTranslation(): TranslationId {
  try {
    const raw = window.localStorage.getItem(readerPrefsKey);
    const stored = raw ? (JSON.parse(raw) as { translation?: unknown }) : null;
    return isTranslationId(stored?.translation) ? stored.translation : "kjv";
  } catch {
    return "kjv";
  }
}

/** The reader's path: /bible/{Book name}/{chapter}, with `?v=` and other query values when given. */
export function readerPath(
  bookName: string,
  chapter: number,
  query?: Record<string, string | number | null | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  const search = params.toString();
  return `/bible/${encodeURIComponent(bookName)}/${chapter}${search ? `?${search}` : ""}`;
}

let parserModule: Promise<typeof ReferenceModule> | undefined;

/** Loads the shared reference parser once, on demand. */
export function loadReferenceParser() {
  parserModule ??= import("@common/bible/reference");
  return parserModule;
}
