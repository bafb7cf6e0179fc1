// The shared palace symbol dictionary for the Equations Challenge (screens.md §6.3): the six time prophecies, the
// three heavens and eight cycles, the 38 room codes, the eight sanctuary articles, the seven feasts and the six
// operators, each with a name, a meaning and the synonyms the equations judge accepts as a mention. Names and meanings
// come from the palace's own data (reference lists, room overviews, the games' symbol cards); only the short names
// and synonyms that data doesn't carry, and the feasts' codes, are written here. Public data: the Codes reference card
// shows it and the judge on the server reads the same entries.
import { articleCodeById, ptSymbols } from "@common/games/pt-symbols";
import { roomOverviews } from "./palace/overview";
import { CYCLE_CODES, list as cyclesList } from "./palace/reference/cycles";
import { list as feastsList } from "./palace/reference/feasts";
import { list as heavensList } from "./palace/reference/heavens";
import { list as sanctuaryArticlesList } from "./palace/reference/sanctuaryArticles";
import { list as timePropheciesList } from "./palace/reference/timeProphecies";
import type { ReferenceList, RoomId } from "./palace/types";

export type EquationSymbolGroup =
  "time" | "heavens" | "cycles" | "rooms" | "articles" | "feasts" | "operators";

export interface EquationSymbol {
  /** What an equation writes, exactly: "@490", "1H", "BL", "ALTAR", "PSV", "→". */
  code: string;
  name: string;
  group: EquationSymbolGroup;
  meaning: string;
  /** Words and phrases that count as addressing the symbol besides its code and name (at least 3). */
  synonyms: readonly string[];
}

export const equationSymbolGroups: readonly {
  id: EquationSymbolGroup;
  title: string;
  description: string;
}[] = [
  { id: "time", title: "Time prophecies", description: timePropheciesList.description ?? "" },
  { id: "heavens", title: "The three heavens", description: heavensList.description ?? "" },
  { id: "cycles", title: "The eight cycles", description: cyclesList.description ?? "" },
  {
    id: "rooms",
    title: "Room codes",
    description: "The 38 rooms of the palace, each with the question it asks of a text.",
  },
  { id: "articles", title: "Sanctuary articles", description: sanctuaryArticlesList.description ?? "" },
  { id: "feasts", title: "The seven feasts", description: feastsList.description ?? "" },
  {
    id: "operators",
    title: "Operators",
    description:
      "How the codes join. ⊙ and ⚖ may also stand before a bracket: the whole group centred in Christ, or weighed against the whole of Scripture.",
  },
];

function itemValues(list: ReferenceList, id: string): Record<string, string> {
  const item = list.items.find((each) => each.id === id);
  if (!item) throw new Error(`${list.id} has no item ${id}`);
  return item.values;
}

// ── Time prophecies ─────────────────────────────────────────────────────────────────────────────────────────

const timeWords: Record<string, { name: string; synonyms: string[] }> = {
  "120": {
    name: "Noah's 120 years",
    synonyms: ["120 years", "noah", "flood", "warning", "grace before judgment", "door shut"],
  },
  "400": {
    name: "400 years in Egypt",
    synonyms: ["400 years", "430 years", "egypt", "affliction", "sojourn", "bondage", "slavery"],
  },
  "70y": {
    name: "70 years of exile",
    synonyms: ["70 years", "seventy years", "exile", "captivity", "babylonian captivity"],
  },
  "490": {
    name: "The seventy weeks",
    synonyms: ["490 years", "seventy weeks", "70 weeks", "messiah the prince", "457 bc", "ad 27", "ad 34"],
  },
  "1260": {
    name: "The 1,260 years",
    synonyms: ["1260", "1,260", "42 months", "time, times", "papal supremacy", "1798", "wilderness"],
  },
  "2300": {
    name: "The 2,300 days",
    synonyms: ["2300", "2,300", "1844", "cleansing of the sanctuary", "investigative judgment", "judgment"],
  },
};

