import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { PARTNER_LIMITS, partnerMessages } from "@common/schemas/partners";
import { createTestClock } from "@server/clock";
import { notifications, partnerships, profiles, userCounters, userSettings } from "@server/db/schema";
import type { BusMessage } from "@server/realtime/bus";
import { createSmtpMailer } from "@server/services/mailer/smtp-mailer";
import { useTestApp } from "@server/test/kit";
import { startSmtpSink } from "@server/test/smtp-sink";
import { sendPartnerRequest } from "./partners.service";

const start = new Date("2026-03-02T10:00:00.000Z");
const dayMs = 24 * 60 * 60 * 1000;
const app = useTestApp({ clock: createTestClock(start) });

let names = 0;
/** A member with a display name of their own and the username the server gave them. */
async function member(prefix = "Partner") {
  names += 1;
  const signedUp = await app.member({ name: `${prefix} ${names}` });
  const me = (await signedUp.client.get("/api/profile/me")).body as { username: string; displayName: string };
  return { ...signedUp, id: signedUp.user.userId, username: me.username, name: me.displayName };
}
type Member = Awaited<ReturnType<typeof member>>;

const request = (from: Member, to: Member, message?: string) =>
  from.client.post("/api/partners/requests", {
    username: to.username,
    ...(message === undefined ? {} : { message }),
  });

const lists = async (who: Member) =>
  (await who.client.get("/api/partners")).body as {
    incoming: Array<{ id: string; member: { userId: string }; message: string; createdAt: string }>;
    outgoing: Array<{ id: string; member: { userId: string } }>;
    partners: Array<{ id: string; member: { userId: string }; since: string }>;
  };

/** Records every bus message from now on; `stop` ends it. */
function recordBus() {
  const events: BusMessage[] = [];
  const stop = app.bus.subscribe((message) => events.push(message));
  return { events, stop, on: (who: Member) => events.filter((e) => e.topic === `user:${who.id}`) };
}

/** The member's stored `active_partners` achievement counter (undefined until first computed). */
async function activePartnersCounter(who: Member) {
  const [row] = await app.db
    .select({ value: userCounters.value })
    .from(userCounters)
    .where(and(eq(userCounters.userId, who.id), eq(userCounters.counter, "active_partners")));
  return row?.value;
}

const publicProfileKeys = ["avatarUrl", "displayName", "level", "userId"];

describe("/api/partners needs a session", () => {
  test.each([
    ["GET", "/api/partners"],
    ["GET", "/api/partners/lookup?username=someone"],
    ["POST", "/api/partners/requests"],
    ["POST", "/api/partners/requests/00000000-0000-4000-8000-000000000000/accept"],
    ["POST", "/api/partners/00000000-0000-4000-8000-000000000000/remove"],
  ])("%s %s → 401", async (method, path) => {
    const visitor = app.client();
    const response = method === "GET" ? await visitor.get(path) : await visitor.post(path, {});
    expect(response.status).toBe(401);
  });

  test("a new member: three empty lists", async () => {
    const a = await member();
    expect(await lists(a)).toEqual({ incoming: [], outgoing: [], partners: [] });
  });
});

