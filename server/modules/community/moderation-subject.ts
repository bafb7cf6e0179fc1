// Chat messages in the moderation store and queue (screens.md §4.3, CC-6, ADM-7): any signed-in member may report a
// message they can see that isn't theirs (free members included). Three open reports hide it from everyone but staff
// and its author (derived from the reports, so Dismiss brings it back). Staff read the text inline with the author's
// public name; Delete soft-deletes it ("Message deleted" for everyone, live), Hide keeps it from other members until
// Approve, and each of these is published on `chat:{channel}` once the decision has committed; so are the report that
// hides a message (message.hidden) and the Dismiss that brings it back (message.restored).
import { MODERATION_LIMITS } from "@common/schemas/moderation";
import type { Db } from "@server/db/client";
import type { Logger } from "@server/logger";
import type { Bus } from "@server/realtime/bus";
import { isUuid } from "@server/http/uuid";
import type {
  DecisionEffects,
  ModerationSubjectHandler,
  StaffView,
  SubjectState,
} from "@server/modules/moderation/moderation.registry";
import { loadPublicProfiles } from "@server/modules/profile/public-profile";
import { findRoles } from "@server/modules/roles/roles.queries";
import { messageEvent, publishChat } from "./community.events";
import {
  findMessage,
  findVisibleMessage,
  liveMessageIds,
  type MessageRow,
  messagesWithChannel,
  updateMessage,
} from "./community.queries";
import { presentForViewer } from "./community.service";

const messageIdsOf = (ids: readonly string[]) => ids.filter((id) => isUuid(id));

/** The message's own state before reports are counted: hidden by staff, or visible. */
const stateOf = (message: Pick<MessageRow, "hiddenAt">): SubjectState =>
  message.hiddenAt === null ? "visible" : "hidden";

type PublishDeps = { db: Db; bus?: Bus; logger?: Logger };

/** Publishes after the decision commits, through the app's realtime bus (the delivery services carry it). */
function afterCommitPublish(effects: DecisionEffects, publish: (deps: PublishDeps) => Promise<void>) {
  effects.afterCommit(async ({ delivery }) =>
    publish({ db: delivery.db, bus: delivery.bus, logger: delivery.logger }),
  );
}

/** Read again after the commit (the decision closed the open reports): published only if it is visible now. */
async function publishRestored(deps: PublishDeps, id: string): Promise<void> {
  const fresh = await findMessage(deps.db, id);
  if (!fresh || fresh.hidden || fresh.deletedAt) return;
  const [dto] = await presentForViewer(deps.db, [fresh], null);
  if (dto) await publishChat(deps, messageEvent("message.restored", dto));
}

export const chatMessageSubject: ModerationSubjectHandler = {
  async loadForStaff(db, subjectIds) {
    const rows = await messagesWithChannel(db, messageIdsOf(subjectIds));
    const authors = await loadPublicProfiles(
      db,
      rows.map(({ message }) => message.authorId).filter((id): id is string => id !== null),
    );
    const views = new Map<string, StaffView>();
    for (const { message, channelName } of rows) {
      const author = message.authorId ? authors.get(message.authorId) : undefined;
      views.set(message.id, {
        title: `Message in #${channelName}`,
        text: message.body,
        author: author ? { displayName: author.displayName } : null,
        authorId: author?.userId,
        state: stateOf(message),
      });
    }
    return views;
  },

  // A deleted message has nothing left to decide: its reports stay out of the queue.
  existingIds: (db, subjectIds) => liveMessageIds(db, messageIdsOf(subjectIds)),

  // No automatic check holds chat messages back.
  listPending: () => Promise.resolve([]),

  async checkReport(ctx, subjectId) {
    const message = await findMessage(ctx.db, subjectId);
    if (!message || message.deletedAt) return "not_found";
    if (message.authorId === ctx.actor.userId) return "own";
    const roles = await findRoles(ctx.db, ctx.actor.userId);
    const staff = roles.includes("admin") || roles.includes("moderator");
    const visible = await findVisibleMessage(ctx.db, subjectId, { userId: ctx.actor.userId, staff });
    return visible ? "reportable" : "not_found";
  },

  async lockState(tx, subjectId) {
    if (!isUuid(subjectId)) return undefined;
    const message = await findMessage(tx, subjectId, true);
    return message && !message.deletedAt ? stateOf(message) : undefined;
  },

  // The report that brings the open count to the limit hides the message from other members: tell the channel.
  async afterReport(tx, subjectId, openReports, effects) {
    if (openReports !== MODERATION_LIMITS.hideAtOpenReports) return;
    const message = await findMessage(tx, subjectId);
    if (!message || message.deletedAt || message.hiddenAt !== null) return;
    const { channelId, id, authorId } = message;
    afterCommitPublish(effects, (deps) =>
      publishChat(deps, { type: "message.hidden", channelId, id, authorId }),
    );
  },

  // Dismissing the reports that hid a message shows it again (unless staff hid it themselves).
  async afterDismiss(tx, subjectId, closedReports, effects) {
    if (closedReports < MODERATION_LIMITS.hideAtOpenReports) return;
    const message = await findMessage(tx, subjectId);
    if (!message || message.deletedAt || message.hiddenAt !== null) return;
    afterCommitPublish(effects, (deps) => publishRestored(deps, message.id));
  },

  async apply(tx: Db, subjectId, decision, effects) {
    const message = await findMessage(tx, subjectId, true);
    if (!message) throw new Error("chat message moderation: apply without lockState");
    const { channelId, id } = message;
    switch (decision) {
      case "delete": {
        await updateMessage(tx, id, { deletedAt: effects.now, pinnedAt: null, pinnedBy: null });
        afterCommitPublish(effects, (deps) => publishChat(deps, { type: "message.deleted", channelId, id }));
        return null;
      }
      case "hide": {
        const updated = await updateMessage(tx, id, { hiddenAt: message.hiddenAt ?? effects.now });
        if (message.hiddenAt === null) {
          const authorId = message.authorId;
          afterCommitPublish(effects, (deps) =>
            publishChat(deps, { type: "message.hidden", channelId, id, authorId }),
          );
        }
        return stateOf(updated);
      }
      case "approve": {
        const updated = await updateMessage(tx, id, { hiddenAt: null });
        if (message.hidden) afterCommitPublish(effects, (deps) => publishRestored(deps, id));
        return stateOf(updated);
      }
    }
  },
};
