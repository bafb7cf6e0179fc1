import { describe, expect, test } from "vitest";
import { isPartnerEvent, PARTNER_LIMITS, partnerMessages, sendPartnerRequestInput } from "./partners";

describe("isPartnerEvent", () => {
  test.each([
    [{ type: "partner.request" }, true],
    [{ type: "partner.accepted" }, true],
    [{ type: "partner.changed" }, true],
    [{ type: "notification.created" }, false],
    [{ type: "partner" }, false],
    [{}, false],
    [null, false],
    ["partner.request", false],
  ])("%j → %s", (event, expected) => {
    expect(isPartnerEvent(event)).toBe(expected);
  });
});

describe("sendPartnerRequestInput", () => {
  test("trims the username and the message; the message is optional", () => {
    expect(sendPartnerRequestInput.parse({ username: "  bea_1 " })).toEqual({
      username: "bea_1",
      message: "",
    });
    expect(sendPartnerRequestInput.parse({ username: "bea", message: "  hi  " })).toEqual({
      username: "bea",
      message: "hi",
    });
  });

  test("a message of 200 characters passes; 201 is refused with our message", () => {
    const at = "x".repeat(PARTNER_LIMITS.messageMax);
    expect(sendPartnerRequestInput.safeParse({ username: "bea", message: at }).success).toBe(true);
    const over = sendPartnerRequestInput.safeParse({ username: "bea", message: `${at}x` });
    expect(over.error?.issues[0]?.message).toBe(partnerMessages.messageTooLong);
  });

  test("an empty username asks for one; one longer than any username names nobody", () => {
    expect(sendPartnerRequestInput.safeParse({ username: "   " }).error?.issues[0]?.message).toBe(
      partnerMessages.usernameRequired,
    );
    expect(sendPartnerRequestInput.safeParse({ username: "a".repeat(21) }).error?.issues[0]?.message).toBe(
      "No member found with that username.",
    );
  });

  test("unknown fields are refused", () => {
    expect(sendPartnerRequestInput.safeParse({ username: "bea", status: "active" }).success).toBe(false);
  });
});
