import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { validationMessages as m } from "@common/constants/messages";
import { accounts, profiles, sessions, users } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";

const app = useTestApp();

/** A member and their profile as sign-up left it. */
async function signedInMember(name = "Profile Member") {
  const member = await app.member({ name });
  return { ...member, before: (await member.client.get("/api/profile/me")).body };
}

describe("without a session", () => {
  test.each([
    ["GET", undefined],
    ["PATCH", { displayName: "Someone" }],
    ["DELETE", { confirmEmail: "someone@example.com" }],
  ])("%s /api/profile/me → 401 unauthorized", async (method, body) => {
    const client = app.client();
    const response =
      method === "GET"
        ? await client.get("/api/profile/me")
        : method === "PATCH"
          ? await client.patch("/api/profile/me", body)
          : await client.delete("/api/profile/me", body);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: { code: "unauthorized", message: "Please sign in to continue." },
    });
  });

  test("a made-up session cookie → 401", async () => {
    const client = app.client();
    client.cookies.set("pt.session_token", "forged.value");
    expect((await client.get("/api/profile/me")).status).toBe(401);
  });
});

type Member = Awaited<ReturnType<typeof signedInMember>>;

/**
 * Refusals change nothing, so they share one member (a sign-up costs a password hash, ~0.2 s);
 * each case checks the whole profile is still exactly as it was.
 */
describe("refused PATCH and DELETE requests change nothing", () => {
  let member: Member;
  beforeAll(async () => {
    member = await signedInMember("Unchanged Member");
  });

  async function expectUnchanged() {
    expect((await member.client.get("/api/profile/me")).body).toEqual(member.before);
    const [row] = await app.db.select().from(profiles).where(eq(profiles.userId, member.user.userId));
    expect(row).toMatchObject({
      isStudent: false,
      trialEndsAt: null,
      subscriptionStatus: "none",
      pointsTotal: 0,
    });
  }

  test.each([
    ["J", m.nameTooShort],
    ["   J   ", m.nameTooShort],
    ["x".repeat(51), m.nameTooLong],
    ["Bob!", m.nameInvalidCharacters],
  ])("displayName %j → 400 validation_failed %s, name unchanged (PRF-1)", async (displayName, message) => {
    const response = await member.client.patch("/api/profile/me", { displayName });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "validation_failed", message });
    expect(response.body.error.details.issues[0]).toEqual({ path: "displayName", message });
    await expectUnchanged();
  });

  test.each([
    [{ trialEndsAt: "2099-01-01T00:00:00.000Z" }],
    [{ trialStartedAt: "2099-01-01T00:00:00.000Z" }],
    [{ isStudent: true }],
    [{ studentExpiresAt: "2099-01-01T00:00:00.000Z" }],
    [{ subscriptionStatus: "active" }],
    [{ subscriptionPlan: "premium" }],
    [{ referralCode: "PTHACKED00" }],
    [{ pointsTotal: 1_000_000 }],
    [{ email: "new@example.com" }],
    [{ userId: "00000000-0000-0000-0000-000000000000" }],
    [{ displayName: "Sneaky Name", isStudent: true }],
  ])("entitlement or unknown field %j → 400, nothing changes", async (body) => {
    const response = await member.client.patch("/api/profile/me", body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("validation_failed");
    expect(response.body.error.message).toMatch(/^Unrecognized key/);
    await expectUnchanged();
  });

  test.each([
    ["Mars/Olympus_Mons", "Unknown time zone"],
    ["", "Too small: expected string to have >=1 characters"],
    ["x".repeat(65), "Too big: expected string to have <=64 characters"],
  ])("time zone %j → 400 %s, unchanged", async (timeZone, message) => {
    const response = await member.client.patch("/api/profile/me", { timeZone });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "validation_failed", message });
    await expectUnchanged();
  });

  test("a body that is not JSON → 400 invalid_json", async () => {
    const response = await member.client.fetch("/api/profile/me", {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string } };
    // The request guard (server/http/request-guards.ts) answers before the route's own parser.
    expect(body.error.code).toBe("invalid_json");
    await expectUnchanged();
  });

  test("DELETE with a wrong email → 400 and the account stays", async () => {
    const response = await member.client.delete("/api/profile/me", {
      confirmEmail: "someone.else@example.com",
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: "validation_failed",
      message: "Type your account's email address exactly to confirm.",
    });
    await expectUnchanged();
  });

  test.each([[{ confirmEmail: "not an email" }], [{}], [{ confirmEmail: "" }]])(
    "DELETE with %j → 400 (spec email message), account stays",
    async (body) => {
      const response = await member.client.delete("/api/profile/me", body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe("validation_failed");
      if ("confirmEmail" in body) expect(response.body.error.message).toBe(m.emailInvalid);
      await expectUnchanged();
    },
  );
});

