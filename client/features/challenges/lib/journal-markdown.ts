// Export (screens §6.2): the filtered journal entries as one Markdown document, built in the browser.
import {
  challengeMessages,
  formatTimeSpent,
  type JournalEntryDto,
  tierLabels,
} from "@common/schemas/challenges";

/** One line of Markdown text: newlines kept as paragraphs' breaks, nothing else escaped (it's the member's words). */
const block = (value: string) => value.trim().replace(/\r\n/g, "\n");

export function journalMarkdown(entries: readonly JournalEntryDto[], exportedOn: string): string {
  const lines: string[] = ["# Growth Journal", "", `Exported ${exportedOn} · ${entries.length} entries`, ""];
  for (const entry of entries) {
    lines.push(`## ${entry.title}`, "");
    lines.push(
      `${entry.date} · ${tierLabels[entry.tier]} · ${formatTimeSpent(entry.timeSpentS)}` +
        (entry.principle ? ` · ${entry.principle}` : ""),
      "",
    );
    for (const field of entry.fields) lines.push(`**${field.label}:** ${block(field.value)}`, "");
    lines.push(`> ${block(entry.feedback).replace(/\n/g, "\n> ")}`, "");
    if (entry.followUp) lines.push(`**${challengeMessages.followUpLabel}** ${block(entry.followUp)}`, "");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}
