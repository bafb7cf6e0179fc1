/*
 * A sectioned answer (Culture & Controversy, ai.md §3.5) split at its level-2 headings, so each section can be shown
 * as a disclosure while the rest of the text streams in. Headings inside fenced code are text, not sections.
 */

export type AnswerSection = { heading: string; body: string };

/** The text before the first `## ` heading, and one section per heading; null when the text has no such heading. */
export function splitSections(markdown: string): { lead: string; sections: AnswerSection[] } | null {
  const lead: string[] = [];
  const sections: { heading: string; lines: string[] }[] = [];
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^## +(.+?)\s*#*\s*$/.exec(line);
    if (heading?.[1]) sections.push({ heading: heading[1], lines: [] });
    else if (sections.length > 0) sections.at(-1)?.lines.push(line);
    else lead.push(line);
  }
  if (sections.length === 0) return null;
  return {
    lead: lead.join("\n").trim(),
    sections: sections.map((section) => ({
      heading: section.heading,
      body: section.lines.join("\n").trim(),
    })),
  };
}