describe("PATCH /api/profile/me changes", () => {
  test("a valid rename is trimmed and saved, and mirrored into the auth user", async () => {
    const { client, user } = await signedInMember();
    const response = await client.patch("/api/profile/me", { displayName: "  Zoë Renamed  " });
    expect(response.status).toBe(200);
    expect(response.body.displayName).toBe("Zoë Renamed");
    expect((await client.get("/api/profile/me")).body.displayName).toBe("Zoë Renamed");
    const session = await client.get("/api/auth/get-session");
    expect(session.body.user.name).toBe("Zoë Renamed");
    const [row] = await app.db.select({ name: users.name }).from(users).where(eq(users.id, user.userId));
    expect(row?.name).toBe("Zoë Renamed");
  });

  test("the username is not changed by a rename", async () => {
    const { client, before } = await signedInMember("Keeps Handle");
    const response = await client.patch("/api/profile/me", { displayName: "Another Name" });
    expect(response.body.username).toBe(before.username);
  });

  test("a valid time zone is saved", async () => {
    const { client } = await signedInMember();
    const response = await client.patch("/api/profile/me", { timeZone: "America/New_York" });
    expect(response.status).toBe(200);
    expect(response.body.timeZone).toBe("America/New_York");
    expect((await client.get("/api/profile/me")).body.timeZone).toBe("America/New_York");
  });
});

describe("DELETE /api/profile/me", () => {
  test("the right email (any case) deletes the user, profile, accounts and every session", async () => {
    const { client, user } = await signedInMember();
    const otherDevice = app.client();
    expect(
      (await otherDevice.post("/api/auth/sign-in/email", { email: user.email, password: user.password }))
        .status,
    ).toBe(200);
    const bystander = await signedInMember("Bystander");

    const response = await client.delete("/api/profile/me", {
      confirmEmail: `  ${user.email.toUpperCase()} `,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ deleted: true });

    expect(await app.db.select().from(users).where(eq(users.id, user.userId))).toEqual([]);
    expect(await app.db.select().from(profiles).where(eq(profiles.userId, user.userId))).toEqual([]);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, user.userId))).toEqual([]);
    expect(await app.db.select().from(accounts).where(eq(accounts.userId, user.userId))).toEqual([]);

    expect((await client.get("/api/profile/me")).status).toBe(401);
    expect((await otherDevice.get("/api/profile/me")).status).toBe(401);
    expect(
      (await app.client().post("/api/auth/sign-in/email", { email: user.email, password: user.password }))
        .status,
    ).toBe(401);
    // Someone else's account is untouched.
    expect((await bystander.client.get("/api/profile/me")).status).toBe(200);
  });

  test("the email can be signed up again afterwards", async () => {
    const { client, user } = await signedInMember();
    await client.delete("/api/profile/me", { confirmEmail: user.email });
    const { user: rebuilt } = await app.member({ email: user.email });
    expect(rebuilt.userId).not.toBe(user.userId);
  });
});
