// Strong's Hebrew and Greek dictionaries from the `strongs` npm package (Open Scriptures, CC BY-SA; credited on
// /credits). Loaded on the first lookup and kept for the life of the process; the KJV-renderings index behind
// "likely original word" is built once, on the first such request. The package's Greek JSON has no
// transliteration or pronunciation: those come from the package's Greek XML, read at the same time.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { StrongsEntryDto } from "@common/schemas/bible";

const requireFromHere = createRequire(import.meta.url);

type RawEntry = {
  lemma?: string;
  xlit?: string;
  pron?: string;
  derivation?: string;
  strongs_def?: string;
  kjv_def?: string;
};

export type StrongsLanguage = "hebrew" | "greek";

export type StrongsData = {
  get(number: string): StrongsEntryDto | undefined;
  /** Entries of one language whose KJV renderings contain the word or one of its simple forms, best first. */
  likely(language: StrongsLanguage, word: string, limit?: number): StrongsEntryDto[];
  size: number;
};

/** "g25", "G0025", " h7225 " → "G25" / "H7225"; anything else → null. */
export function normaliseStrongsNumber(input: string): string | null {
  const match = /^\s*([GH])0*(\d{1,5})\s*$/i.exec(input);
  return match ? `${(match[1] ?? "").toUpperCase()}${match[2]}` : null;
}

const clean = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** Greek transliterations and pronunciations from strongsgreek.xml: number → { translit, pron }. */
function greekSounds(xml: string): Map<string, { translit: string; pron: string }> {
  const sounds = new Map<string, { translit: string; pron: string }>();
  for (const chunk of xml.split('<entry strongs="').slice(1)) {
    const number = /^0*(\d+)"/.exec(chunk)?.[1];
    if (!number) continue;
    const translit = /\btranslit="([^"]*)"/.exec(chunk)?.[1] ?? "";
    const pron = /<pronunciation strongs="([^"]*)"/.exec(chunk)?.[1] ?? "";
    sounds.set(`G${number}`, { translit, pron });
  }
  return sounds;
}

function toDto(number: string, raw: RawEntry, sound?: { translit: string; pron: string }): StrongsEntryDto {
  return {
    number,
    lemma: clean(raw.lemma),
    transliteration: clean(raw.xlit ?? sound?.translit),
    pronunciation: clean(raw.pron ?? sound?.pron),
    definition: clean(raw.strongs_def),
    kjvRenderings: clean(raw.kjv_def).replace(/^:--/, ""),
    derivation: clean(raw.derivation),
  };
}

/**
 * The words of a KJV-renderings line, with Strong's shorthand spelled out: "(be-)love(-ed)" → love, loved,
 * belove, beloved; "first(-fruits, part)" → first, firstfruits, part; "[idiom]" markers are dropped.
 */
