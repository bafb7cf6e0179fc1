// Content integrity of the Palace Quiz questions, the Palace Cards practice verses and the room keywords
// (games.md §4.13, §4.15). Fails the build when the curated content drifts.
import { describe, expect, it } from "vitest";
import { parseReference } from "@common/bible/reference";
import { keywordHits, scanReferences, splitSentences } from "@common/games/judge/rules";
import { roomOverviews } from "@common/content/palace/overview";
import { ROOM_IDS, type RoomId } from "@common/content/palace/types";
import { practiceVerses } from "./practice-verses";
import { quizQuestions } from "./quiz-questions";
import { roomKeywords } from "./room-keywords";

/**
 * Words that would give a room away in a stem or a card statement, besides its full name and its tag. A plain
 * entry matches at the start of a word ("stor" → story, stories); "=word" matches the whole word only.
 */
const GIVEAWAYS: Readonly<Record<RoomId, readonly string[]>> = {
  sr: ["=story", "=stories"],
  ir: ["imagin"],
  "24fps": ["=24", "fps", "24fps"],
  br: ["render", "=bible"],
  tr: ["translat"],
  gr: ["gem"],
  or: ["observ"],
  dc: ["def-com", "defcom", "defin", "commentar"],
  st: ["symbol", "type", "typolog"],
  qr: ["question"],
  qa: ["q&a", "chain", "answer"],
  nf: ["natur", "freestyle"],
  pf: ["personal", "freestyle"],
  bf: ["=bible", "freestyle"],
  hf: ["histor", "social", "societ", "freestyle"],
  lr: ["listen"],
  cr: ["concentrat"],
  dr: ["dimension"],
  c6: ["connect", "=six"],
  trm: ["theme"],
  tz: ["zone", "=time"],
  prm: ["pattern"],
  par: ["parallel", "‖"],
  frt: ["fruit"],
  bl: ["sanctuar", "=blue"],
  pr: ["prophe"],
  "3a": ["angel", "=three"],
  fe: ["feast"],
  cec: ["christ", "=every", "chapter"],
  r66: ["=66", "sixty-six"],
  "123h": ["heaven", "=three", "=1h", "=2h", "=3h"],
  cycles: ["cycle", "=eight", "@"],
  math: ["math"],
  jr: ["juice"],
  frm: ["fire"],
  mr: ["meditat"],
  srm: ["speed"],
  infinity: ["reflex", "master", "∞"],
};

const QUIZ_KINDS = ["core-question", "purpose", "method", "pitfall"] as const;

const overviewById = new Map(roomOverviews.map((room) => [room.id, room]));

