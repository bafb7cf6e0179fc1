// Word and sentence counts shared by the judge and the entry editor's live counters (no parser: light enough
// for the client bundle).
export function countWords(value: string): number {
  return value.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function countSentences(value: string): number {
  const trimmed = value.trim();
  if (trimmed === "") return 0;
  // Split after . ! ? followed by space and an upper-case letter or quote, so "3:16" or "e.g." mid-sentence don't split.
  return trimmed.split(/[.!?]+["')\]]?\s+(?=["'([]?\p{Lu})/u).filter((s) => s.trim() !== "").length;
}
