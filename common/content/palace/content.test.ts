// Content integrity of the palace module (palace.md §5.1 "CI checks"). Fails the build when content drifts.
import { describe, expect, it } from "vitest";
import { parseReference } from "@common/bible/reference";
import { TOTAL_CHAPTERS } from "@common/bible/books";
import { floors, rooms } from "./index";
import { roomOverviews } from "./overview";
import { referenceLists } from "./reference";
import { bibleBlocks } from "./reference/bibleBlocks";
import { compilePattern, ruleFields } from "./judge/judge";
import { ROOM_IDS, type AutoCheckRule } from "./types";

function expectRef(ref: string, where: string) {
  expect(parseReference(ref), `${where}: "${ref}" does not parse`).not.toBeNull();
}

function nonEmpty(value: string, where: string) {
  expect(value.trim().length, `${where} is empty`).toBeGreaterThan(0);
}

describe("palace structure", () => {
  it("has 8 floors and 38 rooms with per-floor counts 6/5/5/8/6/4/3/1", () => {
    expect(floors.map((f) => f.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rooms).toHaveLength(38);
    expect(floors.map((f) => rooms.filter((r) => r.floor === f.number).length)).toEqual([
      6, 5, 5, 8, 6, 4, 3, 1,
    ]);
  });

  it("has unique ids and tags, contiguous positions and overviews in step with the rooms", () => {
    expect(new Set(rooms.map((r) => r.id)).size).toBe(38);
    expect(new Set(rooms.map((r) => r.tag)).size).toBe(38);
    expect(rooms.map((r) => r.id)).toEqual([...ROOM_IDS]);
    expect(rooms.map((r) => r.position)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
    for (const room of rooms) {
      const overview = roomOverviews.find((o) => o.id === room.id);
      expect(overview, room.id).toBeDefined();
      for (const key of [
        "tag",
        "name",
        "floor",
        "position",
        "icon",
        "time",
        "purpose",
        "coreQuestion",
      ] as const) {
        expect(room[key], `${room.id}.${key}`).toEqual(overview?.[key]);
      }
    }
  });

  it("floors have every field filled", () => {
    for (const floor of floors) {
      for (const key of ["name", "subtitle", "dimension", "tagline", "purpose"] as const)
        nonEmpty(floor[key], `floor ${floor.number}.${key}`);
    }
  });
});

describe.each(rooms.map((room) => [room.id, room] as const))("room %s", (id, room) => {
  it("has every field filled", () => {
    for (const key of ["tag", "name", "icon", "purpose", "coreQuestion"] as const)
      nonEmpty(room[key], `${id}.${key}`);
    expect(room.method.length, `${id}.method`).toBeGreaterThanOrEqual(3);
    for (const step of room.method) nonEmpty(step.text, `${id}.method step`);
    nonEmpty(room.deliverable.description, `${id}.deliverable.description`);
    expect(room.deliverable.fields.length, `${id}.deliverable.fields`).toBeGreaterThan(0);
    expect(room.autoCheck.length, `${id}.autoCheck`).toBeGreaterThan(0);
    expect(room.pitfalls.length, `${id}.pitfalls`).toBeGreaterThanOrEqual(3);
    for (const pitfall of room.pitfalls) nonEmpty(pitfall, `${id}.pitfall`);
    nonEmpty(room.example.title, `${id}.example.title`);
    nonEmpty(room.example.body, `${id}.example.body`);
    expect(room.example.refs.length, `${id}.example.refs`).toBeGreaterThan(0);
    expect(room.examplePool.length, `${id}.examplePool`).toBeGreaterThanOrEqual(10);
    for (const example of room.examplePool) {
      nonEmpty(example.body, `${id}.examplePool body`);
      expect(example.refs.length, `${id}.examplePool refs`).toBeGreaterThan(0);
    }
    expect(room.practicePrompts.length, `${id}.practicePrompts`).toBeGreaterThanOrEqual(3);
    expect(room.practicePrompts.length, `${id}.practicePrompts`).toBeLessThanOrEqual(5);
    expect(new Set(room.practicePrompts.map((p) => p.id)).size).toBe(room.practicePrompts.length);
    for (const prompt of room.practicePrompts) nonEmpty(prompt.text, `${id}.prompt`);
    expect(room.masterTasks.map((t) => t.level).sort(), `${id}.masterTasks levels`).toEqual(
      expect.arrayContaining([3, 4, 5]),
    );
    expect(new Set(room.masterTasks.map((t) => t.id)).size).toBe(room.masterTasks.length);
    for (const task of room.masterTasks) nonEmpty(task.prompt, `${id}.masterTask`);
  });

  it("has prerequisites that exist on the same or a lower floor", () => {
    for (const pre of room.prerequisites) {
      const target = rooms.find((r) => r.id === pre);
      expect(target, `${id} → ${pre}`).toBeDefined();
      expect(target!.floor).toBeLessThanOrEqual(room.floor);
      expect(target!.id).not.toBe(id);
    }
  });

  it("has auto-check rules that read real fields, and choice fields with options", () => {
    const fieldIds = new Set(room.deliverable.fields.map((f) => f.id));
    expect(fieldIds.size, `${id} duplicate field ids`).toBe(room.deliverable.fields.length);
    for (const rule of room.autoCheck) {
      for (const field of ruleFields(rule))
        expect(fieldIds.has(field), `${id}: rule ${rule.rule} reads "${field}"`).toBe(true);
    }
    for (const field of room.deliverable.fields) {
      if (field.type === "choice")
        expect(field.options?.length ?? 0, `${id}.${field.id} options`).toBeGreaterThan(1);
    }
  });

  it("has only pattern rules whose regular expressions compile", () => {
    const flat = (rule: AutoCheckRule): AutoCheckRule[] =>
      rule.rule === "when" ? [rule, ...rule.then.flatMap(flat)] : [rule];
    for (const rule of room.autoCheck.flatMap(flat)) {
      if (rule.rule !== "pattern") continue;
      const compiled = compilePattern(rule.regex, rule.flags);
      expect(compiled, `${id}: pattern /${rule.regex}/${rule.flags ?? ""} does not compile`).toBeInstanceOf(
        RegExp,
      );
    }
  });

  it("cites only references the parser resolves", () => {
    room.example.refs.forEach((ref) => expectRef(ref, `${id}.example`));
    room.examplePool.forEach((example, i) =>
      example.refs.forEach((ref) => expectRef(ref, `${id}.examplePool[${i}]`)),
    );
    room.practicePrompts.forEach((prompt) =>
      prompt.refs.forEach((ref) => expectRef(ref, `${id}.${prompt.id}`)),
    );
  });

  it("names reference lists that exist", () => {
    for (const listId of room.referenceLists ?? [])
      expect(referenceLists[listId], `${id} → ${listId}`).toBeDefined();
  });
});

const expectedLengths: Partial<Record<keyof typeof referenceLists, number>> = {
  sanctuaryArticles: 8,
  sanctuaryServices: 2,
  sanctuarySpaces: 3,
  feasts: 7,
  cycles: 8,
  themeSpans: 6,
  timeZones: 6,
  genres: 6,
  dimensions: 5,
  heavens: 3,
  timeProphecies: 6,
  offices: 3,
  fruitPairs: 6,
  patterns: 8,
  sprintTypes: 7,
  iAmSayings: 7,
  eras: 12,
  bibleBlocks: 50,
};

describe.each(Object.values(referenceLists).map((list) => [list.id, list] as const))(
  "reference list %s",
  (id, list) => {
    it("is filled, with unique item ids, values for every column and parseable references", () => {
      nonEmpty(list.title, `${id}.title`);
      expect(list.columns.length).toBeGreaterThan(0);
      expect(list.items.length).toBeGreaterThan(0);
      if (expectedLengths[id] !== undefined) expect(list.items, id).toHaveLength(expectedLengths[id]);
      expect(new Set(list.items.map((item) => item.id)).size).toBe(list.items.length);
      for (const item of list.items) {
        for (const column of list.columns)
          nonEmpty(item.values[column.key] ?? "", `${id}/${item.id}.${column.key}`);
        (item.refs ?? []).forEach((ref) => expectRef(ref, `${id}/${item.id}`));
      }
    });
  },
);

describe("special lists", () => {
  it("fruit lists hold 12 good and 8 bad fruit", () => {
    expect(referenceLists.goodFruit.items).toHaveLength(12);
    expect(referenceLists.badFruit.items).toHaveLength(8);
  });

  it("every feast has a status of fulfilled, in progress or awaiting", () => {
    for (const feast of referenceLists.feasts.items) {
      expect(["fulfilled", "in progress", "awaiting"]).toContain(feast.values.status);
    }
  });

  it("the 50 blocks cover all 1,189 chapters exactly once", () => {
    expect(bibleBlocks.reduce((sum, b) => sum + b.chapters, 0)).toBe(TOTAL_CHAPTERS);
    expect(bibleBlocks.slice(0, 49).every((b) => b.chapters === 24)).toBe(true);
    expect(bibleBlocks[49]?.chapters).toBe(13);
    expect(bibleBlocks[9]?.label).toBe("Judges 6 – 1 Samuel 4");
  });
});
