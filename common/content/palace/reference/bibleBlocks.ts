import { BIBLE_BOOKS } from "@common/bible/books";
import type { ReferenceList } from "../types";

// The Bible Rendered blocks: strict runs of 24 consecutive chapters in canonical order — 49 full blocks and a
// 50th of 13. Computed from the chapter counts so the list can never drift from the canon.
export const BLOCK_SIZE = 24;

export interface BibleBlock {
  number: number;
  start: { book: string; chapter: number };
  end: { book: string; chapter: number };
  chapters: number;
  label: string;
}

function shortName(osis: string): string {
  return BIBLE_BOOKS.find((b) => b.osis === osis)?.name ?? osis;
}

function computeBlocks(): BibleBlock[] {
  const all = BIBLE_BOOKS.flatMap((book) =>
    Array.from({ length: book.chapters }, (_, i) => ({ book: book.osis, chapter: i + 1 })),
  );
  const blocks: BibleBlock[] = [];
  for (let i = 0; i < all.length; i += BLOCK_SIZE) {
    const slice = all.slice(i, i + BLOCK_SIZE);
    const start = slice[0]!;
    const end = slice[slice.length - 1]!;
    const label =
      start.book === end.book
        ? `${shortName(start.book)} ${start.chapter}–${end.chapter}`
        : `${shortName(start.book)} ${start.chapter} – ${shortName(end.book)} ${end.chapter}`;
    blocks.push({ number: blocks.length + 1, start, end, chapters: slice.length, label });
  }
  return blocks;
}

export const bibleBlocks: readonly BibleBlock[] = computeBlocks();

/** The block (1–50) holding a chapter, or undefined for an unknown book/chapter. */
export function blockOfChapter(book: string, chapter: number): number | undefined {
  let index = 0;
  for (const b of BIBLE_BOOKS) {
    if (b.osis === book) {
      if (chapter < 1 || chapter > b.chapters) return undefined;
      return Math.floor((index + chapter - 1) / BLOCK_SIZE) + 1;
    }
    index += b.chapters;
  }
  return undefined;
}

export const list: ReferenceList = {
  id: "bibleBlocks",
  title: "The 50 blocks",
  description:
    "The 1,189 chapters cut into strict runs of 24 in canonical order; the last block has 13 chapters.",
  columns: [
    { key: "number", label: "#" },
    { key: "range", label: "Chapters" },
    { key: "size", label: "Size" },
  ],
  items: bibleBlocks.map((block) => ({
    id: `block-${block.number}`,
    values: { number: String(block.number), range: block.label, size: String(block.chapters) },
    refs: [
      block.start.book === block.end.book
        ? `${block.start.book} ${block.start.chapter}-${block.end.chapter}`
        : `${block.start.book} ${block.start.chapter}:1-${block.end.book} ${block.end.chapter}`,
    ],
  })),
};
