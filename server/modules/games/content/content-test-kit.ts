// What the content tests share: the checks every curated bank repeats (ids and references unique, references
// written inside running text). Test-only: imported by the *.test.ts files beside it.
import { expect } from "vitest";

/** Fails on the first repeated value, naming it. */
export function expectUnique(values: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    expect(seen.has(value), `duplicate ${what}: ${value}`).toBe(false);
    seen.add(value);
  }
}

/** References written inside running text, e.g. "(John 1:29)" or "(Dan 7:17, 23; Rev 5:6)". */
export function refsInText(text: string): string[] {
  return [...text.matchAll(/\(([^()]*\d+:\d+[^()]*)\)/g)].flatMap((m) =>
    (m[1] ?? "").split(";").map((part) => part.trim()),
  );
}