export function renderingWords(renderings: string): Set<string> {
  const text = renderings
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\b(compare|see)\b[^.;]*[.;]?/g, " "); // cross-references to other entries are not renderings
  const words = new Set<string>();
  const add = (word: string | undefined) => {
    const value = (word ?? "").replace(/'/g, "");
    if (value.length >= 2) words.add(value);
  };
  const join = (stem: string, suffix: string) =>
    stem.endsWith("e") && /^[aeiou]/.test(suffix) ? stem.slice(0, -1) + suffix : stem + suffix;
  // "(be-)love(-ed)", "believe(-ing, -r)", "chief(-est)": a word with an optional prefix and suffix group.
  for (const match of text.matchAll(/(?:\(([a-z]+)-\)\s*)?([a-z']+)\s*\(([^()]*)\)/g)) {
    const [, prefix, stem = "", group = ""] = match;
    for (const item of group.split(",").map((part) => part.trim())) {
      const suffix = /^-([a-z]+)$/.exec(item)?.[1];
      if (!suffix) continue;
      add(join(stem, suffix));
      if (prefix) add(prefix + join(stem, suffix));
    }
  }
  for (const match of text.matchAll(/\(([a-z]+)-\)\s*([a-z']+)/g)) add(`${match[1]}${match[2]}`);
  for (const match of text.matchAll(/[a-z']+(?:-[a-z']+)+/g)) {
    add(match[0].replace(/-/g, ""));
    match[0].split("-").forEach(add);
  }
  // Whole words: not a "(-ed)" suffix nor a "(be-)" prefix fragment.
  for (const match of text.matchAll(/(?<![a-z'-])[a-z']+(?![a-z'-])/g)) add(match[0]);
  return words;
}

/** The word and its simple forms: loved → loved, love; loveth → loveth, love; cities → cities, city. */
export function simpleForms(word: string): string[] {
  const base = word
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^a-z]/g, "");
  const forms = new Set<string>([base]);
  if (base.endsWith("ies") || base.endsWith("ied")) forms.add(`${base.slice(0, -3)}y`);
  for (const suffix of ["edst", "eth", "est", "ing", "ed", "es", "th", "st", "d", "s"]) {
    if (base.length - suffix.length < 2 || !base.endsWith(suffix)) continue;
    const stem = base.slice(0, -suffix.length);
    forms.add(stem);
    forms.add(`${stem}e`);
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) forms.add(stem.slice(0, -1)); // "sinned" → "sin"
  }
  return [...forms].filter((form) => form.length >= 2);
}

type IndexEntry = { number: string; words: Set<string> };

async function loadStrongs(): Promise<StrongsData> {
  const hebrew = requireFromHere("strongs/hebrew/strongs-hebrew-dictionary.js") as Record<string, RawEntry>;
  const greek = requireFromHere("strongs/greek/strongs-greek-dictionary.js") as Record<string, RawEntry>;
  const xml = await readFile(
    requireFromHere.resolve("strongs/greek/StrongsGreekDictionaryXML_1.4/strongsgreek.xml"),
    "utf8",
  );
  const sounds = greekSounds(xml);
  const entries = new Map<string, StrongsEntryDto>();
  for (const [number, raw] of Object.entries(hebrew)) {
    const normalised = normaliseStrongsNumber(number);
    if (normalised) entries.set(normalised, toDto(normalised, raw));
  }
  for (const [number, raw] of Object.entries(greek)) {
    const normalised = normaliseStrongsNumber(number);
    if (normalised) entries.set(normalised, toDto(normalised, raw, sounds.get(normalised)));
  }

  let index: Map<StrongsLanguage, Map<string, IndexEntry[]>> | undefined;
  const buildIndex = () => {
    const built = new Map<StrongsLanguage, Map<string, IndexEntry[]>>([
      ["hebrew", new Map()],
      ["greek", new Map()],
    ]);
    for (const entry of entries.values()) {
      const byWord = built.get(entry.number.startsWith("H") ? "hebrew" : "greek");
      const indexed: IndexEntry = { number: entry.number, words: renderingWords(entry.kjvRenderings) };
      for (const word of indexed.words) {
        const list = byWord?.get(word);
        if (list) list.push(indexed);
        else byWord?.set(word, [indexed]);
      }
    }
    return built;
  };
  const numeric = (number: string) => Number(number.slice(1));

  return {
    size: entries.size,
    get: (number) => {
      const normalised = normaliseStrongsNumber(number);
      return normalised ? entries.get(normalised) : undefined;
    },
    likely(language, word, limit = 12) {
      index ??= buildIndex();
      const byWord = index.get(language);
      const [exact, ...others] = simpleForms(word);
      // Rank: the word as written before its other forms; then entries with fewer renderings (more specific).
      const ranked = new Map<string, { entry: IndexEntry; rank: number }>();
      [exact, ...others].forEach((form, position) => {
        for (const entry of (form && byWord?.get(form)) || []) {
          const rank = position === 0 ? 0 : 1;
          const seen = ranked.get(entry.number);
          if (!seen || rank < seen.rank) ranked.set(entry.number, { entry, rank });
        }
      });
      return [...ranked.values()]
        .sort(
          (a, b) =>
            a.rank - b.rank ||
            a.entry.words.size - b.entry.words.size ||
            numeric(a.entry.number) - numeric(b.entry.number),
        )
        .slice(0, limit)
        .map(({ entry }) => entries.get(entry.number))
        .filter((entry): entry is StrongsEntryDto => entry !== undefined);
    },
  };
}

let loading: Promise<StrongsData> | undefined;

/** The dictionaries, loaded once per process (concurrent callers share the promise; a failure is retried). */
export function strongsData(): Promise<StrongsData> {
  if (!loading) {
    loading = loadStrongs();
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
