import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { describe, expect, test, vi } from "vitest";
import { sessionInvalidationTopic } from "../auth/session-cache";
import { sessions } from "../db/schema";
import type { BuiltUser } from "../test/factories";
import { useTestApp } from "../test/kit";
import type { TestClient } from "../test/test-app";

// requireSession's cache of resolved sessions (auth/session-cache.ts), through the real app and database.
const app = useTestApp();

const sessionCookieName = "pt.session_token";

function sessionCookie(client: TestClient): string {
  const value = client.cookies.get(sessionCookieName);
  if (!value) throw new Error("the client holds no session cookie");
  return value.includes("%") ? decodeURIComponent(value) : value;
}

async function signIn(client: TestClient, user: BuiltUser) {
  const response = await client.post("/api/auth/sign-in/email", {
    email: user.email,
    password: user.password,
  });
  expect(response.status).toBe(200);
}

/** A member signed in on two devices, each of whose sessions has been resolved (and so cached) once. */
async function twoDevices() {
  const { client: laptop, user } = await app.member();
  const phone = app.client();
  await signIn(phone, user);
  expect((await laptop.get("/api/profile/me")).status).toBe(200);
  expect((await phone.get("/api/profile/me")).status).toBe(200);
  expect(app.auth.sessionCache.get(sessionCookie(laptop))?.userId).toBe(user.userId);
  expect(app.auth.sessionCache.get(sessionCookie(phone))?.userId).toBe(user.userId);
  return { user, laptop, phone };
}

describe("a cached session", () => {
  test("answers without the database for a few seconds (the row deleted behind better-auth's back)", async () => {
    const { client, user } = await app.member();
    expect((await client.get("/api/profile/me")).status).toBe(200);
    await app.db.delete(sessions).where(eq(sessions.userId, user.userId)); // no hook sees this
    expect((await client.get("/api/profile/me")).status).toBe(200);
    app.auth.sessionCache.clear();
    expect((await client.get("/api/profile/me")).status).toBe(401);
  });

  test("is only stored for a cookie sent once", async () => {
    const { client } = await app.member();
    const cookie = `${sessionCookieName}=${client.cookies.get(sessionCookieName)}`;
    const doubled = await app.request("/api/profile/me", { headers: { cookie: `${cookie}; ${cookie}` } });
    expect(doubled.status).toBe(200);
    expect(app.auth.sessionCache.get(sessionCookie(client))).toBeUndefined();
  });
});

describe("never lets a revoked session through", () => {
  test("revoking session B from session A: B gets 401 at once, though it was cached", async () => {
    const { laptop, phone } = await twoDevices();
    const listed = await laptop.get("/api/auth/list-sessions");
    const phoneToken = sessionCookie(phone).split(".")[0];
    expect(listed.body.map((s: { token: string }) => s.token)).toContain(phoneToken);
    expect((await laptop.post("/api/auth/revoke-session", { token: phoneToken })).status).toBe(200);
    expect((await phone.get("/api/profile/me")).status).toBe(401);
    expect((await laptop.get("/api/profile/me")).status).toBe(200);
  });

  test("revoke other sessions", async () => {
    const { laptop, phone } = await twoDevices();
    expect((await laptop.post("/api/auth/revoke-other-sessions")).status).toBe(200);
    expect((await phone.get("/api/profile/me")).status).toBe(401);
    expect((await laptop.get("/api/profile/me")).status).toBe(200);
  });

  test("sign out everywhere (revoke-sessions)", async () => {
    const { laptop, phone } = await twoDevices();
    expect((await laptop.post("/api/auth/revoke-sessions")).status).toBe(200);
    expect((await phone.get("/api/profile/me")).status).toBe(401);
    expect((await laptop.get("/api/profile/me")).status).toBe(401);
  });

  test("sign out: the cookie kept by someone else stops working", async () => {
    const { laptop } = await twoDevices();
    const copy = `${sessionCookieName}=${laptop.cookies.get(sessionCookieName)}`;
    expect((await laptop.post("/api/auth/sign-out")).status).toBe(200);
    expect((await app.request("/api/profile/me", { headers: { cookie: copy } })).status).toBe(401);
  });

  test("change password with revokeOtherSessions", async () => {
    const { user, laptop, phone } = await twoDevices();
    const changed = await laptop.post("/api/auth/change-password", {
      currentPassword: user.password,
      newPassword: "another good password",
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await phone.get("/api/profile/me")).status).toBe(401);
    expect((await laptop.get("/api/profile/me")).status).toBe(200);
  });

  test("two-factor turned on: the replaced session stops at once, the member's other sessions are re-read", async () => {
    const { user, laptop, phone } = await twoDevices();
    const enabled = await laptop.post("/api/auth/two-factor/enable", { password: user.password });
    expect(enabled.status).toBe(200);
    const totp = OTPAuth.URI.parse(enabled.body.totpURI as string) as OTPAuth.TOTP;
    const before = `${sessionCookieName}=${laptop.cookies.get(sessionCookieName)}`;
    // Confirming turns it on: better-auth updates the user row and swaps the laptop's session for a new one.
    expect((await laptop.post("/api/auth/two-factor/verify-totp", { code: totp.generate() })).status).toBe(
      200,
    );
    expect((await app.request("/api/profile/me", { headers: { cookie: before } })).status).toBe(401);
    expect(app.auth.sessionCache.get(sessionCookie(phone))).toBeUndefined();
    expect((await laptop.get("/api/profile/me")).body.twoFactorEnabled).toBe(true);
    expect((await phone.get("/api/profile/me")).body.twoFactorEnabled).toBe(true);
  });

  test("deleting the account (DELETE /api/profile/me): the other device gets 401 at once", async () => {
    const { user, laptop, phone } = await twoDevices();
    expect((await laptop.delete("/api/profile/me", { confirmEmail: user.email })).status).toBe(200);
    expect((await phone.get("/api/profile/me")).status).toBe(401);
  });

  test("an invalidation published by another instance drops this instance's entries", async () => {
    const { user, phone } = await twoDevices();
    await app.bus.publish(sessionInvalidationTopic, { userId: user.userId });
    // The memory bus delivers on the next tick; PostgreSQL's NOTIFY after a round trip to the listener.
    await vi.waitFor(() => expect(app.auth.sessionCache.get(sessionCookie(phone))).toBeUndefined(), {
      timeout: 3000,
      interval: 10,
    });
  });
});
