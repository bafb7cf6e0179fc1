// Study partners (screens.md §3.8, data-model.md §10 `partnerships`): one pending-or-active partnership per pair;
// requests by exact username among members who let others find them; if each asks the other, the second request
// accepts the first; limits of 20 pending outgoing requests and 50 partners. Declined, cancelled and ended rows stay
// for history, and either member may ask again later. The other member is only ever the public projection.
//
// Every change that another member sees is told to them after the commit: a notice on their `user:{id}` topic, and
// for a new request or an acceptance a bell notification (mailed for a new request when SMTP is configured and the
// addressee kept "email me about partner requests" on).
import {
  type PartnerActionDto,
  partnerEventTypes,
  partnerMessages,
  type PartnerEventType,
  PARTNER_LIMITS,
  type PartnerLiveRoomDto,
  type PartnerLookupDto,
  type PartnersDto,
  type SendPartnerRequest,
} from "@common/schemas/partners";
import { createRoomInput } from "@common/schemas/live-study";
import type { ActorContext } from "@server/http/context";
import { AppError, badRequest, conflict, notFound } from "@server/http/errors";
import { updateCounters } from "@server/modules/achievements/progress";
import { createRoom } from "@server/modules/live-study/live-study.service";
import {
  deliverNotifications,
  type NotificationDelivery,
  userTopic,
} from "@server/modules/notifications/delivery";
import {
  insertNotifications,
  type NotificationRow,
} from "@server/modules/notifications/notifications.queries";
import { loadPublicProfiles, type PublicProfileDto } from "@server/modules/profile/public-profile";
import type { Db } from "@server/db/client";
import { otherMemberId, presentAction, presentPartners } from "./partners.presenter";
import {
  countActivePartners,
  countPendingOutgoing,
  findMemberByUsername,
  findOpenPartnership,
  findPartnershipOf,
  insertRequest,
  listOpenPartnershipsOf,
  lockMembers,
  type PartnershipRow,
  updateStatus,
  wantsPartnerRequestMail,
} from "./partners.queries";

/** The services' context: the request's, plus how new notifications are delivered (the bus, and mail with SMTP). */
export type PartnerContext = ActorContext & { delivery?: Omit<NotificationDelivery, "db"> };

const LINK = "/study-partners";

const memberNotFound = () => new AppError(404, "member_not_found", partnerMessages.notFound);
const requestGone = () => new AppError(404, "not_found", partnerMessages.requestNotFound);
const partnershipGone = () => new AppError(404, "not_found", partnerMessages.partnerNotFound);

/** What a committed change still has to tell: realtime notices and notifications to deliver. */
type Outcome = {
  result: PartnerActionDto;
  events: Array<{ userId: string; type: PartnerEventType }>;
  notifications: NotificationRow[];
  /** Mail the notifications too (a new request to a member who wants partner-request mail). */
  mail: boolean;
};

/** Publishes the notices and delivers the notifications of a committed change; best-effort, never throws. */
async function tell(ctx: PartnerContext, outcome: Outcome): Promise<PartnerActionDto> {
  if (ctx.bus) {
    for (const { userId, type } of outcome.events) {
      try {
        await ctx.bus.publish(userTopic(userId), { type });
      } catch (error) {
        ctx.logger?.warn({ err: error, type }, "partner notice not published");
      }
    }
  }
  await deliver(ctx, outcome.notifications, outcome.mail);
  return outcome.result;
}

/** Delivers committed notifications (the bell's realtime notice; mail only when asked and configured). */
async function deliver(ctx: PartnerContext, notifications: NotificationRow[], mail: boolean): Promise<void> {
  if (notifications.length === 0) return;
  await deliverNotifications(
    {
      db: ctx.db,
      bus: ctx.bus ?? ctx.delivery?.bus,
      logger: ctx.logger ?? ctx.delivery?.logger,
      publicUrl: ctx.delivery?.publicUrl,
      mailer: mail ? ctx.delivery?.mailer : undefined,
    },
    notifications,
  );
}

async function profilesOf(db: Db, ids: readonly string[]): Promise<Map<string, PublicProfileDto>> {
  const found = await loadPublicProfiles(db, ids);
  for (const id of ids) if (!found.has(id)) throw memberNotFound();
  return found;
}

/** The member a username names, for `me` to add: never myself, never a member who keeps themselves hidden. */
async function findAddable(db: Db, me: string, username: string): Promise<string> {
  const found = await findMemberByUsername(db, username);
  if (found?.userId === me) throw badRequest("partner_self", partnerMessages.self);
  // A hidden member answers exactly like a username nobody has (SP-3): their existence is not revealed.
  if (!found?.discoverable) throw memberNotFound();
  return found.userId;
}

/** GET /api/partners — incoming and outgoing requests, and active partners whichever side asked. */
export async function listPartners(ctx: ActorContext): Promise<PartnersDto> {
  const me = ctx.actor.userId;
  const rows = await listOpenPartnershipsOf(ctx.db, me);
  const profiles = await loadPublicProfiles(
    ctx.db,
    rows.map((row) => otherMemberId(row, me)),
  );
  return presentPartners(rows, me, profiles);
}

