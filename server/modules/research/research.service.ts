// Research Mode (ai.md §3.7): a report is one counted structured question through the AI layer (or the offline study
// engine, uncounted), checked on the way in — references read with the app's parser and regrouped by book, room codes
// checked against the palace, Strong's numbers checked, book suggestions marked "check before citing", links the member
// never typed removed by the layer — and saved at once as a research note. Deep dives are child notes of their report.
// The member's notes are listed, searched, renamed, pinned, written in and deleted; a public note (moderated, failing
// closed) is readable by other members by its link. Anything else of another member's is a 404.
import { BIBLE_BOOKS } from "@common/bible/books";
import { parseReference } from "@common/bible/reference";
import {
  checkBeforeCiting,
  type CreateResearchInput,
  type DeepDiveDto,
  type DeepDiveInput,
  type DeepDiveSectionsDto,
  RESEARCH_LIMITS,
  type ResearchNoteDto,
  type ResearchNoteSummaryDto,
  type ResearchOptionsDto,
  type ResearchReportSectionsDto,
  type ResearchScopeChoice,
  type UpdateResearchNoteInput,
} from "@common/schemas/research";
import type { ActorContext } from "@server/http/context";
import { AppError, notFound } from "@server/http/errors";
import { loadActorAccess } from "@server/modules/access/access.service";
import type { AiRuntime } from "@server/modules/ai/ai.runtime";
import { roomByCode } from "@server/modules/ai/instructions/palace-reference";
import type { BibleSource } from "@server/modules/bible/bible-data.types";
import { normaliseStrongsNumber } from "@server/modules/bible/strongs-data";
import { modelOrLocal } from "@server/modules/ai-study/structured";
import { studyLibrary } from "@server/modules/ai-study/study-library";
import {
  deepDiveText,
  moderateNoteText,
  type NoteModerationOutcome,
  type NoteText,
  reportText,
} from "./note-moderation";
import { type OfflineResearch, offlineDeepDive, offlineReport } from "./research.offline";
import {
  type DeepDiveAnswer,
  deepDiveAnswer,
  deepDiveMessages,
  researchAnswer,
  type ResearchAnswer,
  researchDeepDiveSchemaName,
  researchMessages,
  researchReportSchemaName,
} from "./research.prompts";
import {
  deepDivesOf,
  deleteNote,
  displayNameOf,
  findNote,
  insertNote,
  listOwnReports,
  type NoteRow,
  noteHiddenByReports,
  updateNote,
} from "./research.queries";
import { presentDeepDive, presentNote, presentNoteSummary, type StoredSections } from "./research.presenter";

export type ResearchDeps = { runtime: AiRuntime; bible: BibleSource };

const listLimit = 200;

