import { hashPassword } from "better-auth/crypto";
import { describe, expect, test } from "vitest";
import { passwordHashingOption } from "./password-hashing";

describe("password hashing", () => {
  test("production and development keep better-auth's own scrypt", () => {
    expect(passwordHashingOption("standard")).toBeUndefined();
  });

  test("a test server's hash verifies its password only, salted anew each time", async () => {
    const hashing = passwordHashingOption("test")!;
    const first = await hashing.hash("palace-key-42");
    expect(first).toMatch(/^test-scrypt:[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(await hashing.hash("palace-key-42")).not.toBe(first);
    expect(await hashing.verify({ hash: first, password: "palace-key-42" })).toBe(true);
    expect(await hashing.verify({ hash: first, password: "palace-key-43" })).toBe(false);
  });

  test("a test server still verifies a hash better-auth made", async () => {
    const hashing = passwordHashingOption("test")!;
    const made = await hashPassword("palace-key-42");
    expect(await hashing.verify({ hash: made, password: "palace-key-42" })).toBe(true);
    expect(await hashing.verify({ hash: made, password: "wrong-key-42" })).toBe(false);
  });
});
