// The Palace symbols module (games.md §3.11 "ptSymbols"): the cards of the card games, with the code a player types,
// the name and meaning shown on hover and focus, and the synonyms R4 accepts as a mention. Public data (no answer
// keys): the browser shows it on the cards and the judges on the server read the same entries. Time-zone codes,
// genre codes and articles follow the palace data (Time Zone, Connect-6 and Blue rooms).

export const dimensionCodes = ["1D", "2D", "3D", "4D", "5D"] as const;
export const wallCodes = ["|S", "|LC", "|GC", "|TP"] as const;
export const operatorCodes = ["+", "→", "∥", "≅", "⊙", "⚖"] as const;
export const zoneCodes = ["H-Pa", "H-Now", "H-Fu", "E-Pa", "E-Now", "E-Fu"] as const;
export const genreCodes = ["Pr", "Go", "Ep", "Hi", "Po", "Pa"] as const;
/** In sanctuary order, from the gate of the court to the ark behind the veil (the Blue Room's path). */
export const articleCodes = ["GATE", "ALTAR", "LAVER", "TABLE", "LAMP", "INCENSE", "VEIL", "ARK"] as const;
export const frameCodes = ["F01", "F07", "F12", "F24"] as const;

/** The Blue Room list's article ids (common/content/palace/reference/sanctuaryArticles.ts) → the cards' codes. */
export const articleCodeById: Readonly<Record<string, ArticleCode>> = {
  gate: "GATE",
  altar: "ALTAR",
  laver: "LAVER",
  lampstand: "LAMP",
  table: "TABLE",
  incense: "INCENSE",
  veil: "VEIL",
  ark: "ARK",
};

export type DimensionCode = (typeof dimensionCodes)[number];
export type WallCode = (typeof wallCodes)[number];
export type OperatorCode = (typeof operatorCodes)[number];
export type ZoneCode = (typeof zoneCodes)[number];
export type GenreCode = (typeof genreCodes)[number];
export type ArticleCode = (typeof articleCodes)[number];
export type FrameCode = (typeof frameCodes)[number];
export type SymbolCode =
  DimensionCode | WallCode | OperatorCode | ZoneCode | GenreCode | ArticleCode | FrameCode;

export type SymbolKind = "dimension" | "wall" | "operator" | "zone" | "genre" | "article" | "frame";

export interface PtSymbol {
  code: SymbolCode;
  name: string;
  kind: SymbolKind;
  /** One line, shown on the card's hover and focus text. */
  meaning: string;
  /** Words that count as a mention (R4) besides the code and the name; at least 3. */
  synonyms: readonly string[];
}

