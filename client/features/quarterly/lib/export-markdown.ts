// Export (screens §5.9): the week's worksheet as a Markdown file — the member's own words, the passages and the
// palace questions; never any lesson text.
export type ExportRoom = { tag: string; name: string; question: string; answer: string };

export const OFFICIAL_LESSON_URL = "https://www.sabbath.school/";

export function worksheetMarkdown(input: {
  weekLabel: string;
  passages: string[];
  rooms: ExportRoom[];
  notes: string;
}): string {
  const lines = [
    `# Amplified Quarterly — ${input.weekLabel}`,
    "",
    `Official lesson: ${OFFICIAL_LESSON_URL}`,
    "",
    "## This week's passages",
    "",
  ];
  lines.push(
    ...(input.passages.length ? input.passages.map((p) => `- ${p}`) : ["_No passages chosen._"]),
    "",
  );
  lines.push("## Amplify with the palace", "");
  for (const room of input.rooms) {
    lines.push(
      `### ${room.tag} · ${room.name}`,
      "",
      `> ${room.question}`,
      "",
      room.answer.trim() || "_Not answered yet._",
      "",
    );
  }
  lines.push("## My lesson notes", "", input.notes.trim() || "_No notes yet._", "");
  return lines.join("\n");
}
