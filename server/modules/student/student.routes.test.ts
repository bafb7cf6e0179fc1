import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { studentMessages } from "@common/constants/student";
import { trialMessages } from "@common/constants/messages";
import { createTestClock } from "@server/clock";
import { profiles, studentVerifications } from "@server/db/schema";
import { useTestApp } from "@server/test/kit";
import type { TestClient } from "@server/test/test-app";

const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;
const start = new Date("2026-03-02T10:00:00.000Z");
const clock = createTestClock(start);
const app = useTestApp({ clock });
let emailCounter = 0;

const schoolEmail = (domain = "school.edu") => {
  emailCounter += 1;
  return `student${emailCounter}.${process.pid}@${domain}`;
};

/** The code in the newest mail to this address (the outbox mailer keeps the body). */
async function latestCode(address: string): Promise<string> {
  const [mail] = await app.outbox(address.toLowerCase());
  expect(mail?.kind).toBe("student_code");
  const code = /\b(\d{6})\b/.exec(mail?.bodyText ?? "")?.[1];
  if (!code) throw new Error(`no code in ${mail?.bodyText}`);
  return code;
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function sendCode(client: TestClient, address: string) {
  return client.post("/api/student/send-code", { schoolEmail: address });
}

async function verifyWithMail(client: TestClient, address: string) {
  expect((await sendCode(client, address)).status).toBe(200);
  return client.post("/api/student/verify", { code: await latestCode(address) });
}

describe("without a session", () => {
  test.each([
    ["GET", "/api/student/status"],
    ["POST", "/api/student/send-code"],
    ["POST", "/api/student/verify"],
  ])("%s %s → 401", async (method, path) => {
    const client = app.client();
    const response =
      method === "GET"
        ? await client.get(path)
        : await client.post(path, { schoolEmail: "a@b.edu", code: "123456" });
    expect(response.status).toBe(401);
  });
});

describe("POST /api/student/send-code — the address (STU-1)", () => {
  test.each([
    "me@gmail.com",
    "me@school.edu.com",
    "me@edu",
    "not-an-email.edu",
    "me@.edu",
    "",
    "me@school.education",
  ])("%s → 400 with the spec message", async (address) => {
    const { client } = await app.member();
    const response = await sendCode(client, address);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: "validation_failed",
      message: studentMessages.invalidEduEmail,
    });
  });

  test("a missing or extra field → 400", async () => {
    const { client } = await app.member();
    expect((await client.post("/api/student/send-code", {})).body.error.message).toBe(
      studentMessages.invalidEduEmail,
    );
    expect(
      (await client.post("/api/student/send-code", { schoolEmail: "a@school.edu", isStudent: true })).status,
    ).toBe(400);
  });

  test('"me@Cs.Example.EDU" (sub-domain, any case) gets a code by mail and moves to step 2', async () => {
    const { client } = await app.member();
    const address = `me${process.pid}@Cs.Example.EDU`;
    const response = await sendCode(client, address);
    expect(response.status).toBe(200);
    expect(response.body.pending).toEqual({
      schoolEmail: address.toLowerCase(),
      codeExpiresAt: new Date(start.getTime() + 15 * minuteMs).toISOString(),
      resendAvailableAt: new Date(start.getTime() + minuteMs).toISOString(),
      resendInSeconds: 60,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/hash|\b\d{6}\b/);
    const [mail] = await app.outbox(address.toLowerCase());
    expect(mail?.kind).toBe("student_code");
    expect(mail?.bodyText).toContain("15 minutes");
  });

  test("the code is stored hashed, never in the clear", async () => {
    const { client, user } = await app.member();
    const address = schoolEmail();
    await sendCode(client, address);
    const code = await latestCode(address);
    const [row] = await app.db
      .select()
      .from(studentVerifications)
      .where(eq(studentVerifications.userId, user.userId));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });
});

