import { describe, expect, test } from "vitest";
import { mergeNotes } from "./notes-merge";

const lines = (...values: string[]) => values.join("\n");

describe("room notes merge (last write per paragraph)", () => {
  test("an edit from the current text is stored as it is", () => {
    expect(mergeNotes("a\nb", "a\nB", "a\nb")).toBe("a\nB");
  });

  test("nothing changed by the editor keeps the stored text", () => {
    expect(mergeNotes("a\nb", "a\nb", "a\nb\nc")).toBe("a\nb\nc");
  });

  test("two members editing different paragraphs both keep their change", () => {
    const base = lines("Intro", "Verse 1 thought", "Verse 2 thought");
    const first = lines("Intro", "Verse 1 — the shepherd provides", "Verse 2 thought");
    const second = lines("Intro", "Verse 1 thought", "Verse 2 — still waters");
    const stored = mergeNotes(base, first, base);
    expect(mergeNotes(base, second, stored)).toBe(
      lines("Intro", "Verse 1 — the shepherd provides", "Verse 2 — still waters"),
    );
  });

  test("the same paragraph changed by both: the later write wins", () => {
    const base = lines("one", "two", "three");
    const stored = lines("one", "TWO (first)", "three");
    expect(mergeNotes(base, lines("one", "TWO (second)", "three"), stored)).toBe(
      lines("one", "TWO (second)", "three"),
    );
  });

  test("lines added at both ends by different members are all kept", () => {
    const base = lines("middle");
    const stored = lines("top", "middle");
    expect(mergeNotes(base, lines("middle", "bottom"), stored)).toBe(lines("top", "middle", "bottom"));
  });

  test("a paragraph deleted by the editor goes, others' additions stay", () => {
    const base = lines("keep", "drop", "end");
    const stored = lines("keep", "drop", "end", "added later");
    expect(mergeNotes(base, lines("keep", "end"), stored)).toBe(lines("keep", "end", "added later"));
  });

  test("paragraphs removed by someone else stay removed when the editor didn't touch them", () => {
    const base = lines("a", "b", "c");
    const stored = lines("a", "c");
    expect(mergeNotes(base, lines("a", "b", "c!"), stored)).toBe(lines("a", "c!"));
  });

  test("empty texts", () => {
    expect(mergeNotes("", "hello", "")).toBe("hello");
    expect(mergeNotes("", "", "stored")).toBe("stored");
    expect(mergeNotes("x", "", "x")).toBe("");
  });

  test("10,000 one-character lines changed everywhere stay quick and keep the editor's text", () => {
    const base = Array.from({ length: 5_000 }, (_, i) => String(i % 10)).join("\n");
    const mine = base.replace(/\d/g, (d) => String((Number(d) + 1) % 10));
    const current = base.replace(/\d/g, (d) => String((Number(d) + 2) % 10));
    const started = performance.now();
    expect(mergeNotes(base, mine, current)).toBe(mine);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
