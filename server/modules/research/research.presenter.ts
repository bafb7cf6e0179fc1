import type {
  DeepDiveDto,
  DeepDiveSectionsDto,
  ResearchNoteDto,
  ResearchNoteSummaryDto,
  ResearchOptionsDto,
  ResearchReportSectionsDto,
} from "@common/schemas/research";
import type { NoteRow } from "./research.queries";

/** What a note keeps in its `sections` column: the structured result and the notices said with it. */
export type StoredSections<S> = S & { notices?: string[] };

/** Who is looking: the owner, or another member reading a public note (seen by their display name only). */
export type NoteViewer = { isMine: boolean; authorName: string | null };

function moderationOf(note: NoteRow): ResearchNoteSummaryDto["moderation"] {
  return note.isPublic ? (note.moderation ?? "pending") : null;
}

const sourceOf = (note: NoteRow): "ai" | "offline" => (note.source === "offline" ? "offline" : "ai");

function optionsOf(note: NoteRow): ResearchOptionsDto {
  const options = note.options;
  const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
    allowed.includes(value as T) ? (value as T) : fallback;
  return {
    scope: pick(options.scope, ["whole", "ot", "nt", "book"] as const, "whole"),
    book: typeof options.book === "string" ? options.book : null,
    depth: pick(options.depth, ["overview", "study", "deep"] as const, "study"),
    palaceLens: options.palaceLens === true,
  };
}

function splitSections<S extends { kind: string }>(note: NoteRow): { sections: S; notices: string[] } {
  const { notices, ...sections } = note.sections as StoredSections<S>;
  return { sections: sections as unknown as S, notices: Array.isArray(notices) ? notices : [] };
}

export function presentNoteSummary(note: NoteRow, deepDiveCount: number): ResearchNoteSummaryDto {
  return {
    id: note.id,
    title: note.title,
    topic: note.topic,
    pinned: note.pinned,
    isPublic: note.isPublic,
    moderation: moderationOf(note),
    deepDiveCount,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}

export function presentDeepDive(note: NoteRow): DeepDiveDto {
  const { sections, notices } = splitSections<DeepDiveSectionsDto>(note);
  return {
    id: note.id,
    parentId: note.parentId ?? note.id,
    focus: note.focus ?? "",
    question: note.question ?? "",
    source: sourceOf(note),
    sections,
    notices,
    createdAt: note.createdAt.toISOString(),
  };
}

export function presentNote(
  note: NoteRow,
  deepDives: readonly NoteRow[],
  viewer: NoteViewer,
): ResearchNoteDto {
  const { sections, notices } = splitSections<ResearchReportSectionsDto>(note);
  return {
    ...presentNoteSummary(note, deepDives.length),
    // Another member sees whether it is public (it is), not its moderation record.
    moderation: viewer.isMine ? moderationOf(note) : null,
    pinned: viewer.isMine ? note.pinned : false,
    options: optionsOf(note),
    source: sourceOf(note),
    sections,
    notices,
    passages: note.passages,
    rooms: note.rooms,
    strongs: note.strongs,
    deepDives: deepDives.map(presentDeepDive),
    myNotes: viewer.isMine ? note.myNotes : "",
    isMine: viewer.isMine,
    author: viewer.isMine || viewer.authorName === null ? null : { displayName: viewer.authorName },
  };
}