describe("lookup", () => {
  test("exact and case-insensitive: only the public projection comes back", async () => {
    const a = await member();
    const b = await member("Bea Found");
    const response = await a.client.get(`/api/partners/lookup?username=${b.username.toUpperCase()}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      member: { userId: b.id, displayName: b.name, avatarUrl: null, level: 1 },
    });
    // Exact: a prefix of the username finds nobody.
    const prefix = await a.client.get(`/api/partners/lookup?username=${b.username.slice(0, -1)}`);
    expect(prefix.status).toBe(404);
    expect(prefix.body.error.message).toBe(partnerMessages.notFound);
  });

  test("SP-3: a member with 'Let others find me' off is answered like nobody: No member found with that username.", async () => {
    const a = await member();
    const b = await member("Hidden Member");
    await app.db.update(profiles).set({ discoverable: false }).where(eq(profiles.userId, b.id));
    const unknown = await a.client.get("/api/partners/lookup?username=nobody_has_this");
    const hidden = await a.client.get(`/api/partners/lookup?username=${b.username}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(unknown.body);
    expect(hidden.body.error.message).toBe("No member found with that username.");
    // Sending a request by the username is refused the same way, and nothing is stored.
    const sent = await request(a, b);
    expect(sent.status).toBe(404);
    expect(sent.body.error.message).toBe("No member found with that username.");
    expect(await app.db.select().from(partnerships).where(eq(partnerships.requesterId, a.id))).toEqual([]);
  });

  test("yourself: You can't add yourself. (lookup and request)", async () => {
    const a = await member();
    const lookup = await a.client.get(`/api/partners/lookup?username=${a.username}`);
    expect(lookup.status).toBe(400);
    expect(lookup.body.error.message).toBe("You can't add yourself.");
    const sent = await request(a, a);
    expect(sent.status).toBe(400);
    expect(sent.body.error.message).toBe("You can't add yourself.");
  });

  test("an empty username is a validation error", async () => {
    const a = await member();
    const response = await a.client.get("/api/partners/lookup?username=%20%20");
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(partnerMessages.usernameRequired);
  });
});

describe("requests", () => {
  test("SP-1: A asks B; B sees it incoming and declines; A's outgoing no longer shows it; either may ask again", async () => {
    const a = await member("Asker");
    const b = await member("Bee");
    const sent = await request(a, b, "  Study Daniel with me?  ");
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: "pending", notice: `Request sent to ${b.name}` });

    const incoming = (await lists(b)).incoming;
    expect(incoming).toEqual([
      {
        id: sent.body.id,
        member: { userId: a.id, displayName: a.name, avatarUrl: null, level: 1 },
        message: "Study Daniel with me?",
        createdAt: start.toISOString(),
      },
    ]);
    expect((await lists(a)).outgoing.map((r) => r.member.userId)).toEqual([b.id]);

    const declined = await b.client.post(`/api/partners/requests/${sent.body.id}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: "declined" });
    expect(await lists(a)).toEqual({ incoming: [], outgoing: [], partners: [] });
    expect(await lists(b)).toEqual({ incoming: [], outgoing: [], partners: [] });
    // Kept for history as an update, never deleted.
    const [row] = await app.db.select().from(partnerships).where(eq(partnerships.id, sent.body.id));
    expect(row).toMatchObject({ status: "declined", respondedAt: start });

    // A may ask again; after A cancels, B may ask A.
    const again = await request(a, b);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe("pending");
    expect((await a.client.post(`/api/partners/requests/${again.body.id}/cancel`)).status).toBe(200);
    expect((await lists(b)).incoming).toEqual([]);
    const reverse = await request(b, a);
    expect(reverse.status).toBe(200);
    expect(reverse.body).toMatchObject({ status: "pending", notice: `Request sent to ${a.name}` });
    expect((await lists(a)).incoming.map((r) => r.member.userId)).toEqual([b.id]);
  });

  test("SP-2: after B accepts, A and B each list the other as a partner since the acceptance", async () => {
    const a = await member();
    const b = await member();
    const sent = await request(a, b);
    app.clock.advance(dayMs);
    const accepted = await b.client.post(`/api/partners/requests/${sent.body.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: "active", member: { userId: a.id } });
    const since = new Date(start.getTime() + dayMs).toISOString();
    expect(await lists(a)).toEqual({
      incoming: [],
      outgoing: [],
      partners: [
        { id: sent.body.id, member: { userId: b.id, displayName: b.name, avatarUrl: null, level: 1 }, since },
      ],
    });
    expect((await lists(b)).partners).toEqual([
      { id: sent.body.id, member: { userId: a.id, displayName: a.name, avatarUrl: null, level: 1 }, since },
    ]);
  });

  test("a second request to the same member: You already have a pending request with {name}.", async () => {
    const a = await member();
    const b = await member();
    await request(a, b);
    const twice = await request(a, b);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(`You already have a pending request with ${b.name}.`);
  });

  test("a request to a partner: You're already partners with {name}. (from either side)", async () => {
    const a = await member();
    const b = await member();
    const sent = await request(a, b);
    await b.client.post(`/api/partners/requests/${sent.body.id}/accept`);
    const fromA = await request(a, b);
    expect(fromA.status).toBe(409);
    expect(fromA.body.error.message).toBe(`You're already partners with ${b.name}.`);
    const fromB = await request(b, a);
    expect(fromB.body.error.message).toBe(`You're already partners with ${a.name}.`);
  });

  test("when each asks the other, the second request accepts the first", async () => {
    const a = await member();
    const b = await member();
    const first = await request(a, b);
    const second = await request(b, a);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ id: first.body.id, status: "active", member: { userId: a.id } });
    expect((await lists(a)).partners.map((p) => p.member.userId)).toEqual([b.id]);
    expect((await lists(b)).partners.map((p) => p.member.userId)).toEqual([a.id]);
    expect(await app.db.select().from(partnerships).where(eq(partnerships.requesterId, b.id))).toEqual([]);
  });

  test("two requests between the same pair at once: one partnership, and no 500", async () => {
    const a = await member();
    const b = await member();
    const [one, two] = await Promise.all([request(a, b), request(b, a)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const rows = await app.db.select().from(partnerships).where(eq(partnerships.requesterId, a.id));
    const reverse = await app.db.select().from(partnerships).where(eq(partnerships.requesterId, b.id));
    expect([...rows, ...reverse]).toHaveLength(1);
    expect([...rows, ...reverse][0]?.status).toBe("active");
  });

  test(`the limit of ${PARTNER_LIMITS.pendingOutgoingMax} pending outgoing requests: You've reached the limit of 20.`, async () => {
    const a = await member("Busy Asker");
    const others: Member[] = [];
    for (let i = 0; i <= PARTNER_LIMITS.pendingOutgoingMax; i += 1) others.push(await member("Limit"));
    for (const other of others.slice(0, PARTNER_LIMITS.pendingOutgoingMax))
      expect((await request(a, other)).status).toBe(200);
    const over = await request(a, others.at(-1)!);
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe("You've reached the limit of 20.");
    // A cancelled request frees a place.
    const first = (await lists(a)).outgoing[0]!;
    await a.client.post(`/api/partners/requests/${first.id}/cancel`);
    expect((await request(a, others.at(-1)!)).status).toBe(200);
  }, 60_000);

  test(`the limit of ${PARTNER_LIMITS.partnersMax} partners: You've reached the limit of 50. (asking and accepting)`, async () => {
    const a = await member("Popular");
    const others: Member[] = [];
    for (let i = 0; i <= PARTNER_LIMITS.partnersMax; i += 1) others.push(await member("Friend"));
    // Fifty partnerships written straight to the table: the limit, not the way there, is under test.
    await app.db.insert(partnerships).values(
      others.slice(0, PARTNER_LIMITS.partnersMax).map((other) => ({
        requesterId: other.id,
        addresseeId: a.id,
        status: "active" as const,
        createdAt: start,
        respondedAt: start,
      })),
    );
    const last = others.at(-1)!;
    const over = await request(a, last);
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe("You've reached the limit of 50.");
    const incoming = await request(last, a);
    expect(incoming.status).toBe(200);
    const accept = await a.client.post(`/api/partners/requests/${incoming.body.id}/accept`);
    expect(accept.status).toBe(409);
    expect(accept.body.error.message).toBe("You've reached the limit of 50.");
    expect((await a.client.get("/api/partners")).body.partners).toHaveLength(PARTNER_LIMITS.partnersMax);
    // A full member's older request can't be accepted either, and the accepter is told whose limit it is.
    expect((await last.client.post(`/api/partners/requests/${incoming.body.id}/cancel`)).status).toBe(200);
    const [older] = await app.db
      .insert(partnerships)
      .values({ requesterId: a.id, addresseeId: last.id, createdAt: start })
      .returning();
    const theirs = await last.client.post(`/api/partners/requests/${older!.id}/accept`);
    expect(theirs.status).toBe(409);
    expect(theirs.body.error.message).toBe(partnerMessages.theirLimit(a.name));
  }, 120_000);

  test("a message over 200 characters is refused", async () => {
    const a = await member();
    const b = await member();
    const response = await request(a, b, "x".repeat(PARTNER_LIMITS.messageMax + 1));
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(partnerMessages.messageTooLong);
  });
});

