import { describe, expect, it } from "vitest";
import { roomOverviews } from "@common/content/palace/overview";
import { ESCAPE_ROOM, escapeDifficulties } from "@common/games/rules";
import { escapePuzzles } from "@server/modules/games/content/escape-puzzles";
import { createRng } from "@server/modules/games/rng";
import { assembleRoom, puzzleById } from "./assemble";
import {
  acceptPartial,
  answerLock,
  attemptScore,
  settle,
  startAttempt,
  takeHint,
  type AttemptState,
} from "./attempt";
import { gradeLock } from "./grade";

const at = (iso: string) => new Date(iso);
const t0 = at("2026-03-02T10:00:00.000Z");
const plus = (ms: number) => new Date(t0.getTime() + ms);

/** A justification of `words` words that names the lock's room. */
function justification(roomTag: string, words = 15): string {
  const room = roomOverviews.find((overview) => overview.tag === roomTag);
  const filler =
    "this verse shows the pattern clearly and points forward to Christ and His finished work for us all today".split(
      " ",
    );
  return [`The ${room?.name}`, ...filler].join(" ").split(" ").slice(0, words).join(" ");
}

function perfectAnswer(state: AttemptState) {
  const lock = state.locks[state.current];
  const puzzle = puzzleById(lock?.puzzleId ?? "");
  return {
    refs: [puzzle.expectedRefs[0] ?? ""],
    justification: justification(puzzle.roomTag),
    principle: puzzle.principle,
  };
}

describe("escape room assembly (§4.21)", () => {
  it("Room-as-Room: 3–6 locks + the room's own escape lock, no room twice among the fillers", () => {
    for (const room of roomOverviews)
      for (const difficulty of escapeDifficulties) {
        const built = assembleRoom(
          { mode: "room", roomTag: room.tag },
          difficulty,
          createRng(`${room.tag}${difficulty}`),
        );
        const locks = built.puzzleIds.map(puzzleById);
        expect(locks).toHaveLength(ESCAPE_ROOM.modes.room.locks[difficulty] + 1);
        const final = locks.at(-1);
        expect(final?.final).toBe(true);
        expect(final?.roomTag).toBe(room.tag);
        const regular = locks.slice(0, -1);
        expect(regular.every((lock) => !lock.final)).toBe(true);
        expect(new Set(built.puzzleIds).size).toBe(built.puzzleIds.length);
        // The chosen room's own locks come first.
        expect(regular.slice(0, 3).every((lock) => lock.roomTag === room.tag)).toBe(true);
      }
  });

  it("Category Gauntlet: locks of the category, each from a different room; pro ends on a boss", () => {
    for (const category of ESCAPE_ROOM.gauntletCategories)
      for (const difficulty of escapeDifficulties) {
        const built = assembleRoom(
          { mode: "gauntlet", category },
          difficulty,
          createRng(`${category}${difficulty}`),
        );
        const locks = built.puzzleIds.map(puzzleById);
        expect(locks).toHaveLength(ESCAPE_ROOM.modes.gauntlet.locks[difficulty]);
        expect(locks.every((lock) => lock.category === category)).toBe(true);
        expect(new Set(locks.map((lock) => lock.roomTag)).size).toBe(locks.length);
        expect(locks.at(-1)?.final === true).toBe(difficulty === "pro");
        expect(built.hasFinal).toBe(difficulty === "pro");
      }
  });

  it("Floor Race: one lock per floor 1–n in order, then a summit", () => {
    for (const difficulty of escapeDifficulties) {
      const built = assembleRoom({ mode: "floor-race" }, difficulty, createRng(difficulty));
      const locks = built.puzzleIds.map(puzzleById);
      const floors = ESCAPE_ROOM.modes["floor-race"].locks[difficulty];
      expect(locks.slice(0, -1).map((lock) => lock.floor)).toEqual(
        Array.from({ length: floors }, (_, i) => i + 1),
      );
      expect(locks.at(-1)?.final).toBe(true);
    }
  });
});

describe("grading a lock", () => {
  const puzzle = escapePuzzles.find((candidate) => candidate.id === "sr-1");
  if (!puzzle) throw new Error("sr-1");

  it("acceptance 2: asdf as the reference fails with nothing to show for it", () => {
    const graded = gradeLock(puzzle, {
      refs: ["asdf"],
      justification: justification("SR"),
      principle: puzzle.principle,
    });
    expect(graded.grade).toBe("fail");
    expect(graded.invalidRefs).toEqual(["asdf"]);
  });

  it("acceptance 3: an expected reference, the right principle and 15 words naming the room → perfect", () => {
    const answer = {
      refs: ["Genesis 50:20"],
      justification: justification("SR", 15),
      principle: puzzle.principle,
    };
    expect(gradeLock(puzzle, answer).grade).toBe("perfect");
    // Same, but the room not named, or 11 words: partial.
    expect(
      gradeLock(puzzle, {
        ...answer,
        justification: "This verse shows the whole pattern of the story clearly and fully today",
      }).grade,
    ).toBe("partial");
    expect(gradeLock(puzzle, { ...answer, justification: justification("SR", 11) }).grade).toBe("partial");
    // The wrong principle: partial.
    expect(gradeLock(puzzle, { ...answer, principle: puzzle.principleOptions[0] ?? "" }).grade).toBe(
      "partial",
    );
  });

  it("a related reference with the right principle is partial; with the wrong one it fails", () => {
    const base = { justification: justification("SR"), principle: puzzle.principle };
    expect(gradeLock(puzzle, { ...base, refs: [puzzle.partialRefs[0] ?? ""] }).grade).toBe("partial");
    expect(gradeLock(puzzle, { ...base, refs: ["Gen 50:2"] }).grade).toBe("partial");
    expect(
      gradeLock(puzzle, { ...base, refs: ["Gen 50:2"], principle: puzzle.principleOptions[1] ?? "" }).grade,
    ).toBe("fail");
    expect(gradeLock(puzzle, { ...base, refs: ["John 3:16"] }).grade).toBe("fail");
  });
});

