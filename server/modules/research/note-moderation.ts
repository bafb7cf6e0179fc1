// Moderation of a research note other members will read (ai.md §1.7): the shared automatic check
// (moderation/public-text-check.ts), which fails closed. The local word list reads the member's own words only.
import type { DeepDiveSectionsDto, ResearchReportSectionsDto } from "@common/schemas/research";
import type { AiRuntime } from "@server/modules/ai/ai.runtime";
import {
  checkPublicText,
  type PublicTextKind,
  type PublicTextOutcome,
} from "@server/modules/moderation/public-text-check";

const noteKind: PublicTextKind = {
  material:
    "study material that members of a Bible study app share with other adults by link: a research note with a title, a topic, a report and follow-up questions.",
  allowed: "fair description of how Christians differ",
  blockedMessage: (reason) => `This note can't be made public: ${reason}. Rename it or keep it private.`,
  logName: "research note",
};

export type NoteModerationOutcome = PublicTextOutcome;

/** What a note's check reads: the member's own words, and the text the model or the offline engine wrote. */
export type NoteText = { own: string; generated: string };

/** Throws 422 content_blocked; otherwise approved, or pending when the check could not be made. */
export const moderateNoteText = (
  runtime: AiRuntime,
  note: NoteText,
  now: Date,
): Promise<NoteModerationOutcome> => checkPublicText(runtime, noteKind, note, now);

/** A report's sections as lines of text (what others would read, and what staff read). */
export function reportText(sections: ResearchReportSectionsDto): string[] {
  return [
    sections.overview,
    ...sections.foundation.flatMap((group) => group.passages.map((each) => `${each.reference} ${each.note}`)),
    sections.setting.text,
    ...sections.readings.views.map((view) => `${view.label}: ${view.summary}`),
    sections.readings.text,
    ...(sections.palaceLens ?? []).map((room) => `${room.name}: ${room.application}`),
    ...sections.insights,
    ...sections.furtherStudy.topics,
    ...sections.furtherStudy.books,
  ].filter((line) => line.length > 0);
}

export function deepDiveText(focus: string, question: string, sections: DeepDiveSectionsDto): string[] {
  return [
    focus,
    question,
    sections.answer,
    ...sections.passages.map((each) => `${each.reference} ${each.note}`),
    ...sections.goingFurther,
  ];
}
