import { describe, expect, it } from "vitest";
import { parseReference } from "@common/bible/reference";
import { ROOM_IDS } from "@common/content/palace/types";
import { list as sanctuaryArticles } from "@common/content/palace/reference/sanctuaryArticles";
import { principleLabels, principlePuzzles } from "./principles";
import { TIMELINE_ERAS, timelineEvents } from "./timeline-events";
import { symbolItems } from "./symbols";
import { sanctuaryItems } from "./sanctuary-items";
import { expectUnique, refsInText } from "./content-test-kit";

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function expectRef(ref: string, where: string): void {
  expect(parseReference(ref), `${where}: ${ref}`).not.toBeNull();
}

describe("principle labels (§4.17)", () => {
  const expectedLabels = [
    "Repeat and Enlarge",
    "Chain References",
    "Christ in All Scripture",
    "Five Dimensions",
    "Time Zones",
    "Sanctuary Pattern",
    "Types and Symbols",
    "Seven Feasts",
    "Covenant Cycles",
    "Three Heavens",
    "Parallels",
    "Patterns",
  ];

  it("has the 12 labels with kebab ids and valid rooms", () => {
    expect(principleLabels.map((l) => l.label)).toEqual(expectedLabels);
    expectUnique(
      principleLabels.map((l) => l.id),
      "label id",
    );
    expectUnique(
      principleLabels.map((l) => l.roomId),
      "label room",
    );
    for (const label of principleLabels) {
      expect(label.id).toMatch(KEBAB);
      expect(ROOM_IDS as readonly string[]).toContain(label.roomId);
    }
  });
});

describe("principle puzzles (§4.17)", () => {
  const labelIds = new Set(principleLabels.map((l) => l.id));

  it("has at least 32 puzzles with unique ids and refs", () => {
    expect(principlePuzzles.length).toBeGreaterThanOrEqual(32);
    expectUnique(
      principlePuzzles.map((p) => p.id),
      "puzzle id",
    );
    expectUnique(
      principlePuzzles.map((p) => p.ref),
      "puzzle ref",
    );
  });

  it("gives every puzzle 2–4 distinct, valid labels and at least 4 distractors", () => {
    for (const puzzle of principlePuzzles) {
      expect(puzzle.id).toMatch(KEBAB);
      expectRef(puzzle.ref, puzzle.id);
      expect(puzzle.correct.length, puzzle.id).toBeGreaterThanOrEqual(2);
      expect(puzzle.correct.length, puzzle.id).toBeLessThanOrEqual(4);
      expect(new Set(puzzle.correct).size, puzzle.id).toBe(puzzle.correct.length);
      for (const id of puzzle.correct) expect(labelIds.has(id), `${puzzle.id}: ${id}`).toBe(true);
      expect(principleLabels.length - puzzle.correct.length).toBeGreaterThanOrEqual(4);
    }
  });

  it("explains every correct label by name, within 500 characters, with parseable references", () => {
    for (const puzzle of principlePuzzles) {
      expect(puzzle.explanation.length, puzzle.id).toBeLessThanOrEqual(500);
      for (const id of puzzle.correct) {
        const label = principleLabels.find((l) => l.id === id)?.label ?? id;
        expect(puzzle.explanation, `${puzzle.id} should explain ${label}`).toContain(label);
      }
      const refs = refsInText(puzzle.explanation);
      expect(refs.length, puzzle.id).toBeGreaterThan(0);
      for (const ref of refs) expectRef(ref, puzzle.id);
    }
  });

  it("makes each label correct in at least 4 puzzles", () => {
    for (const label of principleLabels) {
      const count = principlePuzzles.filter((p) => p.correct.includes(label.id)).length;
      expect(count, label.id).toBeGreaterThanOrEqual(4);
    }
  });
});

