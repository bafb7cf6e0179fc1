// The subject types the moderation store and queue know (ai.md §1.7). The queue, the Report API and the staff actions
// are written against this interface only; each feature whose members publish content registers a handler for its
// subject type here (flashcard decks now; messages, profiles, images and signals as their features arrive).
import type { ModerationAction, ReportableSubject, ReportSubject } from "@common/schemas/moderation";
import type { Db } from "@server/db/client";
import type { ActorContext } from "@server/http/context";
import type { NotificationDelivery } from "@server/modules/notifications/delivery";
import type { ObjectStorage } from "@server/services/storage/storage";
import { chatMessageSubject } from "@server/modules/community/moderation-subject";
import { flashcardDeckSubject } from "@server/modules/flashcards/moderation-subject";
import { roomMessageSubject } from "@server/modules/live-study/moderation-subject";
import { bibleImageSubject } from "@server/modules/images/moderation-subject";
import { prophecySignalSubject } from "@server/modules/prophecy/moderation-subject";
import { researchNoteSubject } from "@server/modules/research/moderation-subject";

/**
 * An item's own state, before reports are counted: visible to members, held as pending by the automatic check, or
 * hidden (by staff, or not shown to other members for the subject's own reasons, e.g. a deck made private again).
 */
export type SubjectState = "visible" | "pending" | "hidden";

/** What staff read before deciding. */
export type StaffView = {
  title: string;
  /** The item's text inline (a deck: its description and cards). */
  text: string;
  /** An image item's picture (the file endpoint, which lets staff see items that aren't public). */
  imageUrl?: string;
  /** The author's public display name only; null when their account is gone. */
  author: { displayName: string } | null;
  /** The author's user id, for staff actions on the member (a chat message's "Mute author"); absent when unknown. */
  authorId?: string;
  state: SubjectState;
};

/** An item the automatic check held as pending, and since when. */
export type HeldItem = { subjectId: string; heldAt: Date };

/** Whether a member may report an item: it exists and they can see it (public), and it isn't theirs. */
export type ReportCheck = "reportable" | "not_found" | "own";

/** The decisions that change the item itself (dismiss only closes reports). */
export type SubjectDecision = Exclude<ModerationAction, "dismiss">;

export interface ModerationSubjectHandler {
  /** The staff view of these items; ids missing from the map are gone. */
  loadForStaff(db: Db, subjectIds: readonly string[]): Promise<Map<string, StaffView>>;
  /** Which of these ids still exist (reports of an item deleted since stay out of the queue). */
  existingIds(db: Db, subjectIds: readonly string[]): Promise<Set<string>>;
  /** The items held as pending now. */
  listPending(db: Db): Promise<HeldItem[]>;
  checkReport(ctx: ActorContext, subjectId: string): Promise<ReportCheck>;
  /** The item's own state, locked for the caller's transaction; undefined when it doesn't exist. */
  lockState(tx: Db, subjectId: string): Promise<SubjectState | undefined>;
  /**
   * Applies a staff decision in the caller's transaction (after lockState): approve makes the item visible, hide
   * hides it, delete removes it for good. Returns the item's own state after, or null once deleted.
   */
  apply(
    tx: Db,
    subjectId: string,
    decision: SubjectDecision,
    effects: DecisionEffects,
  ): Promise<SubjectState | null>;
  /**
   * Optional: runs in a new report's transaction, after the item was locked (lockState) and the report stored, with
   * the item's open reports counted now; e.g. a chat message tells its channel it is hidden when the count reaches
   * MODERATION_LIMITS.hideAtOpenReports. Types without it lock nothing extra on a report.
   */
  afterReport?(tx: Db, subjectId: string, openReports: number, effects: DecisionEffects): Promise<void>;
  /**
   * Optional: runs in a Dismiss's transaction after the item's open reports (`closedReports` of them) were closed;
   * e.g. a chat message hidden by those reports tells its channel it is back.
   */
  afterDismiss?(tx: Db, subjectId: string, closedReports: number, effects: DecisionEffects): Promise<void>;
}

/** The app's services a decision may use once its transaction has committed. */
export type ModerationServices = { delivery: NotificationDelivery; storage: ObjectStorage };

/**
 * What a decision may do beyond its own rows: the decision's time, and work that must wait until the transaction has
 * committed (a realtime notice or mail for notifications it created, removing a deleted item's file). The work runs
 * after the commit, best-effort; nothing runs if the transaction rolls back.
 */
export type DecisionEffects = {
  now: Date;
  afterCommit(task: (services: ModerationServices) => Promise<void>): void;
};

/** Every subject a member can report has a handler; the other types join as their features arrive. */
const handlers: Record<ReportableSubject, ModerationSubjectHandler> &
  Partial<Record<ReportSubject, ModerationSubjectHandler>> = {
  flashcard_deck: flashcardDeckSubject,
  research_note: researchNoteSubject,
  prophecy_signal: prophecySignalSubject,
  bible_image: bibleImageSubject,
  chat_message: chatMessageSubject,
  room_message: roomMessageSubject,
};

export function subjectHandler(subjectType: ReportSubject): ModerationSubjectHandler | undefined {
  return handlers[subjectType];
}

export function registeredSubjects(): [ReportSubject, ModerationSubjectHandler][] {
  return Object.entries(handlers) as [ReportSubject, ModerationSubjectHandler][];
}
