import { randomBytes } from "node:crypto";
import type { TestClient } from "./test-app";

export type BuiltUser = {
  name: string;
  email: string;
  password: string;
  referralCode?: string;
  /** better-auth's sign-up answer ({ token, user }). */
  userId: string;
};

let sequence = 0;

/** An address no other test (in this process or another) will use. */
export function uniqueEmail(prefix = "member"): string {
  sequence += 1;
  return `${prefix}.${sequence}.${randomBytes(4).toString("hex")}@example.com`;
}

/**
 * Signs a member up through the real endpoint. With the outbox mailer the client is then
 * signed in (auto sign-in); with SMTP it is not (verification is required first).
 */
export async function buildUser(
  client: TestClient,
  overrides: { name?: string; email?: string; password?: string; referralCode?: string } = {},
): Promise<BuiltUser> {
  const input = {
    name: overrides.name ?? "Test Member",
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? "correct horse battery",
    ...(overrides.referralCode === undefined ? {} : { referralCode: overrides.referralCode }),
  };
  const response = await client.post("/api/auth/sign-up/email", input);
  if (response.status !== 200) {
    throw new Error(`buildUser: sign-up answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return { ...input, userId: String(response.body.user.id) };
}