/** GET /api/partners/lookup?username= — the member's public projection, or the spec's message. */
export async function lookupPartner(ctx: ActorContext, username: string): Promise<PartnerLookupDto> {
  const userId = await findAddable(ctx.db, ctx.actor.userId, username);
  const member = (await profilesOf(ctx.db, [userId])).get(userId)!;
  return { member };
}

/**
 * Accepts a pending request inside the caller's transaction (both members' rows locked): the partner limit of
 * each side, the status, the achievement counters of both and the requester's bell notification.
 */
async function acceptInTx(
  tx: Db,
  row: PartnershipRow,
  profiles: ReadonlyMap<string, PublicProfileDto>,
  now: Date,
): Promise<Omit<Outcome, "result" | "mail"> & { row: PartnershipRow }> {
  const accepter = profiles.get(row.addresseeId)!;
  const requester = profiles.get(row.requesterId)!;
  if ((await countActivePartners(tx, accepter.userId)) >= PARTNER_LIMITS.partnersMax)
    throw conflict("partner_limit", partnerMessages.limit(PARTNER_LIMITS.partnersMax));
  if ((await countActivePartners(tx, requester.userId)) >= PARTNER_LIMITS.partnersMax)
    throw conflict("partner_limit", partnerMessages.theirLimit(requester.displayName));
  const accepted = await updateStatus(tx, row.id, "pending", { status: "active", respondedAt: now });
  if (!accepted) throw requestGone();
  await updateCounters(tx, accepter.userId, ["active_partners"], now);
  await updateCounters(tx, requester.userId, ["active_partners"], now);
  const notifications = await insertNotifications(tx, [
    {
      userId: requester.userId,
      kind: "partner_accepted",
      title: partnerMessages.acceptedNotificationTitle(accepter.displayName),
      body: null,
      link: LINK,
      createdAt: now,
    },
  ]);
  return {
    row: accepted,
    events: [{ userId: requester.userId, type: partnerEventTypes.accepted }],
    notifications,
  };
}

/**
 * POST /api/partners/requests — a request to the member `username` names, with an optional note. When that member
 * already asked us, this accepts their request instead. The two members' rows are locked (in id order) so the
 * limits hold under concurrent requests, and the pair's unique index decides any race left: a refused insert is
 * answered with the right message, never a 500.
 */
export async function sendPartnerRequest(
  ctx: PartnerContext,
  input: SendPartnerRequest,
): Promise<PartnerActionDto> {
  const me = ctx.actor.userId;
  const now = ctx.clock.now();
  const them = await findAddable(ctx.db, me, input.username);
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    await lockMembers(tx, [me, them]);
    const profiles = await profilesOf(tx, [me, them]);
    const other = profiles.get(them)!;

    const answerOpen = async (open: PartnershipRow): Promise<Outcome> => {
      if (open.status === "active")
        throw conflict("already_partners", partnerMessages.alreadyPartners(other.displayName));
      if (open.requesterId === me)
        throw conflict("request_pending", partnerMessages.pending(other.displayName));
      // They asked us first: this request accepts theirs (screens §3.8).
      const accepted = await acceptInTx(tx, open, profiles, now);
      return {
        ...accepted,
        result: presentAction(accepted.row, other, partnerMessages.nowPartners(other.displayName)),
        mail: false,
      };
    };

    const open = await findOpenPartnership(tx, me, them);
    if (open) return answerOpen(open);
    if ((await countPendingOutgoing(tx, me)) >= PARTNER_LIMITS.pendingOutgoingMax)
      throw conflict("partner_limit", partnerMessages.limit(PARTNER_LIMITS.pendingOutgoingMax));
    if ((await countActivePartners(tx, me)) >= PARTNER_LIMITS.partnersMax)
      throw conflict("partner_limit", partnerMessages.limit(PARTNER_LIMITS.partnersMax));

    const row = await insertRequest(tx, {
      requesterId: me,
      addresseeId: them,
      message: input.message,
      createdAt: now,
    });
    if (!row) {
      const raced = await findOpenPartnership(tx, me, them);
      if (!raced) throw conflict("request_pending", partnerMessages.pending(other.displayName));
      return answerOpen(raced);
    }
    const notifications = await insertNotifications(tx, [
      {
        userId: them,
        kind: "partner_request",
        title: partnerMessages.requestNotificationTitle(profiles.get(me)!.displayName),
        body: input.message === "" ? null : input.message,
        link: LINK,
        createdAt: now,
      },
    ]);
    return {
      result: presentAction(row, other, partnerMessages.sent(other.displayName)),
      events: [{ userId: them, type: partnerEventTypes.request }],
      notifications,
      mail: await wantsPartnerRequestMail(tx, them),
    };
  });
  return tell(ctx, outcome);
}

