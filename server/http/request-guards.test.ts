import { beforeAll, describe, expect, test } from "vitest";
import { validationMessages } from "@common/constants/messages";
import { nulCharacterMessage } from "@common/schemas/text";
import { useTestApp } from "@server/test/kit";
import { testPublicUrl, type TestClient } from "@server/test/test-app";

const app = useTestApp();
let member: TestClient;
let admin: TestClient;

beforeAll(async () => {
  // Premium, so every endpoint below reaches its handler rather than a plan gate.
  ({ client: member } = await app.member({ plan: "premium" }));
  ({ client: admin } = await app.member({ name: "Code Keeper", role: "admin" }));
});

const nul = "a\u0000b";
const john316 = 43_003_016;

describe("a NUL character (U+0000) anywhere in a request", () => {
  const bodies: [string, string, Record<string, unknown>][] = [
    ["POST", "/api/bible/notes", { startKey: john316, endKey: john316, text: nul }],
    ["POST", "/api/bible/bookmarks", { book: "John", chapter: 3, verseKey: null, label: nul }],
    ["POST", "/api/memory/verses", { reference: "John 3:16", translation: "kjv", note: nul }],
    ["POST", "/api/palace/rooms/sr/entries", { title: nul, payload: { text: "x" }, check: false }],
    ["POST", "/api/access/redeem", { code: nul }],
    ["POST", "/api/auth/update-user", { name: nul }],
    ["POST", "/api/auth/revoke-session", { token: nul }],
    ["POST", "/api/auth/change-password", { currentPassword: nul, newPassword: "another good password" }],
    // A key, not a value, carries it.
    ["PATCH", "/api/settings", { [nul]: true }],
  ];
  test.each(bodies)("%s %s answers 400 validation_failed", async (method, path, body) => {
    const response = method === "PATCH" ? await member.patch(path, body) : await member.post(path, body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "validation_failed", message: nulCharacterMessage });
  });

  test("in the unauthenticated password reset too", async () => {
    const visitor = app.client();
    const response = await visitor.post("/api/auth/reset-password", {
      newPassword: `long ${nul} enough`,
      token: nul,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("validation_failed");
  });

  test.each(["/api/admin/access-codes?q=%00", "/api/admin/outbox?q=x%00y", "/api/bible/search?q=love%00"])(
    "in a query string: GET %s answers 400",
    async (path) => {
      const response = await admin.get(path);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe("validation_failed");
    },
  );
});

describe("bodies that are not what they claim", () => {
  test.each(["/api/bible/notes", "/api/auth/sign-in/email"])(
    "malformed JSON to %s answers 400",
    async (path) => {
      const response = await app.request(path, {
        method: "POST",
        headers: { "content-type": "application/json", origin: testPublicUrl },
        body: '{"text": "unfinished',
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_json");
    },
  );

  const twoMegabytes = JSON.stringify({ email: "x@example.com", password: "p".repeat(2 * 1024 * 1024) });
  test.each(["/api/auth/sign-up/email", "/api/webhooks/stripe", "/api/bible/notes"])(
    "a 2 MB body to %s answers 413, unparsed",
    async (path) => {
      const response = await app.request(path, {
        method: "POST",
        headers: { "content-type": "application/json", origin: testPublicUrl },
        body: twoMegabytes,
      });
      expect(response.status).toBe(413);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
    },
  );

  test("a streamed body without a length is cut off at the limit as well", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 2 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: testPublicUrl },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });
});

describe("/api/auth/update-user follows the sign-up rules", () => {
  test.each([
    [{ name: null }, "Name must be at least 2 characters"],
    [{ name: "   " }, validationMessages.nameTooShort],
    [{ name: "x".repeat(12_000) }, validationMessages.nameTooLong],
    [{ name: "<script>" }, validationMessages.nameInvalidCharacters],
    [{ image: "javascript:alert(1)" }, "The picture must be an http(s) address."],
    [{ image: `https://example.com/${"a".repeat(3000)}` }, "The picture's address is too long."],
    [{ emailVerified: true }, undefined],
  ])("%j is refused with 400", async (body, message) => {
    const response = await member.post("/api/auth/update-user", body);
    expect(response.status).toBe(400);
    if (message) expect(response.body.message).toBe(message);
  });

  test("a good name is stored trimmed, and a picture may be set and cleared", async () => {
    expect((await member.post("/api/auth/update-user", { name: "  Renamed Member  " })).status).toBe(200);
    const session = await member.get("/api/auth/get-session");
    expect(session.body.user.name).toBe("Renamed Member");
    expect((await member.post("/api/auth/update-user", { image: "https://example.com/me.png" })).status).toBe(
      200,
    );
    expect((await member.post("/api/auth/update-user", { image: null })).status).toBe(200);
  });
});

describe("state-changing /api requests come from our own origin", () => {
  const patchSettings = (headers: Record<string, string>) =>
    app.request("/api/settings", {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie: cookieOf(member), ...headers },
      body: JSON.stringify({ earlyAccess: false }),
    });

  test("our origin passes; another origin, another site's Referer, or a cookie with neither gets 403", async () => {
    expect((await patchSettings({ origin: testPublicUrl })).status).toBe(200);
    expect((await patchSettings({ referer: `${testPublicUrl}/profile` })).status).toBe(200);
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { referer: "https://evil.example/page" },
      {},
    ];
    for (const headers of foreign) {
      const response = await patchSettings(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    }
  });

  test("reads are not checked, and the signed Stripe webhook is exempt", async () => {
    const read = await app.request("/api/settings", {
      headers: { cookie: cookieOf(member), origin: "https://evil.example" },
    });
    expect(read.status).toBe(200);
    const webhook = await app.request("/api/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://stripe.example" },
      body: "{}",
    });
    expect(webhook.status).not.toBe(403);
  });
});

function cookieOf(client: TestClient): string {
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}
