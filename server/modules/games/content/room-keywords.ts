// Method keywords per room (games.md §4.13 write mode; §3.11 room verse pools): the words a student applying the
// room would naturally use. Lower-case, single words or two-word phrases, 6–10 per room.
import type { RoomKeywords } from "./types";

export const roomKeywords: RoomKeywords = {
  // Floor 1
  sr: ["beats", "sequence", "order", "label", "arc", "retell", "scene", "plot"],
  ir: ["senses", "sight", "sound", "touch", "smell", "taste", "scene", "setting", "imagine"],
  "24fps": ["frame", "picture", "image", "chapter", "hook", "memorable", "sketch", "index"],
  br: ["block", "glyph", "legend", "chapters", "symbol", "recite", "aerial", "storyline"],
  tr: ["picture", "icon", "panel", "strip", "mural", "image", "concrete", "draw"],
  gr: ["gem", "texts together", "combine", "insight", "anchored", "rare", "usable", "texts"],
  // Floor 2
  or: ["observation", "observe", "notice", "list", "repetition", "contrast", "count", "detail", "omission"],
  dc: [
    "greek",
    "hebrew",
    "strong's",
    "lexicon",
    "definition",
    "commentary",
    "culture",
    "original",
    "word study",
  ],
  st: ["symbol", "type", "antitype", "image", "fulfilment", "consistently", "shadow", "sign"],
  qr: ["question", "why", "intra", "inter", "palace", "ask", "open question", "starred"],
  qa: ["answer", "chain", "synthesis", "texts", "scripture interprets", "context", "clear texts", "question"],
  // Floor 3
  nf: ["nature", "creation", "object", "trait", "lesson", "seed", "animal", "plant"],
  pf: ["my life", "experience", "testimony", "lesson", "parallel", "personal", "event", "grace"],
  bf: ["brother", "cousin", "relative", "cluster", "cross-reference", "related", "link", "concept"],
  hf: ["history", "event", "culture", "society", "secular", "lesson", "warning", "illustration"],
  lr: ["heard", "listen", "sermon", "echo", "verify", "capture", "action", "song"],
  // Floor 4
  cr: ["prophet", "priest", "king", "office", "intercession", "title", "act", "benefit"],
  dr: ["literal", "christ", "personal", "church", "heaven", "dimension", "face", "diamond"],
  c6: ["genre", "prophecy", "parable", "epistle", "history", "gospel", "poetry", "wisdom", "synthesis"],
  trm: ["span", "wall", "floor", "ceiling", "sanctuary wall", "great controversy", "gospel floor", "theme"],
  tz: ["zone", "heaven", "earth", "past", "present", "future", "lens", "heaven now", "earth future"],
  prm: ["pattern", "motif", "recurring", "instances", "third day", "repeat", "structure", "insight"],
  par: ["parallel", "mirror", "echo", "escalation", "greater", "pair", "warrant", "surpass"],
  frt: ["fruit", "humility", "pride", "hope", "despair", "balancing truth", "test", "conscience"],
  // Floor 5
  bl: ["sanctuary", "altar", "laver", "lampstand", "showbread", "incense", "veil", "ark", "priest", "blood"],
  pr: ["prophecy", "daniel", "revelation", "beast", "kingdom", "historicist", "day-year", "timeline", "horn"],
  "3a": [
    "first angel",
    "second angel",
    "third angel",
    "everlasting gospel",
    "worship",
    "judgment",
    "babylon",
    "creator",
    "mission",
  ],
  fe: ["feast", "passover", "unleavened", "firstfruits", "pentecost", "trumpets", "atonement", "tabernacles"],
  cec: ["christ", "christ-line", "promise", "type", "title", "cross-link", "chapter", "gospel trail"],
  r66: ["theme", "thread", "genesis", "revelation", "arc", "every book", "constellation", "climax"],
  // Floor 6
  "123h": [
    "horizon",
    "first audience",
    "new earth",
    "fulfilment",
    "telescope",
    "near fulfilment",
    "final judgment",
    "church age",
  ],
  cycles: ["cycle", "fall", "covenant", "sanctuary", "enemy", "restoration", "spiral", "beat"],
  math: [
    "time prophecy",
    "day-year",
    "period",
    "years",
    "calculation",
    "seventy weeks",
    "decree",
    "year zero",
    "appointed time",
  ],
  jr: ["juice", "whole book", "concentrated", "essence", "christ-line", "tag line", "press", "movement"],
  // Floor 7
  frm: ["wound", "conviction", "comfort", "hope", "prayer", "pray", "confess", "heart"],
  mr: ["meditate", "phrase", "repeat", "murmur", "breath", "linger", "carry", "return"],
  srm: ["speed", "timer", "sprint", "seconds", "recall", "fast", "drill", "accuracy", "score"],
  // Floor 8
  infinity: ["reflex", "mastery", "teach", "audit", "without notes", "instinct", "rooms", "gap"],
};
