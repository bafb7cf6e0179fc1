// Reader preferences kept in the browser (screens §1.1 allows visual preferences in storage).
import { TRANSLATION_IDS, type TranslationId } from "@common/bible/constants";

export type FontSize = "S" | "M" | "L" | "XL";
export type Layout = "verses" | "paragraphs";
export type ReaderPrefs = {
  translation: TranslationId | null;
  fontSize: FontSize;
  layout: Layout;
  verseNumbers: boolean;
};

const key = "pt.bible.reader";
const defaults: ReaderPrefs = { translation: null, fontSize: "M", layout: "verses", verseNumbers: true };

export const isTranslationId = (value: unknown): value is TranslationId =>
  typeof value === "string" && (TRANSLATION_IDS as readonly string[]).includes(value);

export function readPrefs(): ReaderPrefs {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return defaults;
    const stored = JSON.parse(raw) as Partial<ReaderPrefs>;
    return {
      translation: isTranslationId(stored.translation) ? stored.translation : null,
      fontSize:
        stored.fontSize && ["S", "M", "L", "XL"].includes(stored.fontSize)
          ? stored.fontSize
          : defaults.fontSize,
      layout: stored.layout === "paragraphs" ? "paragraphs" : "verses",
      verseNumbers: stored.verseNumbers !== false,
    };
  } catch {
    return defaults;
  }
}

export function writePrefs(prefs: ReaderPrefs) {
  try {
    window.localStorage.setItem(key, JSON.stringify(prefs));
  } catch {
    // storage disabled: preferences last for this page only
  }
  // The translation also goes in a cookie, so the server can preload the right chapter on a cold load of the
  // reader (server/http/spa-preload.ts). A preference only: nothing is decided from it.
  const year = 365 * 24 * 60 * 60;
  document.cookie = prefs.translation
    ? `pt_bible_t=${prefs.translation}; path=/; max-age=${year}; samesite=lax`
    : "pt_bible_t=; path=/; max-age=0; samesite=lax";
}