describe("timeline events (§4.18 timeline_challenge)", () => {
  it("has at least 64 events with unique ids and labels", () => {
    expect(timelineEvents.length).toBeGreaterThanOrEqual(64);
    expectUnique(
      timelineEvents.map((e) => e.id),
      "event id",
    );
    expectUnique(
      timelineEvents.map((e) => e.label),
      "event label",
    );
  });

  it("has valid refs, short labels and known eras", () => {
    for (const event of timelineEvents) {
      expect(event.id).toMatch(KEBAB);
      expectRef(event.ref, event.id);
      expect(event.label.length, event.id).toBeLessThanOrEqual(80);
      expect(TIMELINE_ERAS as readonly string[]).toContain(event.era);
      expect(Number.isFinite(event.sortKey), event.id).toBe(true);
    }
  });

  it("lists events in true order with strictly increasing, unique sort keys", () => {
    for (let i = 1; i < timelineEvents.length; i++) {
      const prev = timelineEvents[i - 1];
      const curr = timelineEvents[i];
      expect(curr && prev && curr.sortKey > prev.sortKey, `${prev?.id} < ${curr?.id}`).toBe(true);
    }
    expect(new Set(timelineEvents.map((e) => e.sortKey)).size).toBe(timelineEvents.length);
  });

  it("includes the historicist milestones", () => {
    const byKey = new Map(timelineEvents.map((e) => [e.sortKey, e]));
    expect(byKey.get(-457)?.ref).toBe("Ezra 7:13");
    expect(byKey.get(27)?.id).toBe("baptism-of-jesus");
    expect(timelineEvents.some((e) => e.id === "the-cross" && Math.floor(e.sortKey) === 31)).toBe(true);
    expect(byKey.get(34)?.id).toBe("stephen-stoned");
    expect(byKey.get(1798)?.ref).toBe("Dan 7:25");
    expect(byKey.get(1844)?.ref).toBe("Dan 8:14");
    expect(timelineEvents.find((e) => e.id === "second-coming")?.ref).toBe("1 Thess 4:16-17");
    expect(timelineEvents[0]?.id).toBe("creation-week");
    expect(timelineEvents.at(-1)?.id).toBe("new-earth");
  });
});

describe("symbols (§4.18 symbol_decoder)", () => {
  it("has at least 44 symbols with unique ids, symbols and meanings", () => {
    expect(symbolItems.length).toBeGreaterThanOrEqual(44);
    expectUnique(
      symbolItems.map((s) => s.id),
      "symbol id",
    );
    expectUnique(
      symbolItems.map((s) => s.symbol.toLowerCase()),
      "symbol",
    );
    expectUnique(
      symbolItems.map((s) => s.meaning.toLowerCase()),
      "meaning",
    );
  });

  it("cites at least 2 distinct parseable references per symbol", () => {
    for (const item of symbolItems) {
      expect(item.id).toMatch(KEBAB);
      expect(item.refs.length, item.id).toBeGreaterThanOrEqual(2);
      expect(new Set(item.refs).size, item.id).toBe(item.refs.length);
      for (const ref of item.refs) expectRef(ref, item.id);
    }
  });
});

describe("sanctuary items (§4.18 sanctuary_architect)", () => {
  const articleIds = sanctuaryArticles.items.map((a) => a.id);

  it("has at least 44 items with unique ids and prompts", () => {
    expect(sanctuaryItems.length).toBeGreaterThanOrEqual(44);
    expectUnique(
      sanctuaryItems.map((s) => s.id),
      "item id",
    );
    expectUnique(
      sanctuaryItems.map((s) => s.prompt),
      "prompt",
    );
  });

  it("answers with a sanctuary article id and cites parseable references", () => {
    for (const item of sanctuaryItems) {
      expect(item.id).toMatch(KEBAB);
      expect(articleIds).toContain(item.answer);
      expectRef(item.ref, item.id);
      expect(item.explanation.length, item.id).toBeLessThanOrEqual(240);
      expect(item.prompt.includes("?"), `${item.id} prompt should not ask a question`).toBe(false);
      for (const ref of refsInText(item.explanation)) expectRef(ref, item.id);
    }
  });

  it("makes every article the answer of at least 4 items", () => {
    expect(articleIds).toHaveLength(8);
    for (const id of articleIds) {
      const count = sanctuaryItems.filter((s) => s.answer === id).length;
      expect(count, id).toBeGreaterThanOrEqual(4);
    }
  });
});
