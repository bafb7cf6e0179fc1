import { describe, expect, test } from "vitest";
import { validationMessages as m } from "../constants/messages";
import {
  changePasswordInput,
  displayNameField,
  emailField,
  firstErrorMessage,
  forgotPasswordInput,
  passwordField,
  referralCodeField,
  resetPasswordInput,
  signInInput,
  signUpInput,
} from "./auth";

/** The first message a schema gives for a value, or "ok". */
function firstMessage(schema: Parameters<typeof firstErrorMessage>[0], value: unknown): string {
  const result = firstErrorMessage(schema, value);
  return result.ok ? "ok" : result.message;
}

describe("displayNameField", () => {
  test.each([
    ["", m.nameTooShort],
    ["A", m.nameTooShort],
    ["  A  ", m.nameTooShort], // trimmed before the length check
    ["Al", "ok"],
    ["José", "ok"],
    ["Zoë", "ok"],
    ["Łukasz Żółć", "ok"],
    ["李小龙", "ok"],
    ["Mary-Jane O_Neil 2", "ok"],
    ["a".repeat(50), "ok"],
    ["a".repeat(51), m.nameTooLong],
    ["Bob!", m.nameInvalidCharacters],
    ["Bob's", m.nameInvalidCharacters],
    ["<script>", m.nameInvalidCharacters],
    ["Tab\tName", m.nameInvalidCharacters],
    // Too short wins over invalid characters (rules run in the table's order).
    ["!", m.nameTooShort],
    // Too long wins over invalid characters.
    ["!".repeat(51), m.nameTooLong],
  ])("%j → %s", (value, expected) => {
    expect(firstMessage(displayNameField, value)).toBe(expected);
  });

  test("trims surrounding spaces", () => {
    expect(displayNameField.parse("  José  ")).toBe("José");
  });
});

/** A syntactically valid address exactly `length` characters long (64-char local part, 63-char labels). */
function addressOfLength(length: number): string {
  const local = "a".repeat(64);
  let domain = "com";
  while (local.length + 1 + domain.length < length) {
    const room = length - (local.length + 1 + domain.length) - 1; // one for the dot
    domain = `${"b".repeat(Math.min(63, Math.max(1, room)))}.${domain}`;
  }
  return `${local}@${domain}`;
}

describe("emailField", () => {
  test.each([
    ["", m.emailInvalid],
    ["not-an-email", m.emailInvalid],
    ["a@b", m.emailInvalid],
    ["someone@example.com", "ok"],
    ["  someone@example.com  ", "ok"],
    [addressOfLength(255), "ok"],
    [addressOfLength(256), m.emailTooLong],
  ])("%j → %s", (value, expected) => {
    expect(firstMessage(emailField, value)).toBe(expected);
  });

  test("the length cases are the lengths they claim", () => {
    expect(addressOfLength(255)).toHaveLength(255);
    expect(addressOfLength(256)).toHaveLength(256);
  });

  test("trims surrounding spaces", () => {
    expect(emailField.parse("  someone@example.com ")).toBe("someone@example.com");
  });
});

describe("passwordField", () => {
  test.each([
    ["", m.passwordTooShort],
    ["12345", m.passwordTooShort],
    ["123456", "ok"],
    ["      ", "ok"], // not trimmed: spaces are characters of a password
    ["x".repeat(128), "ok"],
    ["x".repeat(129), m.passwordTooLong],
  ])("%j → %s", (value, expected) => {
    expect(firstMessage(passwordField, value)).toBe(expected);
  });
});

describe("referralCodeField", () => {
  test.each([
    ["PT23456789", "PT23456789"],
    ["pt23abcd", "PT23ABCD"], // upper-cased before checking
    ["  ab12  ", "AB12"],
    ["", null], // blank → no code
    ["   ", null],
    ["A".repeat(20), "A".repeat(20)],
  ])("%j → %j", (value, expected) => {
    expect(referralCodeField.parse(value)).toBe(expected);
  });

  test.each([["ab-12"], ["AB 12"], ["ÄB12"], ["A".repeat(21)], ["code!"]])("%j → %s", (value) => {
    expect(firstMessage(referralCodeField, value)).toBe(m.referralCodeInvalid);
  });
});