/** The member's own partnership `id` for an action, with both members' rows locked; 404 for anyone else's. */
async function ownPartnership(tx: Db, id: string, me: string, what: string): Promise<PartnershipRow> {
  // Members first, then the row: the order every partner change takes its locks in (no deadlock with a request).
  const seen = await findPartnershipOf(tx, id, me, { lock: false });
  if (!seen) throw notFound(what);
  await lockMembers(tx, [seen.requesterId, seen.addresseeId]);
  const row = await findPartnershipOf(tx, id, me, { lock: true });
  if (!row) throw notFound(what);
  return row;
}

/** POST /api/partners/requests/:id/accept — the addressee only. */
export async function acceptPartnerRequest(ctx: PartnerContext, id: string): Promise<PartnerActionDto> {
  const me = ctx.actor.userId;
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const row = await ownPartnership(tx, id, me, "partner request");
    if (row.addresseeId !== me) throw notFound("partner request");
    if (row.status !== "pending") throw requestGone();
    const profiles = await profilesOf(tx, [row.requesterId, me]);
    const other = profiles.get(row.requesterId)!;
    const accepted = await acceptInTx(tx, row, profiles, now);
    return {
      ...accepted,
      result: presentAction(accepted.row, other, partnerMessages.nowPartners(other.displayName)),
      mail: false,
    };
  });
  return tell(ctx, outcome);
}

/**
 * A change that only one side asked for and the other side's lists must follow: decline (the addressee), cancel
 * (the requester) and remove (either member of an active partnership). The row is updated, never deleted.
 */
async function closePartnership(
  ctx: PartnerContext,
  id: string,
  action: "decline" | "cancel" | "remove",
): Promise<PartnerActionDto> {
  const me = ctx.actor.userId;
  const now = ctx.clock.now();
  const what = action === "remove" ? "study partner" : "partner request";
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const row = await ownPartnership(tx, id, me, what);
    const mine = action === "decline" ? row.addresseeId : action === "cancel" ? row.requesterId : me;
    if (mine !== me) throw notFound(what);
    const from = action === "remove" ? "active" : "pending";
    if (row.status !== from) throw action === "remove" ? partnershipGone() : requestGone();
    const updated = await updateStatus(
      tx,
      row.id,
      from,
      action === "decline"
        ? { status: "declined", respondedAt: now }
        : { status: action === "cancel" ? "cancelled" : "ended", endedAt: now, endedBy: me },
    );
    if (!updated) throw action === "remove" ? partnershipGone() : requestGone();
    const otherId = otherMemberId(row, me);
    if (action === "remove") {
      await updateCounters(tx, me, ["active_partners"], now);
      await updateCounters(tx, otherId, ["active_partners"], now);
    }
    const other = (await profilesOf(tx, [otherId])).get(otherId)!;
    const notice =
      action === "decline"
        ? partnerMessages.declined
        : action === "cancel"
          ? partnerMessages.cancelled
          : partnerMessages.removed(other.displayName);
    return {
      result: presentAction(updated, other, notice),
      // The other side's lists refresh; the notice never says "declined" (screens §3.8).
      events: [{ userId: otherId, type: partnerEventTypes.changed }],
      notifications: [],
      mail: false,
    };
  });
  return tell(ctx, outcome);
}

/** POST /api/partners/requests/:id/decline — the addressee only; the requester's list simply loses it. */
export const declinePartnerRequest = (ctx: PartnerContext, id: string) =>
  closePartnership(ctx, id, "decline");

/** POST /api/partners/requests/:id/cancel — the requester only. */
export const cancelPartnerRequest = (ctx: PartnerContext, id: string) => closePartnership(ctx, id, "cancel");

/**
 * POST /api/partners/:id/live-room (screens §8.4 "Message in a live room"): creates a private live study room hosted
 * by the caller (the room rules apply: `community.post`, at most 3 open rooms) and sends the partner a bell
 * notification with the invite link. Only for an active partnership of the caller's.
 */
export async function openLiveRoomWithPartner(ctx: PartnerContext, id: string): Promise<PartnerLiveRoomDto> {
  const me = ctx.actor.userId;
  const row = await findPartnershipOf(ctx.db, id, me, { lock: false });
  if (!row) throw notFound("study partner");
  if (row.status !== "active") throw partnershipGone();
  const otherId = otherMemberId(row, me);
  const people = await profilesOf(ctx.db, [me, otherId]);
  const myName = people.get(me)!.displayName;
  const state = await createRoom(
    ctx,
    createRoomInput.parse({
      name: partnerMessages.liveRoomName(myName, people.get(otherId)!.displayName),
      visibility: "private",
    }),
  );
  const link = `/live-study/${state.room.id}?token=${encodeURIComponent(state.room.inviteToken ?? "")}`;
  const notifications = await insertNotifications(ctx.db, [
    {
      userId: otherId,
      kind: "partner_live_room",
      title: partnerMessages.liveRoomNotificationTitle(myName),
      body: partnerMessages.liveRoomNotificationBody,
      link,
      createdAt: ctx.clock.now(),
    },
  ]);
  await deliver(ctx, notifications, false);
  return { roomId: state.room.id, link };
}

/** POST /api/partners/:id/remove — either member of an active partnership; it becomes `ended`. */
export const removePartner = (ctx: PartnerContext, id: string) => closePartnership(ctx, id, "remove");
