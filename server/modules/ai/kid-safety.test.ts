import { describe, expect, test } from "vitest";
import { localModeration, scrubPersonalData } from "./kid-safety";

describe("scrubPersonalData (ai.md §1.7)", () => {
  test.each([
    ["My email is kid@example.com", "My email is [removed]"],
    ["Call 555-123-4567 or +44 20 7946 0958", "Call [removed] or [removed]"],
    ["I live at 12 Oak Street and 7b Elm Rd.", "I live at [removed] and [removed]"],
  ])("%s", (input, output) => {
    expect(scrubPersonalData(input)).toBe(output);
  });

  test("Bible references and years are left alone", () => {
    const text = "Daniel 8:14 says 2300 days, from 457 BC to AD 1844; read John 3:16-18.";
    expect(scrubPersonalData(text)).toBe(text);
  });
});

describe("localModeration", () => {
  test("flags self-harm, abuse and crude words; Bible stories pass", () => {
    expect(localModeration("I want to hurt myself")).toEqual({ allowed: false, category: "self_harm" });
    expect(localModeration("someone abused me")).toMatchObject({ allowed: false });
    expect(localModeration("Why did Cain kill Abel?")).toEqual({ allowed: true, category: "ok" });
    expect(localModeration("Why were Adam and Eve naked?")).toEqual({ allowed: true, category: "ok" });
  });
});
