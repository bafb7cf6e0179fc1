// `forms=on`: a small, deterministic English word-forms rule set (no dictionary, no irregular verbs).
//
// A query word is first taken back to its possible base words by removing one regular ending
// ("loved" → love, "sinneth" → sin, "carried" → carry, "elders" → elder); each base then produces its
// regular forms, modern and King James alike:
//     base, base+s, base+es, base+ed, base+eth, base+est, base+ing, base+edst
//     …e:   +d +st +th +dst, e dropped before -ing          love → loved, lovest, loveth, lovedst, loving
//     …ie:  ie → ying                                       die → dying
//     …Cy:  y → ies, ied, ieth, iest, iedst                 carry → carries, carried, carrieth
//     CVC:  last letter doubled before a vowel ending       sin → sinned, sinneth, sinning
// Only forms that occur in the translation count (the index intersects them with its vocabulary), so
// the rules can be generous. Rules that keep the result honest:
//  - bases shorter than three letters get no forms, except "go" and "do" (goeth, doeth, doth, …);
//  - a one-syllable word ending consonant-vowel-consonant doubles its last letter ("hat" → "hatted"), so
//    "hated" goes back to "hate", never to "hat";
//  - common function words ("the", "for", "not", …) are matched as typed;
//  - a few words that only look inflected ("forest", "seed", "shed", "evening", …) are neither taken
//    apart nor produced from another word.
// Irregular forms (came/come, men/man, hath/have) are not matched.

const VOWELS = "aeiou";
const isVowel = (ch: string | undefined) => ch !== undefined && VOWELS.includes(ch);
const isConsonant = (ch: string | undefined) => ch !== undefined && /[a-z]/.test(ch) && !VOWELS.includes(ch);

/** Words that look like an inflection of another word but are words of their own. */
const OWN_WORDS = new Set([
  "forest",
  "forests",
  "earnest",
  "evening",
  "evenings",
  "morning",
  "mornings",
  "seed",
  "seeds",
  "shed",
  "news",
  "interest",
  "thing",
  "things",
  "honest",
  "harvest",
  "priest",
  "priests",
  "during",
  "nothing",
  "wicked",
  "hundred",
  "kindred",
]);

/** Function words: matched as typed even with forms on. */
const AS_TYPED = new Set([
  "the",
  "and",
  "for",
  "not",
  "but",
  "nor",
  "yet",
  "all",
  "any",
  "his",
  "her",
  "him",
  "she",
  "they",
  "them",
  "their",
  "was",
  "are",
  "were",
  "with",
  "that",
  "this",
  "these",
  "those",
  "from",
  "unto",
  "upon",
  "into",
  "thou",
  "thee",
  "thy",
  "thine",
  "who",
  "whom",
  "which",
  "what",
  "when",
  "then",
  "than",
  "there",
  "here",
  "also",
  "even",
  "one",
  "our",
  "your",
  "its",
  "out",
  "off",
  "own",
  "has",
  "had",
  "hath",
  "shall",
  "may",
]);

/** Short bases that still have forms, with their irregular extras. */
const SHORT_BASES: Record<string, string[]> = { go: [], do: ["doth", "dost"] };

function hasForms(base: string): boolean {
  return base.length >= 3 || base in SHORT_BASES;
}

function vowelGroups(word: string): number {
  return word.match(/[aeiou]+/g)?.length ?? 0;
}

/** One syllable ending consonant-vowel-consonant (not w, x, y): "sin", "stop", "hat" — doubles before -ed. */
export function doublesLastLetter(word: string): boolean {
  const n = word.length;
  if (n < 2) return false;
  const last = word[n - 1];
  if (!isConsonant(last) || "wxy".includes(last ?? "")) return false;
  if (!isVowel(word[n - 2])) return false;
  if (n >= 3 && !isConsonant(word[n - 3])) return false;
  return vowelGroups(word) === 1;
}

const endsWithDouble = (word: string) => {
  const n = word.length;
  return n >= 2 && word[n - 1] === word[n - 2] && isConsonant(word[n - 1]);
};

/** Endings removed to find base words, longest first; `y` endings put the y back (carried → carry). */
const Y_ENDINGS = ["iedst", "ieth", "iest", "ied", "ies"];
const VOWEL_ENDINGS = ["edst", "eth", "est", "ing", "ed", "es"];

/** The words `word` may be a form of (always including itself). */
export function baseWords(word: string): string[] {
  const bases = new Set([word]);
  if (OWN_WORDS.has(word) || AS_TYPED.has(word)) return [...bases];
  for (const ending of Y_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 2)
      bases.add(`${word.slice(0, -ending.length)}y`);
  }
  if (word.endsWith("ying") && word.length > 5) bases.add(`${word.slice(0, -4)}ie`); // dying → die
  for (const ending of VOWEL_ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const rest = word.slice(0, -ending.length);
    if (rest.length < 2) continue;
    bases.add(`${rest}e`); // loved → love
    if (endsWithDouble(rest))
      bases.add(rest.slice(0, -1)); // sinned → sin
    else if (!doublesLastLetter(rest) || ending === "es") bases.add(rest); // walked → walk, not hated → hat
  }
  if (word.endsWith("s") && !/(ss|us|is)$/.test(word)) bases.add(word.slice(0, -1)); // elders → elder
  return [...bases].filter(
    (base) => base === word || (hasForms(base) && !OWN_WORDS.has(base) && !AS_TYPED.has(base)),
  );
}

/** The regular forms of one base word (including itself). */
export function formsOfBase(base: string): string[] {
  const forms = [base];
  if (!hasForms(base) || AS_TYPED.has(base)) return forms;
  forms.push(`${base}s`, `${base}es`, ...(SHORT_BASES[base] ?? []));
  if (!doublesLastLetter(base))
    forms.push(`${base}ed`, `${base}eth`, `${base}est`, `${base}ing`, `${base}edst`);
  else {
    const doubled = base + base.slice(-1);
    forms.push(`${doubled}ed`, `${doubled}eth`, `${doubled}est`, `${doubled}ing`, `${doubled}edst`);
  }
  if (base.endsWith("e")) {
    forms.push(`${base}d`, `${base}st`, `${base}th`, `${base}dst`);
    if (base.length > 3) forms.push(`${base.slice(0, -1)}ing`);
  }
  if (base.endsWith("ie")) forms.push(`${base.slice(0, -2)}ying`);
  if (base.endsWith("y") && isConsonant(base[base.length - 2])) {
    const stem = base.slice(0, -1);
    forms.push(`${stem}ies`, `${stem}ied`, `${stem}ieth`, `${stem}iest`, `${stem}iedst`);
  }
  return forms.filter((form) => form === base || !OWN_WORDS.has(form));
}

/** Every word `word` matches with forms on: its bases and all their regular forms (before the vocabulary filter). */
export function wordForms(word: string): Set<string> {
  const forms = new Set<string>([word]);
  for (const base of baseWords(word)) for (const form of formsOfBase(base)) forms.add(form);
  return forms;
}
