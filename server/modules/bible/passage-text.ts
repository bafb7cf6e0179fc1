import type { TranslationId } from "@common/schemas/bible";
import type { BibleSource } from "./bible-data.types";

/** The passage's plain text in a translation (verses missing from it are skipped), or null when none exist. */
export async function passageText(
  bible: BibleSource,
  translation: TranslationId,
  startKey: number,
  endKey: number,
): Promise<string | null> {
  const text = await bible.load(translation);
  const parts: string[] = [];
  for (let key = startKey; key <= endKey; key += 1) {
    const verse = text.byKey.get(key);
    if (verse && verse.plain.trim() !== "") parts.push(verse.plain.trim());
  }
  return parts.length === 0 ? null : parts.join(" ");
}