describe("only the right member may act on a partnership", () => {
  test("someone else's request or partnership id → 404; the wrong side of one's own → 404; a malformed id → 404", async () => {
    const a = await member();
    const b = await member();
    const c = await member("Outsider");
    const sent = await request(a, b);
    for (const action of ["accept", "decline", "cancel"]) {
      const response = await c.client.post(`/api/partners/requests/${sent.body.id}/${action}`);
      expect(response.status).toBe(404);
    }
    // The requester can't accept or decline their own request, and the addressee can't cancel it.
    expect((await a.client.post(`/api/partners/requests/${sent.body.id}/accept`)).status).toBe(404);
    expect((await a.client.post(`/api/partners/requests/${sent.body.id}/decline`)).status).toBe(404);
    expect((await b.client.post(`/api/partners/requests/${sent.body.id}/cancel`)).status).toBe(404);
    expect((await b.client.post("/api/partners/requests/not-a-uuid/accept")).status).toBe(404);

    await b.client.post(`/api/partners/requests/${sent.body.id}/accept`);
    expect((await c.client.post(`/api/partners/${sent.body.id}/remove`)).status).toBe(404);
    const [row] = await app.db.select().from(partnerships).where(eq(partnerships.id, sent.body.id));
    expect(row?.status).toBe("active");
  });

  test("a request answered meanwhile can't be accepted: 404 with a message, not a 500", async () => {
    const a = await member();
    const b = await member();
    const sent = await request(a, b);
    await a.client.post(`/api/partners/requests/${sent.body.id}/cancel`);
    const late = await b.client.post(`/api/partners/requests/${sent.body.id}/accept`);
    expect(late.status).toBe(404);
    expect(late.body.error.message).toBe(partnerMessages.requestNotFound);
  });

  test("either partner may remove: the row is ended by them, both lists drop it, and they may pair again", async () => {
    const a = await member();
    const b = await member();
    const sent = await request(a, b);
    await b.client.post(`/api/partners/requests/${sent.body.id}/accept`);
    // The achievements' counter moves with the partnership, for both members.
    expect([await activePartnersCounter(a), await activePartnersCounter(b)]).toEqual([1, 1]);
    app.clock.advance(dayMs);
    const removed = await b.client.post(`/api/partners/${sent.body.id}/remove`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ status: "ended" });
    const [row] = await app.db.select().from(partnerships).where(eq(partnerships.id, sent.body.id));
    expect(row).toMatchObject({ status: "ended", endedBy: b.id, endedAt: new Date(start.getTime() + dayMs) });
    expect((await lists(a)).partners).toEqual([]);
    expect((await lists(b)).partners).toEqual([]);
    expect([await activePartnersCounter(a), await activePartnersCounter(b)]).toEqual([0, 0]);
    expect((await a.client.post(`/api/partners/${sent.body.id}/remove`)).status).toBe(404);
    expect((await request(a, b)).status).toBe(200);
  });
});