describe("an attempt", () => {
  const room = assembleRoom({ mode: "room", roomTag: "SR" }, "easy", createRng("attempt"));

  it("a perfect run escapes with every lock's points and +1 a minute left (at most 15)", () => {
    let state = startAttempt(room, t0, createRng("a"));
    expect(new Date(state.deadlineAt).getTime() - t0.getTime()).toBe(45 * 60_000);
    expect(state.locks[0]?.options).toHaveLength(6);
    expect(state.locks[0]?.options).toContain(puzzleById(room.puzzleIds[0] ?? "").principle);
    for (let lockNo = 1; lockNo <= room.puzzleIds.length; lockNo += 1) {
      const answer = perfectAnswer(state);
      const out = answerLock(state, lockNo, answer, plus(lockNo * 60_000));
      expect(out.result).toBe("perfect");
      state = out.state;
    }
    expect(state.status).toBe("escaped");
    // Locks 3 × 8 + the escape lock 12 = 36, less the principle reuses, + 15 (41 minutes left, capped).
    expect(state.bonus).toBe(15);
    expect(attemptScore(state)).toBe(36 - state.penalties + 15);
  });

  it("three fails break the lock open (0 points, answers revealed); a partial can be taken or retried", () => {
    let state = startAttempt(room, t0, createRng("b"));
    const wrong = { refs: ["asdf"], justification: "short", principle: state.locks[0]?.options[0] ?? "" };
    let out = answerLock(state, 1, wrong, plus(1000));
    expect(out).toMatchObject({ result: "failed", triesLeft: 2, revealed: null });
    out = answerLock(out.state, 1, wrong, plus(2000));
    out = answerLock(out.state, 1, wrong, plus(3000));
    expect(out.result).toBe("broken");
    expect(out.revealed?.expectedRefs).toEqual(puzzleById(room.puzzleIds[0] ?? "").expectedRefs);
    state = out.state;
    expect(state.locks[0]).toMatchObject({ status: "broken", points: 0 });
    expect(state.current).toBe(1);

    const puzzle = puzzleById(room.puzzleIds[1] ?? "");
    const partial = answerLock(
      state,
      2,
      { refs: [puzzle.expectedRefs[0] ?? ""], justification: "too short", principle: puzzle.principle },
      plus(4000),
    );
    expect(partial.result).toBe("partial_offered");
    expect(partial.state.locks[1]?.pendingPartial).toBe(8 / 2);
    const taken = acceptPartial(partial.state, 2, plus(5000));
    expect(taken.locks[1]).toMatchObject({ status: "partial", points: 4 });
    expect(() => acceptPartial(taken, 3, plus(6000))).toThrow("There are no partial points to take.");
  });

  it("acceptance 4: a hint deducts the mode's price; reusing the last lock's principle costs 1 once", () => {
    const state = startAttempt(room, t0, createRng("c"));
    const hint = takeHint(state, 1);
    expect(hint).toMatchObject({ level: 1, cost: 3, text: puzzleById(room.puzzleIds[0] ?? "").typologyNote });
    const second = takeHint(hint.state, 1);
    expect(second.text).toMatch(/^One verse that opens this lock is in Genesis\.$/);
    expect(second.state.penalties).toBe(6);
    expect(() => takeHint(second.state, 1)).toThrow("This lock has no more hints.");
    const floor = assembleRoom({ mode: "floor-race" }, "easy", createRng("d"));
    let race = startAttempt(floor, t0, createRng("d"));
    race = takeHint(race, 1).state;
    race = answerLock(race, 1, perfectAnswer(race), plus(1000)).state;
    race = takeHint(race, 2).state;
    expect(() => takeHint(race, 2)).toThrow("You have used all 2 hints.");
  });

  it("acceptance 5: at the deadline the doors seal and the points earned are kept, without a bonus", () => {
    let state = startAttempt(room, t0, createRng("e"), true);
    expect(new Date(state.deadlineAt).getTime() - t0.getTime()).toBe(45_000);
    state = answerLock(state, 1, perfectAnswer(state), plus(10_000)).state;
    expect(settle(state, plus(46_000)).status).toBe("active");
    const sealed = settle(state, plus(48_000));
    expect(sealed).toMatchObject({ status: "sealed", bonus: 0 });
    expect(attemptScore(sealed)).toBe(8);
    expect(() => answerLock(sealed, 2, perfectAnswer(sealed), plus(49_000))).toThrow("The doors sealed.");
  });

  it("Floor Race: a lock over its 6-minute cap fails and the next opens at the cap", () => {
    const floor = assembleRoom({ mode: "floor-race" }, "easy", createRng("f"));
    const state = startAttempt(floor, t0, createRng("f"));
    const later = settle(state, plus(13 * 60_000));
    expect(later.locks.slice(0, 2).map((lock) => lock.status)).toEqual(["timed_out", "timed_out"]);
    expect(later.current).toBe(2);
    expect(later.locks[2]?.openedAt).toBe(plus(12 * 60_000).toISOString());
    expect(later.status).toBe("active");
  });
});
