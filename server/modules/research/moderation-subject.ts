// Research notes in the moderation store and queue (ai.md §1.7, §3.7): members report public notes they can read;
// staff read the title and the report with its deep dives, and approve (published), hide (kept from other members,
// even through private and back) or delete (the note and its deep dives, as the owner's delete does).
import { hasFeature } from "@common/policies/entitlements";
import type { Db } from "@server/db/client";
import { isUuid } from "@server/http/uuid";
import { loadActorAccess } from "@server/modules/access/access.service";
import type {
  ModerationSubjectHandler,
  StaffView,
  SubjectState,
} from "@server/modules/moderation/moderation.registry";
import { readableByOthers, noteText } from "./research.service";
import {
  deepDivesOfMany,
  deleteNote,
  existingNoteIds,
  findNote,
  type NoteRow,
  notesWithOwnerName,
  pendingPublicNotes,
  updateNote,
} from "./research.queries";

/** Report subject ids are text; a note id is a uuid, and anything else names no note. */
const noteIdsOf = (ids: readonly string[]) => ids.filter((id) => isUuid(id));

/** What other members see of the note by its own state (reports are counted by the queue). */
function stateOf(note: Pick<NoteRow, "isPublic" | "moderation">): SubjectState {
  if (!note.isPublic) return "hidden";
  if (note.moderation === "approved") return "visible";
  if (note.moderation === "hidden") return "hidden";
  return "pending";
}

export const researchNoteSubject: ModerationSubjectHandler = {
  async loadForStaff(db, subjectIds) {
    const ids = noteIdsOf(subjectIds);
    const [notes, deepDives] = await Promise.all([notesWithOwnerName(db, ids), deepDivesOfMany(db, ids)]);
    const views = new Map<string, StaffView>();
    for (const { note, ownerName } of notes) {
      const text = noteText(
        note,
        deepDives.filter((dive) => dive.parentId === note.id),
      );
      views.set(note.id, {
        title: note.title,
        text: [`Topic: ${note.topic}`, text.own, text.generated].join("\n"),
        author: ownerName === null ? null : { displayName: ownerName },
        state: stateOf(note),
      });
    }
    return views;
  },

  existingIds: (db, subjectIds) => existingNoteIds(db, noteIdsOf(subjectIds)),

  async listPending(db) {
    const notes = await pendingPublicNotes(db);
    // No column records when the check held the note; its last change is when it was (last) held.
    return notes.map((note) => ({ subjectId: note.id, heldAt: note.updatedAt }));
  },

  async checkReport(ctx, subjectId) {
    const note = await findNote(ctx.db, subjectId);
    if (!note || note.parentId !== null) return "not_found";
    if (note.userId === ctx.actor.userId) return "own";
    if (!(await readableByOthers(ctx, note))) return "not_found";
    // Public notes are read on the Research Mode page, which the member's plan must include.
    const { access, isAdmin } = await loadActorAccess(ctx);
    return hasFeature(access, "ai.research_mode", { isAdmin }) ? "reportable" : "not_found";
  },

  async lockState(tx, subjectId) {
    if (noteIdsOf([subjectId]).length === 0) return undefined;
    const note = await findNote(tx, subjectId, true);
    return note ? stateOf(note) : undefined;
  },

  async apply(tx: Db, subjectId, decision) {
    const note = await findNote(tx, subjectId, true);
    if (!note) throw new Error("research note moderation: apply without lockState");
    switch (decision) {
      case "approve":
        // A private note keeps no moderation (it is checked afresh when it is made public again).
        return stateOf(await updateNote(tx, note.id, { moderation: note.isPublic ? "approved" : null }));
      case "hide":
        return stateOf(await updateNote(tx, note.id, { moderation: "hidden" }));
      case "delete":
        await deleteNote(tx, note.id);
        return null;
    }
  },
};