const timeSymbols: EquationSymbol[] = timePropheciesList.items.map((item) => {
  const words = timeWords[item.id];
  if (!words) throw new Error(`No names for time prophecy ${item.id}`);
  return {
    code: item.values.code!,
    name: words.name,
    group: "time",
    meaning: `${item.values.period} (${item.values.anchor}).`,
    synonyms: words.synonyms,
  };
});

// ── The three heavens ──────────────────────────────────────────────────────────────────────────────────────

const heavenWords: Record<string, string[]> = {
  "1h": ["first heaven", "first horizon", "return from exile", "rebuilt temple", "cyrus", "babylon"],
  "2h": ["second heaven", "second horizon", "first coming", "first advent", "ad 70", "church age"],
  "3h": ["third heaven", "third horizon", "second coming", "final judgment", "new creation", "new earth"],
};

const heavenSymbols: EquationSymbol[] = heavensList.items.map((item) => ({
  code: item.values.code!,
  name: item.values.name!,
  group: "heavens",
  meaning: `${item.values.dayOfLord}; ${item.values.newEarth}.`,
  synonyms: heavenWords[item.id] ?? [],
}));

// ── The eight cycles ───────────────────────────────────────────────────────────────────────────────────────

const cycleWords: Record<string, string[]> = {
  "@Ad": ["adamic", "adam", "eden", "garden", "promised seed", "serpent"],
  "@No": ["noahic", "noah", "rainbow", "flood", "preservation"],
  "@Ab": ["abrahamic", "abraham", "moriah", "isaac", "blessing to all nations"],
  "@Mo": ["mosaic", "moses", "sinai", "exodus", "the law"],
  "@Cy": ["cyrusic", "cyrus", "return", "rebuilding", "second temple"],
  "@CyC": ["cyrus-christ", "cyrus–christ", "messiah", "new covenant", "his blood"],
  "@Sp": ["holy spirit", "spirit", "mission", "great commission", "gospel to the nations"],
  "@Re": ["remnant", "consummation", "new jerusalem", "all things new", "last days"],
};

const cycleSymbols: EquationSymbol[] = CYCLE_CODES.map(({ code, name }) => {
  const values = itemValues(cyclesList, code.slice(1).toLowerCase());
  return {
    code,
    name: `${name} cycle`,
    group: "cycles",
    meaning: `${values.name}: covenant — ${values.covenant}; sanctuary — ${values.sanctuary}.`,
    synonyms: cycleWords[code] ?? [],
  };
});

// ── Room codes ─────────────────────────────────────────────────────────────────────────────────────────────