const entries: readonly PtSymbol[] = [
  // Dimensions (the Dimensions Room)
  {
    code: "1D",
    name: "Literal",
    kind: "dimension",
    meaning: "What happened or was said, to whom, when and where.",
    synonyms: ["literal-historical", "historical", "first dimension", "plain sense"],
  },
  {
    code: "2D",
    name: "Christ",
    kind: "dimension",
    meaning: "How the text points to, pictures or reveals Jesus Christ.",
    synonyms: ["christological", "christ dimension", "second dimension", "jesus", "messiah"],
  },
  {
    code: "3D",
    name: "Me",
    kind: "dimension",
    meaning: "What the Christ of the text offers me and how I answer Him.",
    synonyms: ["personal", "third dimension", "my life", "myself"],
  },
  {
    code: "4D",
    name: "Church",
    kind: "dimension",
    meaning: "What the text says to God's people together.",
    synonyms: ["ecclesiological", "fourth dimension", "the church", "god's people", "body of christ"],
  },
  {
    code: "5D",
    name: "Heaven",
    kind: "dimension",
    meaning: "How the text opens onto the end of the story and God's throne.",
    synonyms: ["eschatological", "heavenly", "fifth dimension", "end time", "second coming"],
  },
  // Theme walls
  {
    code: "|S",
    name: "Sanctuary",
    kind: "wall",
    meaning: "The sanctuary wall: the plan of salvation drawn in the tabernacle.",
    synonyms: ["sanctuary wall", "tabernacle", "temple", "sanctuary pattern"],
  },
  {
    code: "|LC",
    name: "Life of Christ",
    kind: "wall",
    meaning: "The Life of Christ wall: His birth, ministry, death, resurrection and reign.",
    synonyms: ["life of christ wall", "gospels", "ministry of jesus", "life of jesus"],
  },
  {
    code: "|GC",
    name: "Great Controversy",
    kind: "wall",
    meaning: "The Great Controversy wall: the conflict between Christ and Satan.",
    synonyms: [
      "great controversy wall",
      "controversy",
      "conflict",
      "cosmic conflict",
      "war between christ and satan",
    ],
  },
  {
    code: "|TP",
    name: "Time Prophecy",
    kind: "wall",
    meaning: "The Time Prophecy wall: the dated prophecies and their fulfilment.",
    synonyms: ["time prophecy wall", "prophetic time", "prophetic timeline", "dated prophecy"],
  },
  // Operators
  {
    code: "+",
    name: "Add",
    kind: "operator",
    meaning: "Add a link: join one truth to another.",
    synonyms: ["plus", "add a link", "joined with", "together with"],
  },
  {
    code: "→",
    name: "Leads to",
    kind: "operator",
    meaning: "One truth leads to, or results in, the next.",
    synonyms: ["arrow", "leads to", "results in", "therefore"],
  },
  {
    code: "∥",
    name: "Parallel",
    kind: "operator",
    meaning: "Two passages or events run side by side.",
    synonyms: ["parallel", "parallels", "side by side", "mirror"],
  },
  {
    code: "≅",
    name: "Type",
    kind: "operator",
    meaning: "Type and antitype: a shadow fulfilled by its reality.",
    synonyms: ["type", "antitype", "typology", "foreshadow", "shadow"],
  },
  {
    code: "⊙",
    name: "Centre",
    kind: "operator",
    meaning: "Centre it in Christ: the text's truth with Jesus at the middle.",
    synonyms: ["centre", "center", "centred", "centered", "christ-centred", "christ-centered"],
  },
  {
    code: "⚖",
    name: "Integrity",
    kind: "operator",
    meaning: "Integrity check: weigh the reading against the whole of Scripture.",
    synonyms: ["integrity", "integrity check", "weigh", "balance", "whole counsel"],
  },
  // Time zones (the Time Zone Room)
  {
    code: "H-Pa",
    name: "Heaven past",
    kind: "zone",
    meaning: "Before and above earthly history: the divine counsel, Lucifer's fall.",
    synonyms: ["heaven-past", "heavenly past", "before creation", "war in heaven"],
  },
  {
    code: "H-Now",
    name: "Heaven now",
    kind: "zone",
    meaning: "Christ's present ministry in the heavenly sanctuary, angels at work.",
    synonyms: ["heaven-now", "heavenly present", "heaven present", "intercession now"],
  },
  {
    code: "H-Fu",
    name: "Heaven future",
    kind: "zone",
    meaning: "The eternal throne, God dwelling with His people.",
    synonyms: ["heaven-future", "heavenly future", "eternity", "eternal kingdom"],
  },
  {
    code: "E-Pa",
    name: "Earth past",
    kind: "zone",
    meaning: "Biblical history already fulfilled.",
    synonyms: ["earth-past", "earthly past", "past history", "fulfilled history"],
  },
  {
    code: "E-Now",
    name: "Earth now",
    kind: "zone",
    meaning: "The believer's life and the church's work today.",
    synonyms: ["earth-now", "earthly present", "earth present", "present age"],
  },
  {
    code: "E-Fu",
    name: "Earth future",
    kind: "zone",
    meaning: "End-time events, the second coming, the millennium, the new earth.",
    synonyms: ["earth-future", "earthly future", "last days", "end-time"],
  },
  // Genres (the Connect-6 Room)
  {
    code: "Pr",
    name: "Prophecy",
    kind: "genre",
    meaning: "Isaiah–Malachi and Revelation.",
    synonyms: ["prophetic", "prophets", "prophetic books", "apocalyptic"],
  },
  {
    code: "Go",
    name: "Gospel",
    kind: "genre",
    meaning: "Matthew to John.",
    synonyms: ["gospels", "gospel account", "evangelists", "gospel books"],
  },
  {
    code: "Ep",
    name: "Epistle",
    kind: "genre",
    meaning: "Romans to Jude.",
    synonyms: ["epistles", "letter", "letters", "apostolic letter"],
  },
  {
    code: "Hi",
    name: "History",
    kind: "genre",
    meaning: "Genesis to Esther, and Acts.",
    synonyms: ["historical", "narrative", "historical books", "historical narrative"],
  },
  {
    code: "Po",
    name: "Poetry",
    kind: "genre",
    meaning: "Job to the Song of Solomon.",
    synonyms: ["poetic", "psalms", "wisdom", "poetic books"],
  },
  {
    code: "Pa",
    name: "Parable",
    kind: "genre",
    meaning: "A story Jesus told to teach one main point.",
    synonyms: ["parables", "story of jesus", "illustration", "jesus' story"],
  },
  // Sanctuary articles (the Blue Room)
  {
    code: "GATE",
    name: "Gate",
    kind: "article",
    meaning: "Access: the one way in, Christ the door (John 10:9).",
    synonyms: ["door", "entrance", "gateway", "way in"],
  },
  {
    code: "ALTAR",
    name: "Altar of burnt offering",
    kind: "article",
    meaning: "The sacrifice: Christ's death for sin (Heb 13:10-12).",
    synonyms: ["altar", "sacrifice", "cross", "burnt offering", "offering"],
  },
  {
    code: "LAVER",
    name: "Laver",
    kind: "article",
    meaning: "Washing: cleansing by the word and baptism (Eph 5:26).",
    synonyms: ["washing", "baptism", "basin", "cleansing"],
  },
  {
    code: "TABLE",
    name: "Table of showbread",
    kind: "article",
    meaning: "Bread of the presence: Christ the bread of life (John 6:35).",
    synonyms: ["showbread", "shewbread", "bread", "bread of life", "table"],
  },
  {
    code: "LAMP",
    name: "Lampstand",
    kind: "article",
    meaning: "Light: the Spirit-filled church shining (Rev 1:20).",
    synonyms: ["lampstand", "candlestick", "menorah", "light", "lamp"],
  },
  {
    code: "INCENSE",
    name: "Altar of incense",
    kind: "article",
    meaning: "Prayer: the saints' prayers with Christ's merits (Rev 8:3-4).",
    synonyms: ["incense", "prayer", "prayers", "golden altar"],
  },
  {
    code: "VEIL",
    name: "Veil",
    kind: "article",
    meaning: "The way opened: Christ's flesh torn for us (Heb 10:19-20).",
    synonyms: ["veil", "curtain", "torn veil", "vail"],
  },
  {
    code: "ARK",
    name: "Ark of the covenant",
    kind: "article",
    meaning: "The throne of law and mercy, the mercy seat (Rom 3:25).",
    synonyms: ["ark", "mercy seat", "covenant", "most holy place", "propitiation"],
  },
  // Frames (Frame Snapshot: story beats in the style of the 24FPS room)
  {
    code: "F01",
    name: "Opening",
    kind: "frame",
    meaning: "A beginning: creation, a call or a promise.",
    synonyms: ["opening frame", "beginning", "creation", "promise", "call"],
  },
  {
    code: "F07",
    name: "Crisis",
    kind: "frame",
    meaning: "Sin, danger or conflict.",
    synonyms: ["crisis frame", "sin", "danger", "conflict", "fall"],
  },
  {
    code: "F12",
    name: "Turning",
    kind: "frame",
    meaning: "God steps in: the cross turns the story.",
    synonyms: ["turning frame", "turning point", "intervention", "the cross", "rescue"],
  },
  {
    code: "F24",
    name: "Final",
    kind: "frame",
    meaning: "Restoration and glory.",
    synonyms: ["final frame", "restoration", "glory", "new earth", "ending"],
  },
];

export const ptSymbols: readonly PtSymbol[] = entries;

const byCode = new Map<string, PtSymbol>(entries.map((entry) => [entry.code, entry]));

/** The symbol a code names (codes are exact: "|S", "E-Now"); undefined for an unknown code. */
export function findSymbol(code: string): PtSymbol | undefined {
  return byCode.get(code);
}

export function symbolOf(code: SymbolCode): PtSymbol {
  const symbol = byCode.get(code);
  if (!symbol) throw new Error(`Unknown palace symbol ${code}`);
  return symbol;
}

export const isSymbolCode = (code: string): code is SymbolCode => byCode.has(code);