function overview(roomId: RoomId) {
  const room = overviewById.get(roomId);
  if (!room) throw new Error(`Unknown room ${roomId}`);
  return room;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function wordRegExp(word: string, whole: boolean): RegExp {
  const tail = whole ? "(?![\\p{L}\\p{N}])" : "";
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}${tail}`, "iu");
}

/** The words in `text` that give `roomId` away: its name, its tag (whole word) or a distinctive word. */
function giveaways(roomId: RoomId, text: string): string[] {
  const room = overview(roomId);
  const found: string[] = [];
  if (text.toLowerCase().includes(room.name.toLowerCase())) found.push(room.name);
  if (wordRegExp(room.tag, true).test(text)) found.push(room.tag);
  for (const entry of GIVEAWAYS[roomId]) {
    const whole = entry.startsWith("=");
    const word = whole ? entry.slice(1) : entry;
    if (wordRegExp(word, whole).test(text)) found.push(word);
  }
  return found;
}

/** References written inside prose, e.g. "(Heb 10:10)" or "1 Pet 2:24"; only book-chapter:verse forms. */
function inlineRefs(text: string): string[] {
  return [...text.matchAll(/\b(?:[1-3] )?[A-Z][a-z]+ \d+:\d+(?:-\d+)?/g)].map((m) => m[0]);
}

function expectRef(ref: string, where: string) {
  expect(parseReference(ref), `${where}: "${ref}" does not parse`).not.toBeNull();
}

describe("palace quiz questions", () => {
  it("has 114 questions, three per room, with unique ids named after the room", () => {
    expect(quizQuestions).toHaveLength(114);
    expect(new Set(quizQuestions.map((q) => q.id)).size).toBe(114);
    for (const roomId of ROOM_IDS) {
      const ids = quizQuestions.filter((q) => q.roomId === roomId).map((q) => q.id);
      expect(ids, roomId).toEqual([`${roomId}-1`, `${roomId}-2`, `${roomId}-3`]);
    }
  });

  it("varies the kind: three different kinds per room and all four kinds used", () => {
    for (const roomId of ROOM_IDS) {
      const kinds = new Set(quizQuestions.filter((q) => q.roomId === roomId).map((q) => q.kind));
      expect(kinds.size, roomId).toBe(3);
    }
    for (const kind of QUIZ_KINDS) {
      expect(quizQuestions.filter((q) => q.kind === kind).length, kind).toBeGreaterThanOrEqual(8);
    }
  });

  it("keeps stems within 220 and explanations within 240 characters", () => {
    for (const q of quizQuestions) {
      expect(q.stem.trim().length, q.id).toBeGreaterThan(20);
      expect(q.stem.length, `${q.id} stem`).toBeLessThanOrEqual(220);
      expect(q.explanation.trim().length, q.id).toBeGreaterThan(20);
      expect(q.explanation.length, `${q.id} explanation`).toBeLessThanOrEqual(240);
    }
  });

  it("never names the room, its tag or a give-away word in the stem", () => {
    for (const q of quizQuestions) {
      expect(giveaways(q.roomId, q.stem), `${q.id}: ${q.stem}`).toEqual([]);
    }
  });

  it("cites only references that parse", () => {
    for (const q of quizQuestions) {
      for (const text of [q.stem, q.explanation]) {
        for (const ref of inlineRefs(text)) expectRef(ref, q.id);
        expect(scanReferences(text).invalid, q.id).toEqual([]);
      }
    }
  });
});

describe("palace cards practice verses", () => {
  it("has at least 12 verses with unique ids and references that parse", () => {
    expect(practiceVerses.length).toBeGreaterThanOrEqual(12);
    expect(new Set(practiceVerses.map((v) => v.id)).size).toBe(practiceVerses.length);
    expect(new Set(practiceVerses.map((v) => v.ref)).size).toBe(practiceVerses.length);
    for (const verse of practiceVerses) {
      expect(verse.id, verse.ref).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expectRef(verse.ref, verse.id);
      const parsed = parseReference(verse.ref);
      const range = parsed?.ranges[0];
      expect(parsed?.ranges, `${verse.ref} is one verse`).toHaveLength(1);
      expect(range?.start, `${verse.ref} is one verse`).toEqual(range?.end);
    }
  });

  it("gives every verse 8 applications from 8 distinct rooms", () => {
    for (const verse of practiceVerses) {
      expect(verse.applications, verse.id).toHaveLength(8);
      expect(new Set(verse.applications.map((a) => a.roomId)).size, verse.id).toBe(8);
      for (const application of verse.applications) {
        expect(ROOM_IDS as readonly string[], verse.id).toContain(application.roomId);
      }
    }
  });

  it("covers at least 30 of the 38 rooms", () => {
    const covered = new Set(practiceVerses.flatMap((v) => v.applications.map((a) => a.roomId)));
    expect(covered.size).toBeGreaterThanOrEqual(30);
  });

  it("supports Easy (3+ floor-1/2 rooms per verse) and Hard (a same-floor pair per verse)", () => {
    for (const verse of practiceVerses) {
      const floors = verse.applications.map((a) => overview(a.roomId).floor);
      expect(floors.filter((f) => f <= 2).length, verse.id).toBeGreaterThanOrEqual(3);
      expect(new Set(floors).size, `${verse.id} has a same-floor pair`).toBeLessThan(floors.length);
    }
  });

  it("keeps statements within 200 characters and models to 1–3 sentences", () => {
    for (const verse of practiceVerses) {
      for (const { roomId, statement, model } of verse.applications) {
        const where = `${verse.id}/${roomId}`;
        expect(statement.trim().length, where).toBeGreaterThan(30);
        expect(statement.length, `${where} statement`).toBeLessThanOrEqual(200);
        expect(model.trim().length, where).toBeGreaterThan(30);
        const sentences = splitSentences(model).length;
        expect(sentences, `${where} model sentences`).toBeGreaterThanOrEqual(1);
        expect(sentences, `${where} model sentences`).toBeLessThanOrEqual(3);
      }
    }
  });

  it("never names the room in a statement, and every model uses at least 2 of the room's keywords", () => {
    for (const verse of practiceVerses) {
      for (const { roomId, statement, model } of verse.applications) {
        const where = `${verse.id}/${roomId}`;
        expect(giveaways(roomId, statement), `${where}: ${statement}`).toEqual([]);
        // The model would earn the write-mode keyword point of the rules judge.
        expect(
          keywordHits(model, roomKeywords[roomId]).length,
          `${where} model keywords`,
        ).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("cites only references that parse inside statements and models", () => {
    for (const verse of practiceVerses) {
      for (const { roomId, statement, model } of verse.applications) {
        for (const text of [statement, model]) {
          for (const ref of inlineRefs(text)) expectRef(ref, `${verse.id}/${roomId}`);
          expect(scanReferences(text).invalid, `${verse.id}/${roomId}`).toEqual([]);
        }
      }
    }
  });
});

describe("room method keywords", () => {
  it("lists 6–10 unique, lower-case keywords of one or two words for each of the 38 rooms", () => {
    expect(Object.keys(roomKeywords).sort()).toEqual([...ROOM_IDS].sort());
    for (const roomId of ROOM_IDS) {
      const keywords = roomKeywords[roomId];
      expect(keywords.length, roomId).toBeGreaterThanOrEqual(6);
      expect(keywords.length, roomId).toBeLessThanOrEqual(10);
      expect(new Set(keywords).size, `${roomId} duplicates`).toBe(keywords.length);
      for (const keyword of keywords) {
        expect(keyword, roomId).toBe(keyword.toLowerCase());
        expect(keyword, roomId).toBe(keyword.trim());
        expect(keyword.split(/\s+/).length, `${roomId}: "${keyword}"`).toBeLessThanOrEqual(2);
        // The judge matches letters only (keywordHits), so a keyword must be made of words, not numbers.
        expect(keyword, roomId).toMatch(/^[\p{L}][\p{L}'’ -]*$/u);
      }
    }
  });
});
