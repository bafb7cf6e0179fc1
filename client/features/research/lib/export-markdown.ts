import { aiText } from "@common/constants/ai";
import { bookByOsis } from "@common/bible/books";
import {
  type DeepDiveDto,
  deepDiveSections,
  researchDepthLabels,
  researchHeading,
  type ResearchNoteDto,
  researchScopeLabels,
} from "@common/schemas/research";

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");
const numbered = (items: readonly string[]) => items.map((item, index) => `${index + 1}. ${item}`).join("\n");

/** "Whole Bible", or "One book: Daniel". */
export function scopeLabel(options: ResearchNoteDto["options"]): string {
  if (options.scope === "book" && options.book)
    return `${researchScopeLabels.book}: ${bookByOsis(options.book)?.name ?? options.book}`;
  return researchScopeLabels[options.scope];
}

function textSection(section: { text: string; questions: string[] }): string[] {
  return [section.text, section.questions.length > 0 ? numbered(section.questions) : ""].filter(Boolean);
}

function deepDiveMarkdown(dive: DeepDiveDto): string[] {
  const [answer, passages, further] = deepDiveSections.map((section) => section.heading);
  return [
    `## Deep dive: ${dive.focus}`,
    `*${dive.question}*`,
    `### ${answer}`,
    dive.sections.answer,
    `### ${passages}`,
    bullets(dive.sections.passages.map((passage) => `**${passage.reference}**: ${passage.note}`)),
    `### ${further}`,
    bullets(dive.sections.goingFurther),
  ];
}

/** A note as Markdown (ai.md §3.7 Export): the seven headings, its deep dives and the member's notes. */
export function noteMarkdown(note: ResearchNoteDto): string {
  const { sections } = note;
  const further = sections.furtherStudy;
  const blocks: string[] = [
    `# ${note.title}`,
    [
      `Topic: ${note.topic}`,
      `Scope: ${scopeLabel(note.options)} · Depth: ${researchDepthLabels[note.options.depth]}`,
      `Saved: ${new Date(note.createdAt).toLocaleDateString()}`,
      note.source === "offline" ? `Source: ${aiText.offlineBadge}` : null,
    ]
      .filter(Boolean)
      .join("  \n"),
    `## ${researchHeading.overview}`,
    sections.overview,
    `## ${researchHeading.foundation}`,
    ...sections.foundation.flatMap((group) => [
      `### ${group.book}`,
      bullets(group.passages.map((passage) => `**${passage.reference}**: ${passage.note}`)),
    ]),
    `## ${researchHeading.setting}`,
    ...textSection(sections.setting),
    `## ${researchHeading.readings}`,
    ...sections.readings.views.map((view) => `**${view.label}.** ${view.summary}`),
    ...textSection(sections.readings),
  ];
  if (sections.palaceLens)
    blocks.push(
      `## ${researchHeading.palace_lens}`,
      bullets(sections.palaceLens.map((room) => `**${room.name} (${room.code})**: ${room.application}`)),
    );
  blocks.push(
    `## ${researchHeading.insights}`,
    numbered(sections.insights),
    `## ${researchHeading.further_study}`,
  );
  if (further.topics.length > 0) blocks.push(`Related topics: ${further.topics.join("; ")}`);
  if (further.passages.length > 0) blocks.push(`Passages: ${further.passages.join("; ")}`);
  if (further.words.length > 0)
    blocks.push(bullets(further.words.map((word) => `**${word.word}** (${word.strongs}): ${word.meaning}`)));
  if (further.books.length > 0) blocks.push(bullets(further.books));
  for (const dive of note.deepDives) blocks.push(...deepDiveMarkdown(dive));
  if (note.isMine && note.myNotes.trim()) blocks.push("## My notes", note.myNotes.trim());
  if (note.source === "offline") blocks.push(`*${aiText.offlineFooter}*`);
  return `${blocks.filter((block) => block.length > 0).join("\n\n")}\n`;
}

/** A file name from the note's title: "the-sanctuary.md". */
export function markdownFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "research-note"}.md`;
}

/** Saves the note as a .md download. */
export function downloadMarkdown(note: ResearchNoteDto): void {
  const blob = new Blob([noteMarkdown(note)], { type: "text/markdown;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = markdownFileName(note.title);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
