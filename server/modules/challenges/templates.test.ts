// The challenge rotation's content (screens.md §6.1): at least 14 templates, every subtype at least twice, positions
// 0..n-1 once each, no empty fields, and every reference, chapter and example book valid by the palace data.
import { describe, expect, test } from "vitest";
import { bookNamed } from "@common/bible/books";
import { parseReference } from "@common/bible/reference";
import { roomOverviews } from "@common/content/palace/overview";
import { challengeSubtypes, challengeTiers, genreInfo, genreOfBook } from "@common/schemas/challenges";
import { challengeTemplates, rotation } from "./templates";

describe("challenge templates", () => {
  test("at least 14, with every subtype at least twice and every tier used", () => {
    expect(challengeTemplates.length).toBeGreaterThanOrEqual(14);
    for (const subtype of challengeSubtypes)
      expect(challengeTemplates.filter((each) => each.subtype === subtype).length).toBeGreaterThanOrEqual(2);
    for (const tier of challengeTiers)
      expect(challengeTemplates.some((each) => each.tier === tier)).toBe(true);
  });

  test("positions are 0..n-1, each once; ids are unique", () => {
    expect(rotation.map((each) => each.position)).toEqual(challengeTemplates.map((_, index) => index));
    expect(new Set(challengeTemplates.map((each) => each.id)).size).toBe(challengeTemplates.length);
  });

  test.each(challengeTemplates.map((each) => [each.id, each] as const))(
    "%s has no empty field",
    (_, template) => {
      const filled = (value: string) => expect(value.trim()).not.toBe("");
      for (const value of [template.id, template.title, template.principle, template.rubric.praise])
        filled(value);
      expect(template.instructions.length).toBeGreaterThan(0);
      template.instructions.forEach(filled);
      expect(template.verses.length).toBeGreaterThan(0);
      expect(template.roomCodes.length).toBeGreaterThan(0);
      template.roomCodes.forEach(filled);
      expect(template.rubric.minWords).toBeGreaterThan(0);
      if (template.rubric.lookFor) {
        expect(template.rubric.lookFor.stems.length).toBeGreaterThan(0);
        template.rubric.lookFor.stems.forEach((stem) => expect(stem).toBe(stem.toLowerCase()));
        filled(template.rubric.lookFor.hint);
      }
    },
  );

  test.each(challengeTemplates.map((each) => [each.id, each] as const))(
    "%s: every reference parses and the room is the palace's",
    (_, template) => {
      for (const verse of template.verses) expect(parseReference(verse), verse).not.toBeNull();
      const overview = roomOverviews.find((each) => each.id === template.roomId);
      expect(overview, template.roomId).toBeDefined();
      expect(template.roomCodes).toContain(overview!.tag);
      expect(template.principle).toContain(`(${overview!.tag})`);
      if (template.subtype === "christ-chapter") {
        const parsed = parseReference(template.ui.chapter);
        expect(parsed?.ranges).toHaveLength(1);
        const range = parsed!.ranges[0]!;
        expect(range.start.chapter).toBe(range.end.chapter);
        expect(range.start.verse).toBe(1);
        expect(template.ui.hints.length).toBeGreaterThan(0);
        template.ui.hints.forEach((hint) => expect(hint.trim()).not.toBe(""));
      }
      if (template.subtype === "connect-6") {
        const genre = genreInfo(template.ui.targetGenre);
        expect(template.ui.exampleBooks.length).toBeGreaterThan(0);
        for (const name of template.ui.exampleBooks) {
          const book = bookNamed(name);
          expect(book, name).toBeDefined();
          // Parable passages sit inside the Gospels; every other genre names its own books.
          expect(genreOfBook(book!.osis)).toBe(genre.code === "Pa" ? "Go" : genre.code);
        }
      }
    },
  );
});
