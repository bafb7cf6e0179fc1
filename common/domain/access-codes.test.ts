import { describe, expect, test } from "vitest";
import { accessCodeLimits } from "../constants/access-codes";
import {
  accessCodeStatus,
  generateAccessCode,
  isWellFormedAccessCode,
  normalizeAccessCode,
} from "./access-codes";

// Web Crypto: common/ code and its tests run in the browser and on Node alike.
const randomInt = (n: number) => (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % n;

describe("generateAccessCode", () => {
  test("PT- + 8 characters of the alphabet", () => {
    for (let i = 0; i < 1000; i += 1) {
      const code = generateAccessCode(randomInt);
      expect(code).toMatch(/^PT-[A-Z2-9]{8}$/);
      expect(isWellFormedAccessCode(code)).toBe(true);
    }
  });

  test.each(["0", "O", "1", "I", "L"])("never uses the look-alike %s", (character) => {
    expect(accessCodeLimits.alphabet).not.toContain(character);
    for (let i = 0; i < 200; i += 1) expect(generateAccessCode(randomInt).slice(3)).not.toContain(character);
  });

  test("every character of the alphabet can appear (the index source decides)", () => {
    const { alphabet } = accessCodeLimits;
    expect(generateAccessCode(() => 0)).toBe(`PT-${alphabet[0]!.repeat(8)}`);
    expect(generateAccessCode((n) => n - 1)).toBe(`PT-${alphabet[alphabet.length - 1]!.repeat(8)}`);
    expect(new Set(alphabet).size).toBe(alphabet.length);
  });

  test("a thousand codes do not repeat", () => {
    const codes = new Set(Array.from({ length: 1000 }, () => generateAccessCode(randomInt)));
    expect(codes.size).toBe(1000);
  });
});

describe("normalizeAccessCode and isWellFormedAccessCode", () => {
  test.each([
    [" pt-abcdefgh ", "PT-ABCDEFGH"],
    ["PT-ABCDEFGH", "PT-ABCDEFGH"],
  ])("%j → %j", (input, output) => {
    expect(normalizeAccessCode(input)).toBe(output);
  });

  test.each(["PT-ABCDEFG", "PT-ABCDEFGHJ", "PTABCDEFGH", "PT-ABCDEFG0", "pt-abcdefgh"])(
    "%j is not well formed",
    (code) => {
      expect(isWellFormedAccessCode(code)).toBe(false);
    },
  );
});

describe("accessCodeStatus", () => {
  const now = new Date("2026-03-02T10:00:00Z");
  const later = new Date(now.getTime() + 1000);
  const earlier = new Date(now.getTime() - 1000);
  test.each([
    [{ isActive: true, maxUses: 1, usedCount: 0, redeemBy: later }, "active"],
    [{ isActive: true, maxUses: null, usedCount: 500, redeemBy: later }, "active"],
    [{ isActive: true, maxUses: 1, usedCount: 0, redeemBy: now }, "expired"],
    [{ isActive: true, maxUses: 1, usedCount: 1, redeemBy: later }, "used_up"],
    [{ isActive: true, maxUses: 1, usedCount: 1, redeemBy: earlier }, "used_up"],
    [{ isActive: false, maxUses: 1, usedCount: 1, redeemBy: earlier }, "turned_off"],
    [{ isActive: false, maxUses: null, usedCount: 0, redeemBy: later }, "turned_off"],
  ] as const)("%j → %s", (fields, status) => {
    expect(accessCodeStatus(fields, now)).toBe(status);
  });
});
