// Prophecy signals in the moderation store and queue (ai.md §1.7, §3.6): members report public signals; suggestions
// (and publications whose check couldn't be made) wait as pending. Staff read the title, summary, sections and source,
// and approve (published to the feed, which creates the watch-topic alerts), hide (out of the feed) or delete.
import { hasFeature } from "@common/policies/entitlements";
import { signalSectionHeadings, signalSectionKeys } from "@common/schemas/prophecy";
import { isUuid } from "@server/http/uuid";
import { loadActorAccess } from "@server/modules/access/access.service";
import type {
  ModerationSubjectHandler,
  StaffView,
  SubjectState,
} from "@server/modules/moderation/moderation.registry";
import { deliverNotifications } from "@server/modules/notifications/delivery";
import { publishSignal } from "./matching";
import {
  deleteSignal,
  existingSignalIds,
  findSignal,
  pendingSignals,
  type SignalRow,
  signalHiddenByReports,
  signalsWithAuthorName,
  updateSignal,
} from "./prophecy.queries";

const signalIdsOf = (ids: readonly string[]) => ids.filter((id) => isUuid(id));

/** What other members see of the signal by its own state (reports are counted by the queue). */
function stateOf(signal: Pick<SignalRow, "visibility">): SubjectState {
  switch (signal.visibility) {
    case "public":
      return "visible";
    case "pending":
      return "pending";
    default:
      // Private (the author's own) or hidden by staff: other members don't see it.
      return "hidden";
  }
}

function staffText(signal: SignalRow): string {
  return [
    signal.summary,
    ...signalSectionKeys.map((key) => `${signalSectionHeadings[key]}: ${signal.sections[key]}`),
    signal.passages.length > 0 ? `Passages: ${signal.passages.join("; ")}` : "",
    signal.sourceTitle || signal.sourceUrl
      ? `Source: ${[signal.sourceTitle, signal.sourceUrl].filter(Boolean).join(" — ")}`
      : "",
  ]
    .filter(Boolean)
    .join("\n");
}

export const prophecySignalSubject: ModerationSubjectHandler = {
  async loadForStaff(db, subjectIds) {
    const rows = await signalsWithAuthorName(db, signalIdsOf(subjectIds));
    const views = new Map<string, StaffView>();
    for (const { signal, authorName } of rows) {
      views.set(signal.id, {
        title: signal.title,
        text: staffText(signal),
        author: authorName === null ? null : { displayName: authorName },
        state: stateOf(signal),
      });
    }
    return views;
  },

  existingIds: (db, subjectIds) => existingSignalIds(db, signalIdsOf(subjectIds)),

  async listPending(db) {
    const rows = await pendingSignals(db);
    return rows.map((row) => ({ subjectId: row.id, heldAt: row.heldAt ?? row.updatedAt }));
  },

  async checkReport(ctx, subjectId) {
    if (signalIdsOf([subjectId]).length === 0) return "not_found";
    const signal = await findSignal(ctx.db, subjectId);
    if (!signal) return "not_found";
    if (signal.createdBy === ctx.actor.userId) return "own";
    if (signal.visibility !== "public" || (await signalHiddenByReports(ctx.db, signal.id)))
      return "not_found";
    const { access, isAdmin } = await loadActorAccess(ctx);
    return hasFeature(access, "ai.prophecy_watch.read", { isAdmin }) ? "reportable" : "not_found";
  },

  async lockState(tx, subjectId) {
    if (signalIdsOf([subjectId]).length === 0) return undefined;
    const signal = await findSignal(tx, subjectId, true);
    return signal ? stateOf(signal) : undefined;
  },

  async apply(tx, subjectId, decision, effects) {
    const signal = await findSignal(tx, subjectId, true);
    if (!signal) throw new Error("prophecy signal moderation: apply without lockState");
    const { now } = effects;
    switch (decision) {
      case "approve": {
        // A private analysis stays its author's; a pending or hidden signal goes (back) to the feed.
        if (signal.visibility === "private" || signal.visibility === "public") return stateOf(signal);
        const published = await publishSignal(tx, signal, now);
        effects.afterCommit(({ delivery }) => deliverNotifications(delivery, published.notifications));
        return stateOf(published.signal);
      }
      case "hide":
        if (signal.visibility === "private") return stateOf(signal);
        return stateOf(await updateSignal(tx, signal.id, { visibility: "hidden", updatedAt: now }));
      case "delete":
        await deleteSignal(tx, signal.id);
        return null;
    }
  },
};
