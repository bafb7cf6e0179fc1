import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as OTPAuth from "otpauth";
import { validationMessages as m } from "@common/constants/messages";
import { createTestClock } from "@server/clock";
import { type BuiltUser, uniqueEmail } from "@server/test/factories";
import { startSmtpSink, type SmtpSink } from "@server/test/smtp-sink";
import { useTestApp } from "@server/test/kit";
import { parseSetCookie, type TestClient } from "@server/test/test-app";

const dayMs = 24 * 60 * 60 * 1000;
const sessionCookie = "pt.session_token";

/** A TOTP generator for the secret in an otpauth:// URI, as an authenticator app would make. */
function authenticator(totpURI: string) {
  const totp = OTPAuth.URI.parse(totpURI);
  if (!(totp instanceof OTPAuth.TOTP)) throw new Error(`not a TOTP URI: ${totpURI}`);
  return {
    code: () => totp.generate(),
    /** A 6-digit code valid at none of the steps the server accepts (now ± 1 period). */
    wrongCode: () => {
      const accepted = new Set(
        [-30_000, 0, 30_000].map((offset) => totp.generate({ timestamp: Date.now() + offset })),
      );
      for (let n = 0; ; n += 1) {
        const candidate = String(n).padStart(6, "0");
        if (!accepted.has(candidate)) return candidate;
      }
    },
  };
}

function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}

async function signIn(client: TestClient, email: string, password: string, rememberMe?: boolean) {
  return client.post("/api/auth/sign-in/email", {
    email,
    password,
    ...(rememberMe === undefined ? {} : { rememberMe }),
  });
}