describe("what leaves the server about the other member", () => {
  test("lists and answers carry only the public projection: no e-mail, no username", async () => {
    const a = await member();
    const b = await member();
    const sent = await request(a, b);
    const views = [sent.body, await lists(a), await lists(b)];
    await b.client.post(`/api/partners/requests/${sent.body.id}/accept`);
    views.push(await lists(a), await lists(b));
    for (const view of views) {
      const text = JSON.stringify(view);
      for (const secret of [a.user.email, b.user.email, a.username, b.username])
        expect(text).not.toContain(secret);
    }
    const partner = (await lists(a)).partners[0]!;
    expect(Object.keys(partner.member).sort()).toEqual(publicProfileKeys);
  });
});

describe("live notices and the bell", () => {
  test("a request reaches B's user topic and bell; the acceptance reaches A's; a decline tells the requester only 'changed'", async () => {
    const a = await member();
    const b = await member();
    const bus = recordBus();
    try {
      const sent = await request(a, b, "Let's read John together");
      await expect
        .poll(() => bus.on(b).map((e) => e.event))
        .toEqual(expect.arrayContaining([{ type: "partner.request" }, { type: "notification.created" }]));
      const toB = await app.db.select().from(notifications).where(eq(notifications.userId, b.id));
      expect(toB.find((n) => n.kind === "partner_request")).toMatchObject({
        kind: "partner_request",
        title: partnerMessages.requestNotificationTitle(a.name),
        body: "Let's read John together",
        link: "/study-partners",
      });

      await b.client.post(`/api/partners/requests/${sent.body.id}/accept`);
      await expect
        .poll(() => bus.on(a).map((e) => e.event))
        .toEqual(expect.arrayContaining([{ type: "partner.accepted" }, { type: "notification.created" }]));
      // (Other rows may be there too: the partnership can unlock an achievement.)
      const toA = await app.db.select().from(notifications).where(eq(notifications.userId, a.id));
      expect(toA.filter((n) => n.kind === "partner_accepted")).toEqual([
        expect.objectContaining({
          title: partnerMessages.acceptedNotificationTitle(b.name),
          link: "/study-partners",
        }),
      ]);

      await a.client.post(`/api/partners/${sent.body.id}/remove`);
      await expect.poll(() => bus.on(b).map((e) => e.event)).toContainEqual({ type: "partner.changed" });

      const c = await member();
      const declinedRequest = await request(c, b);
      bus.events.length = 0;
      await b.client.post(`/api/partners/requests/${declinedRequest.body.id}/decline`);
      await expect.poll(() => bus.on(c).map((e) => e.event)).toEqual([{ type: "partner.changed" }]);
      expect(await app.db.select().from(notifications).where(eq(notifications.userId, c.id))).toEqual([]);
    } finally {
      bus.stop();
    }
  });
});