const roomWords: Record<RoomId, string[]> = {
  sr: ["story", "narrative", "sequence", "retell", "storyline"],
  ir: ["imagination", "imagine", "senses", "picture the scene", "stand inside"],
  "24fps": ["24fps", "frame", "single frame", "chapter picture", "snapshot"],
  br: ["bible rendered", "glyph", "block", "aerial map"],
  tr: ["translation", "translate", "visualise", "visualize", "image"],
  gr: ["gem", "gems", "treasure", "texts side by side"],
  or: ["observation", "observe", "notice", "on the page", "details"],
  dc: ["def-com", "definition", "commentary", "first hearers", "original meaning", "word study"],
  st: ["symbol", "symbols", "emblem", "typology", "types"],
  qr: ["question", "questions", "ask", "inquiry"],
  qa: ["q&a", "question and answer", "answer chain", "scripture answers scripture", "chain"],
  nf: ["nature", "creation", "natural world", "created things"],
  pf: ["personal", "my life", "experience", "testimony", "whosoever"],
  bf: ["bible freestyle", "related verses", "relatives", "cross reference", "cross-reference"],
  hf: ["history", "social", "current events", "secular", "world events"],
  lr: ["listening", "listen", "heard", "hearing"],
  cr: ["concentration", "offices", "prophet, priest and king", "high priest", "priest", "king"],
  dr: ["dimension", "dimensions", "five dimensions", "layers"],
  c6: ["connect-6", "connect 6", "genre", "genres", "six genres"],
  trm: ["theme", "themes", "load-bearing theme", "great controversy", "wall"],
  tz: ["time zone", "zone", "heaven now", "heaven past", "earth now", "earth future"],
  prm: ["pattern", "patterns", "motif", "recurring", "recurs"],
  par: ["parallels room", "mirror", "mirrors", "echo", "surpass"],
  frt: ["fruit", "fruits", "fruit of the spirit", "christlike"],
  bl: ["sanctuary", "blue room", "tabernacle", "temple", "sanctuary pattern"],
  pr: ["prophecy", "prophetic", "historicist", "timeline", "prophetic symbol"],
  "3a": ["three angels", "three angels' messages", "first angel", "everlasting gospel", "revelation 14"],
  fe: ["feast", "feasts", "leviticus 23", "appointed times", "holy days"],
  cec: ["christ in every chapter", "christ in this chapter", "where is christ", "christ-line", "christ line"],
  r66: ["room 66", "66 books", "whole bible", "all 66", "theme through scripture"],
  "123h": ["three heavens", "horizon", "horizons", "day of the lord"],
  cycles: ["cycle", "cycles", "eight cycles", "covenant cycle"],
  math: ["mathematics", "math", "calculation", "prophetic time", "dates"],
  jr: ["juice", "essence", "squeeze", "concentrated"],
  frm: ["fire", "conviction", "comfort", "wound", "heart"],
  mr: ["meditation", "meditate", "ponder", "dwell on", "carry"],
  srm: ["speed", "sprint", "quick recall", "fast"],
  infinity: ["reflexive mastery", "mastery", "reflexive", "second nature", "infinity"],
};

const roomSymbols: EquationSymbol[] = roomOverviews.map((room) => ({
  code: room.tag,
  name: room.name,
  group: "rooms",
  meaning: room.coreQuestion,
  synonyms: roomWords[room.id],
}));

// ── Sanctuary articles (in the order a worshipper meets them) ────────────────────────────────────────────

const articleSymbols: EquationSymbol[] = sanctuaryArticlesList.items.map((item) => {
  const card = ptSymbols.find((symbol) => symbol.code === articleCodeById[item.id]);
  if (!card) throw new Error(`No symbol card for the ${item.id}`);
  return {
    code: card.code,
    name: card.name,
    group: "articles",
    meaning: `${item.values.meaning}: ${item.values.christ} (${item.values.anchor}).`,
    synonyms: card.synonyms,
  };
});

// ── The seven feasts (Leviticus 23) ───────────────────────────────────────────────────────────────────────

const feastWords: Record<string, { code: string; synonyms: string[] }> = {
  passover: {
    code: "PSV",
    synonyms: ["passover", "lamb", "paschal", "blood on the doorposts", "deliverance"],
  },
  "unleavened-bread": {
    code: "ULB",
    synonyms: ["unleavened", "leaven", "without leaven", "sinless", "sincerity"],
  },
  firstfruits: {
    code: "FFR",
    synonyms: ["firstfruits", "first fruits", "first sheaf", "wave sheaf", "resurrection"],
  },
  pentecost: {
    code: "PNT",
    synonyms: ["pentecost", "fifty days", "feast of weeks", "outpouring", "harvest of souls"],
  },
  trumpets: { code: "TRP", synonyms: ["trumpets", "trumpet", "trump", "alarm", "warning"] },
  atonement: {
    code: "ATN",
    synonyms: ["atonement", "yom kippur", "cleansing", "judgment", "scapegoat", "most holy place"],
  },
  tabernacles: { code: "TBN", synonyms: ["tabernacles", "booths", "ingathering", "dwell with", "dwelling"] },
};

const feastSymbols: EquationSymbol[] = feastsList.items.map((item) => {
  const words = feastWords[item.id];
  if (!words) throw new Error(`No code for the feast ${item.id}`);
  return {
    code: words.code,
    name: item.values.feast!,
    group: "feasts",
    meaning: `${item.values.rite}. Fulfilment: ${item.values.fulfilment} (${item.values.status}).`,
    synonyms: words.synonyms,
  };
});