function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 3).trimEnd()}...` : clean;
}

/** A reference as the reader writes it, or null when it names no passage (the model's are checked, never trusted). */
const readReference = (reference: string) => parseReference(reference)?.label ?? null;

function bookNumberOf(label: string): number {
  const osis = parseReference(label)?.ranges[0]?.start.book;
  const index = BIBLE_BOOKS.findIndex((book) => book.osis === osis);
  return index < 0 ? 999 : index + 1;
}

/** Page numbers are never given (ai.md §3.7); a suggestion always says to check it. */
function bookSuggestion(text: string): string {
  const cleaned = text
    .replace(/,?\s*\b(?:pp?\.|pages?)\s*\d+(?:\s*[-–]\s*\d+)?/gi, "")
    .replace(/\s+/g, " ")
    .trim();
  return cleaned.toLowerCase().includes(checkBeforeCiting) ? cleaned : `${cleaned} (${checkBeforeCiting})`;
}

/** The model's report as we keep it (the layer already validated it and removed invented links). */
export function checkedReport(
  answer: ResearchAnswer,
  palaceLens: boolean,
): OfflineResearch<ResearchReportSectionsDto> {
  const passages = answer.foundation.flatMap((group) =>
    group.passages.flatMap((passage) => {
      const reference = readReference(passage.reference);
      return reference ? [{ reference, note: passage.note }] : [];
    }),
  );
  // Grouped again by the book each reference really names, books in canonical order.
  const byBook = new Map<number, { reference: string; note: string }[]>();
  for (const passage of passages) {
    const number = bookNumberOf(passage.reference);
    byBook.set(number, [...(byBook.get(number) ?? []), passage]);
  }
  const foundation = [...byBook]
    .sort(([a], [b]) => a - b)
    .map(([number, inBook]) => ({ book: BIBLE_BOOKS[number - 1]?.name ?? "Other", passages: inBook }));
  const lens = palaceLens
    ? (answer.palaceLens ?? []).flatMap((entry) => {
        const room = roomByCode(entry.room);
        return room ? [{ code: room.tag, name: room.name, application: entry.application }] : [];
      })
    : null;
  const further = answer.furtherStudy;
  const furtherPassages = further.passages.flatMap((reference) => readReference(reference) ?? []);
  const words = further.words.flatMap((word) => {
    const strongs = normaliseStrongsNumber(word.strongs);
    return strongs ? [{ word: word.word, strongs, meaning: word.meaning }] : [];
  });
  const sections: ResearchReportSectionsDto = {
    kind: "report",
    overview: answer.overview,
    foundation,
    setting: { text: answer.setting, questions: [] },
    readings: { views: answer.readings, text: "", questions: [] },
    palaceLens: lens,
    insights: answer.insights,
    furtherStudy: {
      topics: further.topics,
      passages: furtherPassages,
      words,
      books: further.books.map(bookSuggestion),
    },
  };
  return {
    sections,
    passages: [...new Set([...passages.map((passage) => passage.reference), ...furtherPassages])],
    rooms: (lens ?? []).map((room) => room.code),
    strongs: [...new Set(words.map((word) => word.strongs))],
  };
}

function checkedDeepDive(answer: DeepDiveAnswer): OfflineResearch<DeepDiveSectionsDto> {
  const passages = answer.passages.flatMap((passage) => {
    const reference = readReference(passage.reference);
    return reference ? [{ reference, note: passage.note }] : [];
  });
  return {
    sections: { kind: "deep_dive", answer: answer.answer, passages, goingFurther: answer.goingFurther },
    passages: passages.map((passage) => passage.reference),
    rooms: [],
    strongs: [],
  };
}

type Outcome<S> = { source: "ai" | "offline"; result: OfflineResearch<S>; notices: string[] };

const stored = <S extends object>(
  sections: S,
  notices: string[],
): StoredSections<S> & Record<string, unknown> => ({
  ...sections,
  ...(notices.length > 0 ? { notices } : {}),
});

/** POST /api/research */
export async function createReport(
  ctx: ActorContext,
  deps: ResearchDeps,
  input: CreateResearchInput,
): Promise<ResearchNoteDto> {
  const actorAccess = await loadActorAccess(ctx);
  const options: ResearchOptionsDto = {
    scope: input.scope,
    book: input.scope === "book" ? (input.book ?? null) : null,
    depth: input.depth,
    palaceLens: input.palaceLens,
  };
  const outcome = await modelOrLocal<ResearchAnswer, Outcome<ResearchReportSectionsDto>>(
    ctx,
    deps.runtime,
    actorAccess,
    {
      tool: "research_report",
      offline: input.offline,
      local: async (_quota, notice) => ({
        source: "offline",
        result: offlineReport(await studyLibrary(deps.bible), input),
        notices: notice ? [notice] : [],
      }),
      task: () => ({
        schemaName: researchReportSchemaName,
        schema: researchAnswer(input.palaceLens),
        messages: researchMessages(input),
        maxOutputTokens: input.depth === "deep" ? 4000 : input.depth === "study" ? 3000 : 2000,
        userInputs: [input.topic],
      }),
      answer: (value) => ({ source: "ai", result: checkedReport(value, input.palaceLens), notices: [] }),
    },
  );
  const now = ctx.clock.now();
  const row = await insertNote(ctx.db, {
    userId: ctx.actor.userId,
    parentId: null,
    topic: input.topic,
    options,
    sections: stored(outcome.result.sections, outcome.notices),
    passages: outcome.result.passages,
    rooms: outcome.result.rooms,
    strongs: outcome.result.strongs,
    source: outcome.source,
    title: clip(input.topic, RESEARCH_LIMITS.titleMax),
    createdAt: now,
    updatedAt: now,
  });
  return presentNote(row, [], { isMine: true, authorName: null });
}

/** The actor's own note (a report or a deep dive), or 404. */
async function ownNote(ctx: ActorContext, id: string): Promise<NoteRow> {
  const note = await findNote(ctx.db, id);
  if (!note || note.userId !== ctx.actor.userId) throw notFound("note");
  return note;
}

/** The actor's own report; a deep dive's id names its report. */
async function ownReport(ctx: ActorContext, id: string): Promise<NoteRow> {
  const note = await ownNote(ctx, id);
  return note.parentId ? ownNote(ctx, note.parentId) : note;
}

function optionsOf(note: NoteRow): ResearchScopeChoice {
  const scope = note.options.scope;
  return {
    scope: scope === "ot" || scope === "nt" || scope === "book" ? scope : "whole",
    book: typeof note.options.book === "string" ? note.options.book : null,
  };
}

const overviewOf = (note: NoteRow) => {
  const overview = (note.sections as { overview?: unknown }).overview;
  return typeof overview === "string" ? overview : "";
};

/** A hidden note stays hidden whatever its owner changes: only a moderator brings it back. */
function nextModeration(
  current: NoteRow["moderation"],
  outcome: NoteModerationOutcome,
): NoteRow["moderation"] {
  return current === "hidden" ? "hidden" : outcome;
}

/** POST /api/research/:id/deep-dives */
export async function addDeepDive(
  ctx: ActorContext,
  deps: ResearchDeps,
  id: string,
  input: DeepDiveInput,
): Promise<DeepDiveDto> {
  const report = await ownReport(ctx, id);
  const actorAccess = await loadActorAccess(ctx);
  const scope = optionsOf(report);
  const outcome = await modelOrLocal<DeepDiveAnswer, Outcome<DeepDiveSectionsDto>>(
    ctx,
    deps.runtime,
    actorAccess,
    {
      tool: "research_deep_dive",
      offline: input.offline,
      local: async (_quota, notice) => ({
        source: "offline",
        result: offlineDeepDive(
          await studyLibrary(deps.bible),
          { topic: report.topic, options: scope },
          input,
        ),
        notices: notice ? [notice] : [],
      }),
      task: () => ({
        schemaName: researchDeepDiveSchemaName,
        schema: deepDiveAnswer,
        messages: deepDiveMessages({ topic: report.topic, overview: overviewOf(report), scope }, input),
        maxOutputTokens: 2000,
        userInputs: [report.topic, input.focus, input.question],
      }),
      answer: (value) => ({ source: "ai", result: checkedDeepDive(value), notices: [] }),
    },
  );

  // A deep dive added to a public note is read by others too: it passes the same check, and anything but a clear
  // pass holds the whole note for staff (the question was already answered, so it is kept, not refused).
  let moderation = report.moderation;
  if (report.isPublic) {
    const outcomeOfCheck = await moderateNoteText(
      deps.runtime,
      {
        own: [input.focus, input.question].join("\n"),
        generated: deepDiveText(input.focus, input.question, outcome.result.sections).join("\n"),
      },
      ctx.clock.now(),
    ).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "content_blocked") return "pending" as const;
      throw error;
    });
    if (outcomeOfCheck === "pending") moderation = nextModeration(report.moderation, "pending");
  }

  const now = ctx.clock.now();
  const child = await ctx.db.transaction(async (tx) => {
    const row = await insertNote(tx, {
      userId: ctx.actor.userId,
      parentId: report.id,
      topic: report.topic,
      focus: input.focus,
      question: input.question,
      options: { scope: scope.scope, book: scope.book },
      sections: stored(outcome.result.sections, outcome.notices),
      passages: outcome.result.passages,
      rooms: outcome.result.rooms,
      strongs: outcome.result.strongs,
      source: outcome.source,
      title: clip(input.focus, RESEARCH_LIMITS.titleMax),
      createdAt: now,
      updatedAt: now,
    });
    await updateNote(tx, report.id, { moderation, updatedAt: now });
    return row;
  });
  return presentDeepDive(child);
}

/** GET /api/research?q= : the member's reports, pinned first, newest first. */
export async function listNotes(
  ctx: ActorContext,
  q: string | undefined,
): Promise<{ notes: ResearchNoteSummaryDto[] }> {
  const rows = await listOwnReports(ctx.db, ctx.actor.userId, q || undefined, listLimit);
  return { notes: rows.map((row) => presentNoteSummary(row, row.deepDiveCount)) };
}

/** Whether another member may read a report: public, approved, and not hidden by open reports. */
export async function readableByOthers(ctx: Pick<ActorContext, "db">, note: NoteRow): Promise<boolean> {
  if (note.parentId !== null || !note.isPublic || note.moderation !== "approved") return false;
  return !(await noteHiddenByReports(ctx.db, note.id));
}

/** GET /api/research/:id : the owner's note, or another member's public one (read-only); a deep dive names its report. */
export async function getNote(ctx: ActorContext, id: string): Promise<ResearchNoteDto> {
  const found = await findNote(ctx.db, id);
  const report = found?.parentId ? await findNote(ctx.db, found.parentId) : found;
  if (!report) throw notFound("note");
  const isMine = report.userId === ctx.actor.userId;
  if (!isMine && !(await readableByOthers(ctx, report))) throw notFound("note");
  const deepDives = await deepDivesOf(ctx.db, report.id);
  const authorName = isMine ? null : await displayNameOf(ctx.db, report.userId);
  return presentNote(report, deepDives, { isMine, authorName });
}

/** Everything other members would read of a report: the member's own words apart from what was generated. */
export function noteText(
  report: Pick<NoteRow, "title" | "topic" | "sections">,
  deepDives: readonly NoteRow[],
): NoteText {
  const sections = report.sections as unknown as ResearchReportSectionsDto;
  return {
    own: [
      report.title,
      report.topic,
      ...deepDives.flatMap((dive) => [dive.focus ?? "", dive.question ?? ""]),
    ].join("\n"),
    generated: [
      ...reportText(sections),
      ...deepDives.flatMap((dive) =>
        deepDiveText("", "", dive.sections as unknown as DeepDiveSectionsDto).filter(Boolean),
      ),
    ].join("\n"),
  };
}

/** PATCH /api/research/:id : rename, pin, my notes, public (reports only; a deep dive's id is a 404 here). */
export async function updateResearchNote(
  ctx: ActorContext,
  deps: ResearchDeps,
  id: string,
  input: UpdateResearchNoteInput,
): Promise<ResearchNoteDto> {
  const note = await ownNote(ctx, id);
  if (note.parentId !== null) throw notFound("note");
  const title = input.title ?? note.title;
  const isPublic = input.isPublic ?? note.isPublic;
  const deepDives = await deepDivesOf(ctx.db, note.id);
  let moderation = note.moderation;
  if (!isPublic) {
    // A private note keeps no moderation (it is checked afresh when made public again), unless staff hid it.
    moderation = note.moderation === "hidden" ? "hidden" : null;
  } else if (!note.isPublic || title !== note.title) {
    const outcome = await moderateNoteText(
      deps.runtime,
      noteText({ ...note, title }, deepDives),
      ctx.clock.now(),
    );
    moderation = nextModeration(note.moderation, outcome);
  }
  const row = await updateNote(ctx.db, note.id, {
    title,
    pinned: input.pinned ?? note.pinned,
    myNotes: input.myNotes ?? note.myNotes,
    isPublic,
    moderation,
    updatedAt: ctx.clock.now(),
  });
  return presentNote(row, deepDives, { isMine: true, authorName: null });
}

/** DELETE /api/research/:id : a report with its deep dives, or one deep dive. */
export async function removeResearchNote(ctx: ActorContext, id: string): Promise<void> {
  const note = await ownNote(ctx, id);
  await deleteNote(ctx.db, note.id);
}
