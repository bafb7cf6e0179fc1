// Content integrity of Spiritual Training, "Christian Art of War" (screens.md §7.6): the sixteen battle scenarios
// and the static teaching (victory thoughts, besetting sins, styles, weapons) are complete, in order and readable.
import { describe, expect, test } from "vitest";
import { parseReference } from "@common/bible/reference";
import {
  besettingSins,
  fruitsOfTheSpirit,
  styleIds,
  trainingStyles,
  victoryThoughts,
  weaponIds,
  weapons,
} from "@common/content/training";
import { battleScenarios } from "./scenarios";

function expectReference(ref: string, where: string) {
  expect(parseReference(ref), `${where}: "${ref}" does not parse`).not.toBeNull();
}

/** Every string anywhere inside a value, with a path for the failure message. */
function stringsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsOf(item, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${path}.${key}`));
  return [];
}

const fruits = new Set<string>(fruitsOfTheSpirit);
const styles = new Set<string>(styleIds);
const weaponSet = new Set<string>(weaponIds);

describe("training battle scenarios", () => {
  test("there are 16 with unique kebab-case ids and positions 1–16 in order", () => {
    expect(battleScenarios).toHaveLength(16);
    expect(new Set(battleScenarios.map((s) => s.id)).size).toBe(16);
    for (const s of battleScenarios) expect(s.id, s.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(battleScenarios.map((s) => s.position)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  test("every scenario has three options, each with three distinct fruits, a style and a weapon", () => {
    for (const s of battleScenarios) {
      expect(s.options, s.id).toHaveLength(3);
      for (const [i, option] of s.options.entries()) {
        const where = `${s.id} option ${i}`;
        expect(option.fruits, where).toHaveLength(3);
        expect(new Set(option.fruits).size, `${where}: fruits repeat`).toBe(3);
        for (const fruit of option.fruits) expect(fruits.has(fruit), `${where}: ${fruit}`).toBe(true);
        expect(styles.has(option.style), `${where}: ${option.style}`).toBe(true);
        expect(weaponSet.has(option.weapon), `${where}: ${option.weapon}`).toBe(true);
      }
      expect(new Set(s.options.map((o) => o.text)).size, `${s.id}: options repeat`).toBe(3);
    }
  });

  test("the correct answer is spread over every index (each of 0, 1, 2 at least 4 times)", () => {
    for (const index of [0, 1, 2]) {
      const count = battleScenarios.filter((s) => s.correct === index).length;
      expect(count, `correct = ${index}`).toBeGreaterThanOrEqual(4);
    }
  });

  test("every scenario reference parses", () => {
    for (const s of battleScenarios) expectReference(s.reference, s.id);
  });

  test("no empty strings", () => {
    for (const [path, text] of stringsOf(battleScenarios, "battleScenarios"))
      expect(text.trim().length, `${path} is empty`).toBeGreaterThan(0);
  });
});

describe("training teaching content", () => {
  test("at least 30 victory thoughts, each with a parsing reference", () => {
    expect(victoryThoughts.length).toBeGreaterThanOrEqual(30);
    expect(new Set(victoryThoughts.map((t) => t.text)).size).toBe(victoryThoughts.length);
    for (const [i, thought] of victoryThoughts.entries()) expectReference(thought.reference, `thought ${i}`);
  });

  test("seven besetting sins in the documented order, each countered by two distinct fruits", () => {
    expect(besettingSins.map((sin) => sin.id)).toEqual([
      "pride",
      "anger",
      "lust",
      "greed",
      "envy",
      "laziness",
      "gluttony",
    ]);
    for (const sin of besettingSins) {
      expect(new Set(sin.counters).size, sin.id).toBe(2);
      for (const fruit of sin.counters) expect(fruits.has(fruit), `${sin.id}: ${fruit}`).toBe(true);
      expectReference(sin.reference, sin.id);
    }
  });

  test("six styles in the documented order", () => {
    expect(trainingStyles.map((style) => style.id)).toEqual([
      "lion",
      "lamb",
      "eagle",
      "serpent",
      "dove",
      "ox",
    ]);
    for (const style of trainingStyles) expectReference(style.reference, style.id);
  });

  test("seven weapons in the order of Ephesians 6:14-18, each referenced within it", () => {
    expect(weapons.map((weapon) => weapon.id)).toEqual([
      "truth",
      "righteousness",
      "gospel",
      "faith",
      "salvation",
      "sword",
      "prayer",
    ]);
    for (const weapon of weapons) {
      const parsed = parseReference(weapon.reference);
      expect(parsed, `${weapon.id}: "${weapon.reference}" does not parse`).not.toBeNull();
      for (const range of parsed?.ranges ?? []) {
        for (const point of [range.start, range.end]) {
          expect(point.book, weapon.id).toBe("Eph");
          expect(point.chapter, weapon.id).toBe(6);
          expect(point.verse, weapon.id).toBeGreaterThanOrEqual(14);
          expect(point.verse, weapon.id).toBeLessThanOrEqual(18);
        }
      }
    }
  });

  test("no empty strings", () => {
    const all = { victoryThoughts, besettingSins, trainingStyles, weapons };
    for (const [path, text] of stringsOf(all, "training"))
      expect(text.trim().length, `${path} is empty`).toBeGreaterThan(0);
  });
});