// ── Operators ───────────────────────────────────────────────────────────────────────────────────────────────

/** The dictionary's names for the operators, and the words that read each one in prose. */
const operatorWords: Record<string, { name: string; synonyms: string[] }> = {
  "+": { name: "with", synonyms: ["together", "joined", "combined", "alongside", "along with", "added"] },
  "→": {
    name: "leads to",
    synonyms: ["lead to", "led to", "leading to", "results in", "brings", "opens", "so that", "then"],
  },
  "∥": {
    name: "parallel",
    synonyms: ["parallels", "parallel to", "side by side", "mirrors", "echoes", "just as"],
  },
  "≅": {
    name: "type and antitype",
    synonyms: [
      "type",
      "antitype",
      "foreshadow",
      "shadow",
      "fulfil",
      "fulfill",
      "fulfilled",
      "fulfilment",
      "pictures",
    ],
  },
  "⊙": { name: "centred in Christ", synonyms: ["centred", "centered", "christ-centred", "christ", "jesus"] },
  "⚖": {
    name: "integrity check",
    synonyms: ["whole of scripture", "weighed", "weigh", "checked", "confirms", "confirmed", "scripture"],
  },
};

const operatorSymbols: EquationSymbol[] = ptSymbols
  .filter((symbol) => symbol.kind === "operator")
  .map((symbol) => {
    const words = operatorWords[symbol.code];
    if (!words) throw new Error(`No reading for the operator ${symbol.code}`);
    return {
      code: symbol.code,
      name: words.name,
      group: "operators",
      meaning: symbol.meaning,
      synonyms: [...new Set([symbol.name.toLowerCase(), ...symbol.synonyms, ...words.synonyms])],
    };
  });

export const equationSymbols: readonly EquationSymbol[] = [
  ...timeSymbols,
  ...heavenSymbols,
  ...cycleSymbols,
  ...roomSymbols,
  ...articleSymbols,
  ...feastSymbols,
  ...operatorSymbols,
];

const byCode = new Map(equationSymbols.map((symbol) => [symbol.code, symbol]));

/** The symbol a code names (codes are exact: "@Cy" is not "@CyC"); undefined for an unknown code. */
export function findEquationSymbol(code: string): EquationSymbol | undefined {
  return byCode.get(code);
}

export const isOperatorCode = (code: string) => byCode.get(code)?.group === "operators";

/**
 * The codes of an equation in the order written, brackets left out: "⊙ (PSV ≅ ALTAR → GATE)" →
 * ["⊙", "PSV", "≅", "ALTAR", "→", "GATE"]. Codes are separated by spaces; a token that is no code is kept as
 * written, so a check can report it.
 */
export function equationTokens(equation: string): string[] {
  return equation
    .replace(/[()]/g, " ")
    .split(/\s+/)
    .filter((token) => token !== "");
}

export interface WorkedExample {
  reference: string;
  equation: string;
  /** How to read it, symbol by symbol. */
  reading: string;
}

/** Two worked examples for the Codes reference card (our own words; neither is in the puzzle bank). */
export const workedExamples: readonly WorkedExample[] = [
  {
    reference: "Romans 3:25",
    equation: "ALTAR → ARK",
    reading:
      "The sacrifice at the bronze altar (ALTAR) leads to (→) the mercy seat on the ark (ARK): the blood shed in the court is the blood sprinkled before God's throne. Paul's point is that Christ's death is the place where God's justice and mercy meet, so the one who trusts Jesus is declared righteous.",
  },
  {
    reference: "Hebrews 9:11-12",
    equation: "⊙ (ALTAR → VEIL + ARK)",
    reading:
      "Centred in Christ (⊙): His once-for-all sacrifice (ALTAR) leads to (→) the veil opened (VEIL) together with (+) His entrance before the ark (ARK). The earthly high priest went in yearly with borrowed blood; Jesus entered the true sanctuary once with His own blood and obtained eternal redemption.",
  },
];
