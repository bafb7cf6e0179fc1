// Our Christ in Every Chapter line for a chapter (ai.md §3.12 "Find Christ"): NAME • ACT • CROSSLINK.
import type { ChristInChapter } from "../tables/types";
import { type Library, passageOf } from "../library";

/** The line as Markdown, and the chapter and cross-links as passages the reader can open. */
export function christLine(lib: Library, entry: ChristInChapter): { text: string; passages: string[] } {
  const crosslinks = entry.crosslinks.map((reference) => passageOf(lib, reference)?.label ?? reference);
  const chapter = passageOf(lib, entry.chapter)?.label ?? entry.chapter;
  return {
    text: `${chapter}: **${entry.name}** • ${entry.act} • ${crosslinks.join("; ")}`,
    passages: [chapter, ...crosslinks],
  };
}
