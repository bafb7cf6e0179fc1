/** One line of Daniel-Revelation GPT's timeline (ai.md §3.3): "date — event — passage". */
export type TimelineEntry = { date: string; event: string; passage: string | null };

/**
 * Reads "457 BC — Decree to restore Jerusalem — Ezra 7:11-26" into its parts. The separator is a spaced em or en
 * dash (or a spaced hyphen), so "9:24–27" stays whole; a line with two parts has no passage, one part is all event.
 */
export function parseTimelineLine(line: string): TimelineEntry | null {
  const text = line.trim().replace(/^[-*•]\s+/, "");
  if (text === "") return null;
  const parts = text
    .split(/\s+[—–-]\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 1) return { date: "", event: parts[0] ?? "", passage: null };
  if (parts.length === 2) return { date: parts[0] ?? "", event: parts[1] ?? "", passage: null };
  return { date: parts[0] ?? "", event: parts.slice(1, -1).join(" — "), passage: parts.at(-1) ?? null };
}

export const parseTimeline = (lines: readonly string[]) =>
  lines.map(parseTimelineLine).filter((entry): entry is TimelineEntry => entry !== null);