describe("signUpInput", () => {
  const valid = {
    displayName: "José",
    email: "jose@example.com",
    password: "secret1",
    referralCode: "pt2345",
  };

  test("parses a valid form, upper-casing the referral code", () => {
    expect(signUpInput.parse(valid)).toEqual({
      displayName: "José",
      email: "jose@example.com",
      password: "secret1",
      referralCode: "PT2345",
    });
  });

  test.each([[undefined], [null], [""], ["  "]])("referral code %j → null", (referralCode) => {
    expect(signUpInput.parse({ ...valid, referralCode }).referralCode).toBeNull();
  });

  test("a missing referral code key → null", () => {
    const { referralCode: _omitted, ...withoutCode } = valid;
    expect(signUpInput.parse(withoutCode).referralCode).toBeNull();
  });

  // The form shows only the first error, in field order: display name, email, password, referral code.
  test.each([
    [{ displayName: "A", email: "", password: "", referralCode: "ab-12" }, m.nameTooShort, "displayName"],
    [
      { displayName: "Bob!", email: "", password: "", referralCode: "ab-12" },
      m.nameInvalidCharacters,
      "displayName",
    ],
    [{ displayName: "Bob", email: "nope", password: "", referralCode: "ab-12" }, m.emailInvalid, "email"],
    [
      { displayName: "Bob", email: "bob@example.com", password: "123", referralCode: "ab-12" },
      m.passwordTooShort,
      "password",
    ],
    [
      { displayName: "Bob", email: "bob@example.com", password: "123456", referralCode: "ab-12" },
      m.referralCodeInvalid,
      "referralCode",
    ],
    // A missing name reads as the name rule, not a type error (the same schema guards /update-user {"name": null}).
    [{}, m.nameTooShort, "displayName"],
  ])("firstErrorMessage(%j) → %s", (value, message, field) => {
    expect(firstErrorMessage(signUpInput, value)).toEqual({ ok: false, message, field });
  });

  test("firstErrorMessage returns the parsed data on success", () => {
    expect(firstErrorMessage(signUpInput, { ...valid, referralCode: "" })).toEqual({
      ok: true,
      data: { displayName: "José", email: "jose@example.com", password: "secret1", referralCode: null },
    });
  });
});

describe("signInInput", () => {
  test.each([
    [{ email: "", password: "" }, m.emailInvalid],
    [{ email: "bob@example.com", password: "" }, m.passwordTooShort],
    [{ email: "bob@example.com", password: "12345" }, m.passwordTooShort],
    [{ email: "bob@example.com", password: "x".repeat(129) }, m.passwordTooLong],
    [{ email: "bob@example.com", password: "123456" }, "ok"],
  ])("%j → %s", (value, expected) => {
    expect(firstMessage(signInInput, value)).toBe(expected);
  });

  test("rememberMe defaults to false", () => {
    expect(signInInput.parse({ email: "bob@example.com", password: "123456" }).rememberMe).toBe(false);
    expect(
      signInInput.parse({ email: "bob@example.com", password: "123456", rememberMe: true }).rememberMe,
    ).toBe(true);
  });
});

describe("forgotPasswordInput", () => {
  test.each([
    [{ email: "x" }, m.emailInvalid],
    [{ email: "bob@example.com" }, "ok"],
  ])("%j → %s", (value, expected) => {
    expect(firstMessage(forgotPasswordInput, value)).toBe(expected);
  });
});

describe("resetPasswordInput", () => {
  test.each([
    [{ password: "123", confirmPassword: "123" }, m.passwordTooShort],
    [{ password: "123456", confirmPassword: "1234567" }, m.passwordsDoNotMatch],
    [{ password: "123456", confirmPassword: "123456" }, "ok"],
  ])("%j → %s", (value, expected) => {
    expect(firstMessage(resetPasswordInput, value)).toBe(expected);
  });

  test("the mismatch is reported on confirmPassword", () => {
    const result = resetPasswordInput.safeParse({ password: "123456", confirmPassword: "x" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["confirmPassword"]);
  });
});

describe("changePasswordInput", () => {
  test.each([
    [
      { currentPassword: "", newPassword: "123456", confirmPassword: "123456" },
      "Enter your current password.",
    ],
    [{ currentPassword: "old", newPassword: "123", confirmPassword: "123" }, m.passwordTooShort],
    [{ currentPassword: "old", newPassword: "123456", confirmPassword: "654321" }, m.passwordsDoNotMatch],
    [{ currentPassword: "old", newPassword: "123456", confirmPassword: "123456" }, "ok"],
  ])("%j → %s", (value, expected) => {
    expect(firstMessage(changePasswordInput, value)).toBe(expected);
  });

  test("signing out other devices is the default", () => {
    const parsed = changePasswordInput.parse({
      currentPassword: "old",
      newPassword: "123456",
      confirmPassword: "123456",
    });
    expect(parsed.signOutOtherDevices).toBe(true);
  });
});