describe("auth routes (outbox mailer)", () => {
  const start = new Date("2025-03-01T12:00:00.000Z");
  const clock = createTestClock(start);
  const app = useTestApp({ clock });

  describe("sign-up", () => {
    test("creates a profile with display name, generated username and a PT referral code; signs in", async () => {
      const { client, user } = await app.member({ name: "José Núñez" });
      expect(client.cookies.has(sessionCookie)).toBe(true);

      const me = await client.get("/api/profile/me");
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({
        userId: user.userId,
        displayName: "José Núñez",
        username: "jose_nunez",
        email: user.email,
        emailVerified: false,
        twoFactorEnabled: false,
        timeZone: "UTC",
        trialStartedAt: null,
        trialEndsAt: null,
        subscriptionStatus: "none",
        subscriptionPlan: null,
        isStudent: false,
      });
      // PT + 8 characters from the alphabet without look-alikes (no 0/O, 1/I).
      expect(me.body.referralCode).toMatch(/^PT[A-HJ-NP-Z2-9]{8}$/);
      expect(me.body.createdAt).toBe(start.toISOString());
    });

    test("a second member with the same name gets a different username", async () => {
      const { client: first } = await app.member({ name: "Same Name" });
      const { client: second } = await app.member({ name: "Same Name" });
      const [a, b] = [(await first.get("/api/profile/me")).body, (await second.get("/api/profile/me")).body];
      expect(a.username).toBe("same_name");
      expect(b.username).toMatch(/^same_name_\d+$/);
      expect(a.referralCode).not.toBe(b.referralCode);
    });

    test.each([
      [{ name: "A", email: "", password: "" }, m.nameTooShort],
      [{ name: "Bob!", email: "bob@example.com", password: "secret1" }, m.nameInvalidCharacters],
      [{ name: "x".repeat(51), email: "bob@example.com", password: "secret1" }, m.nameTooLong],
      [{ name: "Bob", email: "not-an-email", password: "secret1" }, m.emailInvalid],
      [{ name: "Bob", email: "bob@example.com", password: "12345" }, m.passwordTooShort],
      [{ name: "Bob", email: "bob@example.com", password: "x".repeat(129) }, m.passwordTooLong],
      [
        { name: "Bob", email: "bob@example.com", password: "secret1", referralCode: "ab-12" },
        m.referralCodeInvalid,
      ],
    ])("%j → 400 %s", async (body, message) => {
      const client = app.client();
      const response = await client.post("/api/auth/sign-up/email", body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: "VALIDATION_FAILED", message });
      expect(client.cookies.has(sessionCookie)).toBe(false);
    });

    test("the same email again → 422 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL (any case)", async () => {
      const { user } = await app.member();
      const again = await app.client().post("/api/auth/sign-up/email", {
        name: "Someone Else",
        email: user.email.toUpperCase(),
        password: "another password",
      });
      expect(again.status).toBe(422);
      expect(again.body.code).toBe("USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL");
    });

    test("another member's referral code starts a 7-day trial at sign-up time", async () => {
      const { client: referrer } = await app.member({ name: "Referrer" });
      const code: string = (await referrer.get("/api/profile/me")).body.referralCode;

      // Lower case and spaces: the code is normalised like the form does.
      const { client: friend } = await app.member({
        name: "Friend",
        referralCode: ` ${code.toLowerCase()} `,
      });
      const me = (await friend.get("/api/profile/me")).body;
      expect(me.trialStartedAt).toBe(start.toISOString());
      expect(Date.parse(me.trialEndsAt) - Date.parse(me.trialStartedAt)).toBe(7 * dayMs);
    });

    test("an unknown referral code is ignored: sign-up succeeds without a trial", async () => {
      const { client } = await app.member({ referralCode: "PTNOSUCH99" });
      const me = (await client.get("/api/profile/me")).body;
      expect(me.trialStartedAt).toBeNull();
      expect(me.trialEndsAt).toBeNull();
    });
  });

  test("reading one's own session is never rate limited (members behind one address keep their sessions)", async () => {
    const { client } = await app.member();
    // better-auth's default rule allows 300 a minute per address and path, and its count only resets after a quiet
    // minute: every page load reads the session.
    for (let i = 0; i < 320; i += 1) expect((await client.get("/api/auth/get-session")).status).toBe(200);
  });

  describe("sign-in", () => {
    // Signing in changes nothing about the account, so these share one member.
    let user: BuiltUser;
    beforeAll(async () => {
      ({ user } = await app.member({ name: "Signs In" }));
    });

    test("wrong password → 401 INVALID_EMAIL_OR_PASSWORD, no session", async () => {
      const client = app.client();
      const response = await signIn(client, user.email, "wrong password");
      expect(response.status).toBe(401);
      expect(response.body.code).toBe("INVALID_EMAIL_OR_PASSWORD");
      expect(client.cookies.has(sessionCookie)).toBe(false);
    });

    test("a cross-site POST (foreign Origin) carrying the session cookie is refused", async () => {
      const client = app.client();
      await signIn(client, user.email, user.password);
      const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
      const response = await app.request("/api/auth/revoke-sessions", {
        method: "POST",
        headers: { origin: "https://evil.example", cookie, "content-type": "application/json" },
        body: "{}",
      });
      expect(response.status).toBe(403);
      expect((await client.get("/api/profile/me")).status).toBe(200);
    });

    test("unknown email → the same 401 INVALID_EMAIL_OR_PASSWORD", async () => {
      const response = await signIn(app.client(), uniqueEmail("nobody"), "whatever1");
      expect(response.status).toBe(401);
      expect(response.body.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    });

    // Omitted, better-auth treats rememberMe as true (the shared signInInput defaults it to false,
    // so the form must always send it).
    test.each([[true], [undefined]])("rememberMe %s → a 30-day session cookie", async (rememberMe) => {
      const client = app.client();
      const response = await signIn(client, user.email, user.password, rememberMe);
      expect(response.status).toBe(200);
      expect(response.body.user.email).toBe(user.email);
      const cookie = response.headers
        .getSetCookie()
        .map(parseSetCookie)
        .find((c) => c?.name === sessionCookie);
      expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
      expect(cookie?.attributes.has("httponly")).toBe(true);
      expect(cookie?.attributes.get("samesite")?.toLowerCase()).toBe("lax");
      expect((await client.get("/api/profile/me")).status).toBe(200);
    });

    test("rememberMe false → a browser-session cookie (no Max-Age, no Expires)", async () => {
      const client = app.client();
      const response = await signIn(client, user.email, user.password, false);
      expect(response.status).toBe(200);
      const cookie = response.headers
        .getSetCookie()
        .map(parseSetCookie)
        .find((c) => c?.name === sessionCookie);
      expect(cookie).toBeDefined();
      expect(cookie?.maxAge).toBeUndefined();
      expect(cookie?.expires).toBeUndefined();
      expect((await client.get("/api/profile/me")).status).toBe(200);
    });

    test("sign-out ends that session only", async () => {
      const client = app.client();
      const other = app.client();
      await signIn(client, user.email, user.password);
      await signIn(other, user.email, user.password);
      expect((await client.post("/api/auth/sign-out")).status).toBe(200);
      expect(client.cookies.has(sessionCookie)).toBe(false);
      expect((await client.get("/api/profile/me")).status).toBe(401);
      expect((await other.get("/api/profile/me")).status).toBe(200);
    });
  });

  describe("password reset (outbox)", () => {
    test("the mailed token sets a new password once, and revokes every session", async () => {
      const { client: signedIn, user } = await app.member();
      const visitor = app.client();

      const requested = await visitor.post("/api/auth/request-password-reset", {
        email: user.email,
        redirectTo: "/auth?mode=reset",
      });
      expect(requested.status).toBe(200);
      const [mail] = await app.outbox(user.email);
      expect(mail).toMatchObject({ kind: "password_reset", subject: "Reset your Phototheology password" });
      const link = linkIn(mail?.bodyText ?? "");
      expect(link).toMatch(
        /^http:\/\/localhost:3000\/api\/auth\/reset-password\/[^?]+\?callbackURL=%2Fauth%3Fmode%3Dreset$/,
      );
      const token = new URL(link).pathname.split("/").pop() ?? "";

      // Following the link redirects to the app's reset view with the token.
      const followed = await visitor.get(link);
      expect(followed.status).toBe(302);
      expect(followed.headers.get("location")).toBe(`http://localhost:3000/auth?mode=reset&token=${token}`);

      const reset = await visitor.post("/api/auth/reset-password", {
        newPassword: "brand new secret",
        token,
      });
      expect(reset.status).toBe(200);

      expect((await signedIn.get("/api/profile/me")).status).toBe(401);
      expect((await signIn(app.client(), user.email, user.password)).status).toBe(401);
      expect((await signIn(app.client(), user.email, "brand new secret")).status).toBe(200);

      const reused = await visitor.post("/api/auth/reset-password", { newPassword: "third secret", token });
      expect(reused.status).toBe(400);
      expect(reused.body.code).toBe("INVALID_TOKEN");
      expect((await signIn(app.client(), user.email, "brand new secret")).status).toBe(200);
    });

    test("an unknown email gets the same answer and no mail (no account enumeration)", async () => {
      const email = uniqueEmail("ghost");
      const requested = await app
        .client()
        .post("/api/auth/request-password-reset", { email, redirectTo: "/auth?mode=reset" });
      expect(requested.status).toBe(200);
      expect(await app.outbox(email)).toEqual([]);
    });

    test("a made-up token fails", async () => {
      const response = await app
        .client()
        .post("/api/auth/reset-password", { newPassword: "whatever1", token: "nope" });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe("INVALID_TOKEN");
    });
  });

  describe("two-factor (TOTP)", () => {
    test("enable → confirm → password alone no longer signs in; TOTP and backup codes do; disable", async () => {
      const { client: owner, user } = await app.member();

      const wrongPassword = await owner.post("/api/auth/two-factor/enable", { password: "not my password" });
      expect(wrongPassword.status).toBe(400);
      expect(wrongPassword.body.code).toBe("INVALID_PASSWORD");

      const enabled = await owner.post("/api/auth/two-factor/enable", { password: user.password });
      expect(enabled.status).toBe(200);
      expect(enabled.body.totpURI).toMatch(/^otpauth:\/\/totp\/Phototheology:/);
      expect(enabled.body.backupCodes).toHaveLength(10);
      const backupCodes: string[] = enabled.body.backupCodes;
      const authApp = authenticator(enabled.body.totpURI);

      // Not on until a code from the app confirms it.
      expect((await owner.get("/api/profile/me")).body.twoFactorEnabled).toBe(false);
      const unconfirmedSignIn = await signIn(app.client(), user.email, user.password);
      expect(unconfirmedSignIn.body.twoFactorRedirect).toBeUndefined();

      const confirmed = await owner.post("/api/auth/two-factor/verify-totp", { code: authApp.code() });
      expect(confirmed.status).toBe(200);
      expect((await owner.get("/api/profile/me")).body.twoFactorEnabled).toBe(true);

      // The password alone: a challenge, no session.
      const browser = app.client();
      const challenged = await signIn(browser, user.email, user.password);
      expect(challenged.status).toBe(200);
      expect(challenged.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
      expect(browser.cookies.has(sessionCookie)).toBe(false);
      expect((await browser.get("/api/profile/me")).status).toBe(401);

      const wrong = await browser.post("/api/auth/two-factor/verify-totp", { code: authApp.wrongCode() });
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe("INVALID_CODE");
      expect((await browser.get("/api/profile/me")).status).toBe(401);

      const verified = await browser.post("/api/auth/two-factor/verify-totp", { code: authApp.code() });
      expect(verified.status).toBe(200);
      expect((await browser.get("/api/profile/me")).status).toBe(200);

      // Without the challenge cookie there is nothing to verify.
      const noChallenge = await app
        .client()
        .post("/api/auth/two-factor/verify-totp", { code: authApp.code() });
      expect(noChallenge.status).toBe(401);
      expect(noChallenge.body.code).toBe("INVALID_TWO_FACTOR_COOKIE");

      // A backup code works once…
      const phone = app.client();
      await signIn(phone, user.email, user.password);
      const backup = await phone.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] });
      expect(backup.status).toBe(200);
      expect((await phone.get("/api/profile/me")).status).toBe(200);
      // …and is refused the second time.
      const tablet = app.client();
      await signIn(tablet, user.email, user.password);
      const reused = await tablet.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] });
      expect(reused.status).toBe(401);
      expect(reused.body.code).toBe("INVALID_BACKUP_CODE");
      expect((await tablet.get("/api/profile/me")).status).toBe(401);
      // Another one still works.
      const second = await tablet.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[1] });
      expect(second.status).toBe(200);

      // Turning it off needs the password.
      const badDisable = await owner.post("/api/auth/two-factor/disable", { password: "not my password" });
      expect(badDisable.status).toBe(400);
      expect(badDisable.body.code).toBe("INVALID_PASSWORD");
      const disabled = await owner.post("/api/auth/two-factor/disable", { password: user.password });
      expect(disabled.status).toBe(200);
      expect((await owner.get("/api/profile/me")).body.twoFactorEnabled).toBe(false);

      const plain = app.client();
      const signedIn = await signIn(plain, user.email, user.password);
      expect(signedIn.body.twoFactorRedirect).toBeUndefined();
      expect((await plain.get("/api/profile/me")).status).toBe(200);
    });

    test("enable without a session → 401", async () => {
      const response = await app.client().post("/api/auth/two-factor/enable", { password: "whatever1" });
      expect(response.status).toBe(401);
    });
  });

  describe("sessions", () => {
    test("list, sign out one other, sign out all others, sign out everywhere", async () => {
      const { client: laptop, user } = await app.member();
      const phone = app.client();
      expect((await signIn(phone, user.email, user.password)).status).toBe(200);

      const listed = await laptop.get("/api/auth/list-sessions");
      expect(listed.status).toBe(200);
      expect(listed.body).toHaveLength(2);
      expect(listed.body.map((s: { ipAddress: string }) => s.ipAddress).sort()).toEqual(
        [laptop.ip, phone.ip].sort(),
      );

      // Sign out one row (PRF-4).
      const phoneRow = listed.body.find((s: { ipAddress: string }) => s.ipAddress === phone.ip);
      expect((await laptop.post("/api/auth/revoke-session", { token: phoneRow.token })).status).toBe(200);
      expect((await phone.get("/api/profile/me")).status).toBe(401);
      expect((await laptop.get("/api/profile/me")).status).toBe(200);

      // Sign out of all other devices.
      expect((await signIn(phone, user.email, user.password)).status).toBe(200);
      expect((await laptop.get("/api/auth/list-sessions")).body).toHaveLength(2);
      expect((await laptop.post("/api/auth/revoke-other-sessions")).status).toBe(200);
      expect((await phone.get("/api/profile/me")).status).toBe(401);
      expect((await laptop.get("/api/profile/me")).status).toBe(200);
      expect((await laptop.get("/api/auth/list-sessions")).body).toHaveLength(1);

      // Sign out everywhere (PRF-5).
      expect((await signIn(phone, user.email, user.password)).status).toBe(200);
      expect((await laptop.post("/api/auth/revoke-sessions")).status).toBe(200);
      expect((await laptop.get("/api/profile/me")).status).toBe(401);
      expect((await phone.get("/api/profile/me")).status).toBe(401);
    });

    test("a member cannot revoke someone else's session", async () => {
      const { client: victim, user: victimUser } = await app.member();
      const victimToken: string = (await victim.get("/api/auth/list-sessions")).body[0].token;
      const { client: attacker } = await app.member();
      await attacker.post("/api/auth/revoke-session", { token: victimToken });
      expect((await victim.get("/api/profile/me")).body.email).toBe(victimUser.email);
    });

    test("list-sessions without a session → 401", async () => {
      expect((await app.client().get("/api/auth/list-sessions")).status).toBe(401);
    });
  });

  describe("change password", () => {
    test("wrong current password fails; success signs out other devices only", async () => {
      const { client: laptop, user } = await app.member();
      const phone = app.client();
      await signIn(phone, user.email, user.password);

      const wrong = await laptop.post("/api/auth/change-password", {
        currentPassword: "not my password",
        newPassword: "a new password",
        revokeOtherSessions: true,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe("INVALID_PASSWORD");
      expect((await phone.get("/api/profile/me")).status).toBe(200);

      const changed = await laptop.post("/api/auth/change-password", {
        currentPassword: user.password,
        newPassword: "a new password",
        revokeOtherSessions: true,
      });
      expect(changed.status).toBe(200);
      expect((await laptop.get("/api/profile/me")).status).toBe(200);
      expect((await phone.get("/api/profile/me")).status).toBe(401);

      expect((await signIn(app.client(), user.email, user.password)).status).toBe(401);
      expect((await signIn(app.client(), user.email, "a new password")).status).toBe(200);
    });

    test("a too-short new password is refused", async () => {
      const { client, user } = await app.member();
      const response = await client.post("/api/auth/change-password", {
        currentPassword: user.password,
        newPassword: "123",
        revokeOtherSessions: true,
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe("PASSWORD_TOO_SHORT");
    });
  });
});

describe("auth routes (SMTP mailer: email verification required)", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
  });
  // Built after the sink has started (and closed before it).
  const app = useTestApp(() => ({ smtpUrl: sink.url }));

  test("sign-up mails a link; sign-in waits for it; the link verifies and signs in", async () => {
    const { client, user } = await app.member({ name: "Zoë" });
    expect(client.cookies.has(sessionCookie)).toBe(false);

    const blocked = await signIn(app.client(), user.email, user.password);
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe("EMAIL_NOT_VERIFIED");

    const mail = await sink.waitForMessage((message) => message.to.includes(user.email));
    expect(mail.subject).toBe("Confirm your email for Phototheology");
    const link = linkIn(mail.text);
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);

    const browser = app.client();
    const followed = await browser.get(link);
    expect(followed.status).toBe(302);
    expect(browser.cookies.has(sessionCookie)).toBe(true);
    const me = await browser.get("/api/profile/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: user.email, emailVerified: true, displayName: "Zoë" });

    const signedIn = await signIn(app.client(), user.email, user.password);
    expect(signedIn.status).toBe(200);
  });

  test("a tampered verification link does not verify", async () => {
    const { user } = await app.member();
    const mail = await sink.waitForMessage((message) => message.to.includes(user.email));
    const link = new URL(linkIn(mail.text));
    link.searchParams.set("token", `${link.searchParams.get("token") ?? ""}x`);
    const browser = app.client();
    await browser.get(link.toString());
    expect(browser.cookies.has(sessionCookie)).toBe(false);
    expect((await signIn(app.client(), user.email, user.password)).status).toBe(403);
  });
});

describe("auth routes (rate limit)", () => {
  const app = useTestApp({ rateLimitMax: 3 });

  test("the 4th sign-in attempt from one address within a minute → 429; other addresses are unaffected", async () => {
    const { user } = await app.member();
    const attacker = app.client({ ip: "203.0.113.9" });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await signIn(attacker, user.email, `guess ${attempt}`)).status).toBe(401);
    }
    const blocked = await signIn(attacker, user.email, user.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("x-retry-after"))).toBeGreaterThan(0);

    // A header claiming another address is replaced by the real peer address (app.ts).
    const spoofed = await app.request(
      "/api/auth/sign-in/email",
      {
        method: "POST",
        headers: {
          origin: "http://localhost:3000",
          "content-type": "application/json",
          "x-phototheology-client-ip": "198.51.100.1",
        },
        body: JSON.stringify({ email: user.email, password: user.password }),
      },
      { ip: "203.0.113.9" },
    );
    expect(spoofed.status).toBe(429);

    // The member, from their own address, still gets in.
    expect((await signIn(app.client({ ip: "203.0.113.10" }), user.email, user.password)).status).toBe(200);
  });
});
