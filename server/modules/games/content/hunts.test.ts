import { describe, expect, it } from "vitest";
import { roomOverviews } from "@common/content/palace/overview";
import { parseReferenceField, roomAnswerMatches, textAnswerMatches } from "@common/games/judge/rules";
import { clueProblems, huntProblems } from "./adventure-checks";
import type { Hunt, HuntClue, HuntDifficulty } from "./adventure-types";
import { expectUnique } from "./content-test-kit";
import { hunts } from "./hunts";

// The per-hunt checks live in adventure-checks.ts: the admin's AI drafts must pass them too before approval.

const DIFFICULTIES: readonly HuntDifficulty[] = ["beginner", "pro", "scholar"];
const roomByName = new Map(roomOverviews.map((room) => [room.name, room]));
const parsedField = (ref: string) => parseReferenceField(ref);

describe("the treasure-hunt bank (games.md §4.20)", () => {
  it("has at least 30 hunts, at least 10 per difficulty", () => {
    expect(hunts.length).toBeGreaterThanOrEqual(30);
    for (const difficulty of DIFFICULTIES)
      expect(
        hunts.filter((hunt) => hunt.difficulty === difficulty).length,
        difficulty,
      ).toBeGreaterThanOrEqual(10);
    expect(hunts.every((hunt) => DIFFICULTIES.includes(hunt.difficulty))).toBe(true);
  });

  it("has unique ids, titles and final verses", () => {
    expectUnique(
      hunts.map((hunt) => hunt.id),
      "hunt id",
    );
    expectUnique(
      hunts.map((hunt) => hunt.title),
      "hunt title",
    );
    expectUnique(
      hunts.map((hunt) => parsedField(hunt.finalRef)?.keys.join(",") ?? hunt.finalRef),
      "final verse",
    );
  });

  it("keeps every hunt and clue within the sheet's rules", () => {
    expect(hunts.flatMap(huntProblems)).toEqual([]);
  });

  it("includes the sheet's example chains", () => {
    const example = (difficulty: HuntDifficulty, ref: string) =>
      hunts.some((hunt) => hunt.difficulty === difficulty && hunt.finalRef === ref);
    expect(example("beginner", "Exod 25:8")).toBe(true);
    expect(example("pro", "Rev 5:6")).toBe(true);
    expect(example("scholar", "Dan 8:14")).toBe(true);
  });

  it("never lets a one-letter answer through (R8)", () => {
    for (const hunt of hunts)
      for (const clue of hunt.clues)
        if (clue.type !== "verse" && clue.type !== "room")
          for (const letter of ["a", "i", "e", "s"])
            expect(textAnswerMatches(letter, clue.accepted), `${hunt.id} clue ${clue.n}: "${letter}"`).toBe(
              false,
            );
  });

  it("accepts each room clue's tag and id as well as its name", () => {
    for (const hunt of hunts)
      for (const clue of hunt.clues.filter((c) => c.type === "room"))
        for (const name of clue.accepted) {
          const room = roomByName.get(name);
          expect(room, name).toBeDefined();
          if (room) {
            expect(roomAnswerMatches(room.tag, room), room.tag).toBe(true);
            expect(roomAnswerMatches(room.id, room), room.id).toBe(true);
          }
        }
  });
});

describe("the checks of this test", () => {
  const good = hunts[0] as Hunt;
  const clue = (n: number) => good.clues[n - 1] as HuntClue;

  it("pass a sound hunt", () => {
    expect(huntProblems(good)).toEqual([]);
  });

  it("catch broken hunts", () => {
    const broken = (change: Partial<Hunt>) => huntProblems({ ...good, ...change });
    expect(broken({ id: "Not Kebab" })).not.toEqual([]);
    expect(broken({ clues: good.clues.slice(0, 4) })).not.toEqual([]);
    expect(broken({ finalRef: "John 22:1" })).not.toEqual([]);
    expect(broken({ finalRef: "John 3:16" })).not.toEqual([]);
    expect(broken({ conclusion: "Too short." })).not.toEqual([]);
    expect(broken({ clues: [...good.clues].reverse() })).not.toEqual([]);
    expect(broken({ clues: good.clues.map((c, i) => ({ ...c, n: i + 2 })) })).not.toEqual([]);
  });

  it("catch broken clues", () => {
    const broken = (n: number, change: Partial<HuntClue>) => clueProblems({ ...clue(n), ...change }, "probe");
    expect(broken(1, { text: "Short." })).not.toEqual([]);
    expect(broken(1, { explanation: "Short." })).not.toEqual([]);
    expect(broken(1, { hint2: "Presence" })).not.toEqual([]);
    expect(broken(1, { accepted: ["a"] })).not.toEqual([]);
    expect(broken(1, { accepted: ["Presence"] })).not.toEqual([]);
    expect(broken(2, { accepted: ["Sanctuary Room"] })).not.toEqual([]);
    expect(broken(2, { hint2: "Its tag is BL." })).not.toEqual([]);
    expect(broken(2, { hint1: "a room on floor 2" })).not.toEqual([]);
    expect(broken(3, { accepted: ["golden box"] })).not.toEqual([]);
    expect(broken(5, { accepted: ["Exod 25:99"] })).not.toEqual([]);
    expect(broken(5, { accepted: ["Exod 25:1-9"] })).not.toEqual([]);
    expect(broken(5, { hint2: "It is Exod 25:8." })).not.toEqual([]);
  });
});
