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

/** Starts a browser download of a text file. */
export function downloadText(filename: string, text: string, type = "text/markdown") {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
