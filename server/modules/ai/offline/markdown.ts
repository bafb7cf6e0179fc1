// Pieces of an offline answer's Markdown (ai.md §2.3 step 6): quoted KJV verses, related-passage lines, a room's
// method applied as prompts to a passage, its deliverable as a form to fill in, Strong's lines and study questions.
// `Draft` collects the body with the passages and rooms the caller shows as chips; the footer lines are the
// caller's, never part of the body.
import { parseReference } from "@common/bible/reference";
import type { Room } from "@common/content/palace/types";
import { aiText } from "@common/constants/ai";
import type { VerseRecord } from "@server/modules/bible/bible-data.types";
import { type StudyQuestionSet, studyQuestions } from "./tables/study-questions";
import { type Library, passageOf, verseLabel } from "./library";
import { fillTemplate, shorten } from "./text";
import type { OfflineAnswer } from "./types";
import type { WordStudy } from "./word-study";

/** Passage chips per answer, and rooms (ai.md §3.1: at most three). */
const MAX_PASSAGES = 12;
const MAX_ROOMS = 3;

export class Draft {
  private readonly blocks: string[] = [];
  private readonly passageLabels: string[] = [];
  private readonly roomTags: string[] = [];
  private timelineLines: string[] = [];
  private suggestionList: string[] | null = null;

  /** Adds Markdown blocks (empty ones are skipped), separated by blank lines. */
  add(...blocks: (string | null | undefined | false)[]): this {
    for (const block of blocks) if (block) this.blocks.push(block);
    return this;
  }

  /** Adds passages for the chips, in order, each once, in the parser's spelling; one it can't read is left out. */
  passages(...references: string[]): this {
    for (const reference of references) {
      if (this.passageLabels.length >= MAX_PASSAGES) break;
      const label = parseReference(reference)?.label;
      if (label && !this.passageLabels.includes(label)) this.passageLabels.push(label);
    }
    return this;
  }

  rooms(...rooms: Room[]): this {
    for (const room of rooms)
      if (!this.roomTags.includes(room.tag) && this.roomTags.length < MAX_ROOMS) this.roomTags.push(room.tag);
    return this;
  }

  timeline(lines: string[]): this {
    this.timelineLines = lines;
    return this;
  }

  /** Questions to offer as buttons in place of an answer. */
  suggest(questions: string[]): this {
    this.suggestionList = questions;
    return this;
  }

  answer(): OfflineAnswer {
    return {
      markdown: this.blocks.join("\n\n"),
      rooms: [...this.roomTags],
      passages: [...this.passageLabels],
      timeline: [...this.timelineLines],
      ...(this.suggestionList ? { suggestions: [...this.suggestionList] } : {}),
    };
  }
}

export const heading = (level: 2 | 3 | 4, text: string) => `${"#".repeat(level)} ${text}`;

/** > **John 3:16** For God so loved the world, … */
export function quoteVerse(verse: VerseRecord): string {
  return `> **${verseLabel(verse)}** ${verse.plain}`;
}

export function quoteVerses(verses: readonly VerseRecord[]): string {
  return verses.map(quoteVerse).join("\n>\n");
}

/**
 * A curated reference quoted from the KJV, at most `maxVerses` verses of it (with a pointer to the rest). Null when
 * the reference does not resolve, so a table error never shows as an empty quote.
 */
export function quoteReference(
  lib: Library,
  reference: string,
  maxVerses = 4,
): { label: string; text: string } | null {
  const passage = passageOf(lib, reference);
  if (!passage || passage.verses.length === 0) return null;
  const shown = passage.verses.slice(0, maxVerses);
  const rest = passage.verses.length > shown.length ? `\n>\n> *Read on in ${passage.label}.*` : "";
  return { label: passage.label, text: quoteVerses(shown) + rest };
}

/** - **Romans 5:8** But God commendeth his love toward us, … */
export function relatedLine(verse: VerseRecord): string {
  return `- **${verseLabel(verse)}** ${shorten(verse.plain, 150)}`;
}

export function bulletList(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

export function numberedList(items: readonly string[]): string {
  return items.map((item, index) => `${index + 1}. ${item}`).join("\n");
}

/** "**Room name (TAG)**" with its core question. */
export function roomIntro(room: Room): string {
  return `**${room.name} (${room.tag})**: ${room.coreQuestion}`;
}

/** The room's method steps, each turned on the passage ("In John 3:16: Identify …"), substeps below when asked. */
export function methodApplied(room: Room, reference: string, withSubsteps: boolean): string {
  return room.method
    .map((step, index) => {
      const line = `${index + 1}. In ${reference}: ${step.text}`;
      if (!withSubsteps || !step.substeps?.length) return line;
      return [line, ...step.substeps.map((substep) => `   - ${substep}`)].join("\n");
    })
    .join("\n");
}

/**
 * The room's deliverable as a form to fill in (ai.md §3.1: the room's own format): the passage filled where a field
 * asks for one, cross-reference candidates offered where it asks for references, and each other field's guidance.
 */
export function deliverableForm(room: Room, reference: string, candidates: readonly string[]): string {
  const passageField = room.deliverable.fields.find((field) => field.type === "reference");
  const lines = room.deliverable.fields
    .filter((field) => !field.optional)
    .map((field) => {
      let value: string;
      if (field === passageField) value = reference;
      else if (field.type === "reference" && candidates.length > 0)
        value = `_${field.help ?? "A reference."} Candidates from the cross references: ${candidates.join(", ")}._`;
      else if (field.type === "choice" && field.options)
        value = `_choose one: ${field.options
          .slice(0, 8)
          .map((option) => option.label)
          .join(", ")}${field.options.length > 8 ? ", …" : ""}_`;
      else if (field.type === "references" && candidates.length > 0)
        value = `_${field.help ?? "References, one per line."} Candidates from the cross references: ${candidates.join(", ")}._`;
      else value = `_${field.help ?? "Your words."}_`;
      return `- **${field.label}:** ${value}`;
    });
  return [`*${room.deliverable.description}*`, ...lines].join("\n");
}

/** - **loved**: Likely original word G25 ἀγαπάω (agapaō), "to love …". KJV: love, beloved. */
export function wordStudyLines(studies: readonly WordStudy[]): string {
  return studies
    .map(({ word, entry }) => {
      const original = [entry.lemma, entry.transliteration && `(${entry.transliteration})`]
        .filter(Boolean)
        .join(" ");
      const renderings = entry.kjvRenderings ? ` KJV renders it: ${shorten(entry.kjvRenderings, 120)}` : "";
      const definition = shorten(entry.definition, 180).replace(/([^.…])$/, "$1.");
      return `- **${word}**: Likely original word ${entry.number} ${original}: ${definition}${renderings}`;
    })
    .join("\n");
}

/** Study questions of a set, filled with the passage. */
export function studyQuestionList(set: StudyQuestionSet, reference: string, count?: number): string {
  return numberedList(
    studyQuestions[set].slice(0, count).map((template) => fillTemplate(template, reference)),
  );
}

/** A section the engine cannot write, said plainly (ai.md §2.1), with study questions in its place. */
export function notAvailable(what: string, questions: string): string {
  return `**${what}: ${aiText.notAvailableOffline}.** This part needs judgement the offline study engine can't make. Work through these questions instead:\n\n${questions}`;
}
