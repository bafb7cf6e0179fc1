import { beforeAll, describe, expect, test } from "vitest";
import { redeemThrottle, tooManyWrongCodesMessage } from "@common/constants/access-codes";
import { createTestClock } from "@server/clock";
import { buildUser } from "@server/test/factories";
import { useTestApp } from "@server/test/kit";
import type { TestMember } from "@server/test/members";
import type { TestClient } from "@server/test/test-app";

const start = new Date("2026-03-02T10:00:00.000Z");
const app = useTestApp({ clock: createTestClock(start) });
let admin: TestMember;

beforeAll(async () => {
  admin = await app.member({ name: "Code Keeper", role: "admin" });
});

async function createCode(): Promise<string> {
  const response = await admin.client.post("/api/admin/access-codes", {
    grantDays: 30,
    maxUses: 10,
    redeemWithinHours: 7 * 24,
    label: "Throttle test",
  });
  expect(response.status).toBe(201);
  return String(response.body.code);
}

async function memberAt(ip: string): Promise<TestClient> {
  const client = app.client({ ip });
  await buildUser(client);
  return client;
}

const wrongGuess = (client: TestClient, n: number) =>
  client.post("/api/access/redeem", { code: `PT-WRNG${String(n).padStart(4, "2")}` });

describe("access-code redemption throttle", () => {
  test(`after ${redeemThrottle.perMember} wrong codes a member gets 429, even for a right code, until the window passes`, async () => {
    const code = await createCode();
    const member = await memberAt("10.0.0.1");
    for (let n = 0; n < redeemThrottle.perMember; n += 1) {
      expect((await wrongGuess(member, n)).status).toBe(404);
    }
    app.clock.advance(60_000);
    const refused = await member.post("/api/access/redeem", { code });
    expect(refused.status).toBe(429);
    const retryAfterSeconds = redeemThrottle.windowMinutes * 60 - 60;
    expect(refused.body.error).toEqual({
      code: "access_code_throttled",
      message: tooManyWrongCodesMessage(retryAfterSeconds),
      details: { retryAfterSeconds },
    });
    expect(refused.body.error.message).toBe("Too many wrong codes. Try again in 14 minutes.");

    // A refused attempt is not a guess: it doesn't extend the wait.
    app.clock.advance(retryAfterSeconds * 1000);
    const redeemed = await member.post("/api/access/redeem", { code });
    expect(redeemed.status).toBe(200);
  });

  test("refusals that name a real code (already redeemed) are not counted as guesses", async () => {
    const code = await createCode();
    const member = await memberAt("10.0.0.2");
    expect((await member.post("/api/access/redeem", { code })).status).toBe(200);
    for (let n = 0; n < redeemThrottle.perMember + 1; n += 1) {
      expect((await member.post("/api/access/redeem", { code })).status).toBe(409);
    }
  });

  test(`one address gets ${redeemThrottle.perAddress} wrong guesses across its members; another address is unaffected`, async () => {
    const code = await createCode();
    const perMember = redeemThrottle.perMember - 1; // each stays under their own limit
    let guesses = 0;
    while (guesses < redeemThrottle.perAddress) {
      const member = await memberAt("10.0.0.3");
      for (let n = 0; n < perMember && guesses < redeemThrottle.perAddress; n += 1, guesses += 1) {
        expect((await wrongGuess(member, guesses)).status).toBe(404);
      }
    }
    const newcomer = await memberAt("10.0.0.3");
    expect((await newcomer.post("/api/access/redeem", { code })).status).toBe(429);
    const elsewhere = await memberAt("10.0.0.4");
    expect((await elsewhere.post("/api/access/redeem", { code })).status).toBe(200);
  });
});