describe("POST /api/student/send-code — limits", () => {
  test("resend only after 60 s", async () => {
    const { client } = await app.member();
    const address = schoolEmail();
    expect((await sendCode(client, address)).status).toBe(200);
    clock.advance(59_000);
    const early = await sendCode(client, address);
    expect(early.status).toBe(429);
    expect(early.body.error).toMatchObject({
      code: "resend_too_soon",
      message: studentMessages.resendTooSoon,
    });
    clock.advance(1_000);
    expect((await sendCode(client, address)).status).toBe(200);
  });

  test("5 codes per account per day; the 6th is refused, and allowed again a day later", async () => {
    const { client } = await app.member();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendCode(client, schoolEmail())).status).toBe(200);
      clock.advance(minuteMs);
    }
    const sixth = await sendCode(client, schoolEmail());
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatchObject({ code: "too_many_codes", message: studentMessages.tooManyCodes });
    clock.advance(dayMs - 4 * minuteMs);
    expect((await sendCode(client, schoolEmail())).status).toBe(200);
  });

  test("the limit is per account", async () => {
    const first = await app.member();
    for (let i = 0; i < 5; i += 1) {
      await sendCode(first.client, schoolEmail());
      clock.advance(minuteMs);
    }
    const second = await app.member();
    expect((await sendCode(second.client, schoolEmail())).status).toBe(200);
  });
});

describe("POST /api/student/verify", () => {
  test("the right code: student for 1 year from today; the profile says premium (with the date)", async () => {
    const { client, user } = await app.member();
    const response = await verifyWithMail(client, schoolEmail());
    expect(response.status).toBe(200);
    const expiresAt = new Date("2027-03-02T10:00:00.000Z").toISOString();
    expect(response.body.expiresAt).toBe(expiresAt);
    expect(response.body.status).toMatchObject({ active: true, expiresAt, canRenew: false, pending: null });

    const [row] = await app.db
      .select({ isStudent: profiles.isStudent, studentExpiresAt: profiles.studentExpiresAt })
      .from(profiles)
      .where(eq(profiles.userId, user.userId));
    expect(row).toEqual({ isStudent: true, studentExpiresAt: new Date(expiresAt) });
    const profile = (await client.get("/api/profile/me")).body;
    expect(profile.access.plan).toBe("premium");
    expect(profile.access.sources).toContainEqual({ kind: "student", endsAt: expiresAt });
    expect((await client.get("/api/student/status")).body).toMatchObject({ active: true, expiresAt });
  });

  test("after verifying, Start Free Trial answers 'You already have free student access!' (STU-3)", async () => {
    const { client } = await app.member();
    await verifyWithMail(client, schoolEmail());
    expect((await client.post("/api/trial/start")).body).toEqual({
      status: "already_student",
      message: trialMessages.alreadyStudent,
    });
  });

  test("a badly formed code → 400", async () => {
    const { client } = await app.member();
    await sendCode(client, schoolEmail());
    for (const code of ["12345", "1234567", "abcdef", ""]) {
      const response = await client.post("/api/student/verify", { code });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(studentMessages.codeInvalidFormat);
    }
  });

  test("no code sent yet → 400 no_code", async () => {
    const { client } = await app.member();
    const response = await client.post("/api/student/verify", { code: "123456" });
    expect(response.body.error).toMatchObject({ code: "no_code", message: studentMessages.noCode });
  });

  test("5 wrong codes lock it: even the right code then needs a new one (STU-2)", async () => {
    const { client } = await app.member();
    const address = schoolEmail();
    await sendCode(client, address);
    const code = await latestCode(address);
    for (let i = 1; i <= 4; i += 1) {
      const response = await client.post("/api/student/verify", { code: wrongCodeFor(code) });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        code: "wrong_code",
        message: studentMessages.wrongCode,
        details: { attemptsLeft: 5 - i },
      });
    }
    const fifth = await client.post("/api/student/verify", { code: wrongCodeFor(code) });
    expect(fifth.status).toBe(429);
    expect(fifth.body.error).toMatchObject({
      code: "too_many_attempts",
      message: studentMessages.tooManyTries,
    });
    const right = await client.post("/api/student/verify", { code });
    expect(right.body.error).toMatchObject({
      code: "too_many_attempts",
      message: studentMessages.tooManyTries,
    });
    expect((await client.get("/api/student/status")).body.pending).toBeNull();

    clock.advance(minuteMs);
    expect((await verifyWithMail(client, address)).status).toBe(200);
  });

  test("a code is valid for 15 minutes", async () => {
    const { client } = await app.member();
    const address = schoolEmail();
    await sendCode(client, address);
    const code = await latestCode(address);
    clock.advance(15 * minuteMs);
    const response = await client.post("/api/student/verify", { code });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "code_expired", message: studentMessages.codeExpired });
  });

  test("a code works once", async () => {
    const { client } = await app.member();
    const address = schoolEmail();
    await sendCode(client, address);
    const code = await latestCode(address);
    expect((await client.post("/api/student/verify", { code })).status).toBe(200);
    const again = await client.post("/api/student/verify", { code });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "code_used", message: studentMessages.codeUsed });
  });

  test("a resent code replaces the earlier one", async () => {
    const { client } = await app.member();
    const address = schoolEmail();
    await sendCode(client, address);
    const first = await latestCode(address);
    clock.advance(minuteMs);
    await sendCode(client, address);
    const second = await latestCode(address);
    if (first !== second)
      expect((await client.post("/api/student/verify", { code: first })).body.error.code).toBe("wrong_code");
    expect((await client.post("/api/student/verify", { code: second })).status).toBe(200);
  });

  test("another member's code is not mine", async () => {
    const a = await app.member();
    const b = await app.member();
    const address = schoolEmail();
    await sendCode(a.client, address);
    const response = await b.client.post("/api/student/verify", { code: await latestCode(address) });
    expect(response.body.error.code).toBe("no_code");
  });
});