describe("partner-request mail", () => {
  test("mailed over SMTP to a member who wants it; not to one who turned it off", async () => {
    const sink = await startSmtpSink();
    try {
      const mailer = createSmtpMailer(sink.url, "Phototheology <noreply@example.com>");
      const a = await member("Mail Sender");
      const b = await member("Mail Wanted");
      const c = await member("Mail Off");
      await app.db.insert(userSettings).values({ userId: c.id, emailPartnerRequests: false });
      const send = (username: string) =>
        sendPartnerRequest(
          {
            db: app.db,
            clock: app.clock,
            bus: app.bus,
            delivery: { mailer, publicUrl: "http://localhost:3000" },
            actor: { userId: a.id, email: a.user.email, sessionId: "test" },
          },
          { username, message: "" },
        );
      await send(b.username);
      await send(c.username);
      const mail = await sink.waitForMessage((m) => m.to.includes(b.user.email));
      expect(mail.subject).toBe(partnerMessages.requestNotificationTitle(a.name));
      expect(mail.text).toContain("http://localhost:3000/study-partners");
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(sink.messages.filter((m) => m.to.includes(c.user.email))).toEqual([]);
    } finally {
      await sink.close();
    }
  });
});

describe("Message in a live room (screens §8.4)", () => {
  async function partners() {
    const a = await member("Host");
    const b = await member("Guest");
    const sent = await request(a, b);
    await b.client.post(`/api/partners/requests/${sent.body.id}/accept`);
    return { a, b, id: sent.body.id as string };
  }

  test("creates a private room hosted by the caller and sends the partner a bell notification with the invite link", async () => {
    const { a, b, id } = await partners();
    await app.setPlan(a.user, "essential");
    const opened = await a.client.post(`/api/partners/${id}/live-room`);
    expect(opened.status).toBe(201);
    const { roomId, link } = opened.body as { roomId: string; link: string };
    expect(link).toMatch(new RegExp(`^/live-study/${roomId}\\?token=[\\w-]{20,}$`));

    const room = (await a.client.get(`/api/live-study/rooms/${roomId}`)).body;
    expect(room.room).toMatchObject({ visibility: "private", name: `${a.name} & ${b.name}` });
    expect(room.you).toMatchObject({ role: "host" });

    const bell = (await b.client.get("/api/notifications")).body.items as Array<{
      title: string;
      link: string;
    }>;
    expect(bell).toContainEqual(
      expect.objectContaining({ title: partnerMessages.liveRoomNotificationTitle(a.name), link }),
    );
    // The link opens the private room for the partner (without it: the private message).
    const token = new URL(link, "http://localhost").searchParams.get("token");
    expect((await b.client.get(`/api/live-study/rooms/${roomId}?token=${token}`)).status).toBe(200);
    expect((await b.client.get(`/api/live-study/rooms/${roomId}`)).status).toBe(403);
  });

  test("needs community.post (402 for a free member) and an active partnership of the caller's (404 otherwise)", async () => {
    const { a, b, id } = await partners();
    expect((await a.client.post(`/api/partners/${id}/live-room`)).status).toBe(402);
    const stranger = await member("Stranger");
    await app.setPlan(stranger.user, "essential");
    expect((await stranger.client.post(`/api/partners/${id}/live-room`)).status).toBe(404);
    await a.client.post(`/api/partners/${id}/remove`);
    await app.setPlan(b.user, "essential");
    expect((await b.client.post(`/api/partners/${id}/live-room`)).status).toBe(404);
  });
});
