import { useEffect } from "react";
import type { VerseDto } from "@common/schemas/bible";
import { useReadAloud } from "../lib/use-read-aloud";
import { plainText } from "../lib/verses";

/** Read aloud for the reader: verses in, speech stopped when the chapter changes. */
export function useChapterReadAloud(viewKey: string) {
  const readAloud = useReadAloud();
  const { stop } = readAloud;
  useEffect(() => stop, [viewKey, stop]);
  return {
    supported: readAloud.supported,
    speaking: readAloud.speaking,
    /** The verse being read, highlighted in the text. */
    current: readAloud.current,
    start: (verses: VerseDto[]) =>
      readAloud.start(verses.map((v) => ({ verse: v.verse, text: plainText(v) }))),
    stop,
  };
}