describe("one address, one account (STU-4)", () => {
  test("an address verified for another account is refused at send-code", async () => {
    const a = await app.member();
    const address = schoolEmail();
    await verifyWithMail(a.client, address);
    const b = await app.member();
    const response = await sendCode(b.client, address.toUpperCase());
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({
      code: "school_email_taken",
      message: studentMessages.emailLinked,
    });
  });

  test("…and at verify, when the other account verified it after my code was sent", async () => {
    const a = await app.member();
    const b = await app.member();
    const address = schoolEmail();
    await sendCode(b.client, address);
    const bCode = await latestCode(address);
    await verifyWithMail(a.client, address);
    const response = await b.client.post("/api/student/verify", { code: bCode });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(studentMessages.emailLinked);
  });

  test("once that verification has expired, the address is free again", async () => {
    const a = await app.member();
    const address = schoolEmail();
    await verifyWithMail(a.client, address);
    clock.advance(366 * dayMs);
    const b = await app.member();
    expect((await sendCode(b.client, address)).status).toBe(200);
  });
});

describe("renewal", () => {
  test("not offered while more than 30 days remain; offered inside 30 days and renews from that day", async () => {
    const { client, user } = await app.member();
    const address = schoolEmail();
    await verifyWithMail(client, address);
    clock.advance(300 * dayMs);
    const early = await sendCode(client, address);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("student_active");
    expect((await client.get("/api/student/status")).body.canRenew).toBe(false);

    clock.advance(40 * dayMs); // 340 days in: 25 days left
    expect((await client.get("/api/student/status")).body).toMatchObject({ active: true, canRenew: true });
    const renewed = await verifyWithMail(client, address);
    expect(renewed.status).toBe(200);
    const expected = new Date(clock.now());
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(renewed.body.expiresAt).toBe(expected.toISOString());
    const [row] = await app.db
      .select({ studentExpiresAt: profiles.studentExpiresAt })
      .from(profiles)
      .where(eq(profiles.userId, user.userId));
    expect(row?.studentExpiresAt).toEqual(expected);
  });

  test("after expiry: no longer premium, renew offered, renewing restores it", async () => {
    const { client } = await app.member();
    const address = schoolEmail();
    await verifyWithMail(client, address);
    clock.advance(400 * dayMs);
    expect((await client.get("/api/student/status")).body).toMatchObject({ active: false, canRenew: true });
    expect((await client.get("/api/profile/me")).body.access.plan).toBe("free");
    expect((await verifyWithMail(client, address)).status).toBe(200);
    expect((await client.get("/api/profile/me")).body.access.plan).toBe("premium");
  });
});
