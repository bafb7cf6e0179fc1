/**
 * The study partners contract (screens.md §3.8, data-model.md §10 `partnerships`): the request schemas the server
 * validates with, the DTOs it returns, the spec's messages, the limits and the realtime notices on `user:{id}`.
 * The other member of a partnership only ever appears as a PublicProfileDto (never an e-mail or a username).
 */
import { z } from "zod";
import type { PublicProfileDto } from "./public-profile";
import { text } from "./text";

// ---------- limits ----------

export const PARTNER_LIMITS = {
  /** The optional note sent with a request. */
  messageMax: 200,
  /** Requests a member may have waiting for an answer at once. */
  pendingOutgoingMax: 20,
  /** Active partnerships per member. */
  partnersMax: 50,
  /** Usernames are 3–20 characters; a longer entry can't match, so it isn't sent. */
  usernameMax: 20,
} as const;

// ---------- messages ----------

export const partnerMessages = {
  // [spec] screens §3.8 — verbatim
  notFound: "No member found with that username.",
  self: "You can't add yourself.",
  pending: (name: string) => `You already have a pending request with ${name}.`,
  alreadyPartners: (name: string) => `You're already partners with ${name}.`,
  limit: (n: number) => `You've reached the limit of ${n}.`,
  sent: (name: string) => `Request sent to ${name}`,
  partnersSince: (date: string) => `Partners since ${date}`,
  empty: "No study partners yet — send a request to get started.",
  // Our own words
  usernameRequired: "Enter your partner's username.",
  messageTooLong: `Keep your message to ${PARTNER_LIMITS.messageMax} characters.`,
  /** The other member already has the most partners allowed, so they can't take one more. */
  theirLimit: (name: string) => `${name} already has ${PARTNER_LIMITS.partnersMax} study partners.`,
  nowPartners: (name: string) => `You and ${name} are now study partners`,
  declined: "Request declined",
  cancelled: "Request cancelled",
  removed: (name: string) => `${name} is no longer one of your study partners`,
  requestNotFound: "That request is no longer waiting for an answer.",
  partnerNotFound: "That partnership has already ended.",
  requestNotificationTitle: (name: string) => `${name} would like to be your study partner`,
  acceptedNotificationTitle: (name: string) => `${name} accepted your study partner request`,
  loadFailed: "Couldn't load your study partners",
  sendFailed: "We couldn't send your request — try again.",
  actionFailed: "That didn't work — try again.",
  /** §8.4: the partner's bell notification for "Message in a live room". */
  liveRoomName: (mine: string, theirs: string) => `${mine} & ${theirs}`.slice(0, 60),
  liveRoomNotificationTitle: (name: string) => `${name} invited you to a live study room`,
  liveRoomNotificationBody: "Open the link to join the private room.",
  liveRoomFailed: "We couldn't open a live room — try again.",
} as const;

/** POST /api/partners/:id/live-room — the private room made for the two partners, and its invite link. */
export type PartnerLiveRoomDto = { roomId: string; link: string };

// ---------- requests ----------

const username = text()
  .trim()
  .min(1, partnerMessages.usernameRequired)
  // Longer than any username: it can't name a member, and it is answered as such.
  .max(PARTNER_LIMITS.usernameMax, partnerMessages.notFound);

/** GET /api/partners/lookup?username= — exact, case-insensitive, among members who let others find them. */
export const partnerLookupQuery = z.strictObject({ username });
export type PartnerLookupQuery = z.output<typeof partnerLookupQuery>;

/** POST /api/partners/requests */
export const sendPartnerRequestInput = z.strictObject({
  username,
  message: text().trim().max(PARTNER_LIMITS.messageMax, partnerMessages.messageTooLong).default(""),
});
export type SendPartnerRequest = z.output<typeof sendPartnerRequestInput>;

/** `:id` of a partnership; anything else is an unknown one (404). */
export const partnershipIdParam = z.strictObject({ id: z.uuid() });

// ---------- responses ----------

/** A pending request, seen from either side: the other member, the note and when it was sent. */
export type PartnerRequestDto = {
  id: string;
  member: PublicProfileDto;
  message: string;
  createdAt: string;
};

/** An active partnership: the other member (whichever side asked) and since when ("Partners since"). */
export type PartnerDto = {
  id: string;
  member: PublicProfileDto;
  since: string;
};

/** GET /api/partners */
export type PartnersDto = {
  incoming: PartnerRequestDto[];
  outgoing: PartnerRequestDto[];
  partners: PartnerDto[];
};

/** GET /api/partners/lookup */
export type PartnerLookupDto = { member: PublicProfileDto };

/**
 * What a request, an acceptance, a decline, a cancel or a removal answers: the partnership's state afterwards and the
 * line to show (`notice`). A request the other member had already sent us is accepted instead (`status: "active"`).
 */
export type PartnerActionDto = {
  id: string;
  status: "pending" | "active" | "declined" | "cancelled" | "ended";
  member: PublicProfileDto;
  /** The line to show, e.g. "Request sent to {name}". */
  notice: string;
};

// ---------- realtime ----------

/** Notices on the member's own `user:{id}` topic; the page re-reads its lists on any of them. */
export const partnerEventTypes = {
  /** A new request arrived (the addressee's topic). */
  request: "partner.request",
  /** A request the member sent was accepted (the requester's topic). */
  accepted: "partner.accepted",
  /** A request was declined or cancelled, or a partnership ended (the other member's topic). */
  changed: "partner.changed",
} as const;
export type PartnerEventType = (typeof partnerEventTypes)[keyof typeof partnerEventTypes];

const partnerEventValues = new Set<unknown>(Object.values(partnerEventTypes));

/** Whether a realtime event on `user:{id}` concerns the member's study partners. */
export const isPartnerEvent = (event: unknown): boolean =>
  typeof event === "object" && event !== null && partnerEventValues.has((event as { type?: unknown }).type);
