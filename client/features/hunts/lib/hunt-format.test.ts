import { describe, expect, it } from "vitest";
import {
  cardStateView,
  clueProgress,
  cluesLabel,
  hintButtonLabel,
  huntHref,
  huntShareUrl,
  isHuntId,
  previewText,
  scoreLabel,
} from "./hunt-format";

const now = Date.parse("2026-03-02T10:00:00.000Z");

describe("hunt wording", () => {
  it("words the clue count and progress", () => {
    expect(cluesLabel(5)).toBe("5 clues · 24 h");
    expect(cluesLabel(1)).toBe("1 clue · 24 h");
    expect(clueProgress(2, 7)).toBe("Clue 2 of 7");
  });

  it.each([
    [{ kind: "join" } as const, { kind: "join", label: "Join hunt" }],
    [{ kind: "expired" } as const, { kind: "expired", label: "Time expired" }],
    [{ kind: "closed" } as const, { kind: "closed", label: "Closed" }],
    [{ kind: "result", score: 410 } as const, { kind: "result", label: "View result", detail: "410 pts" }],
  ])("shows the card state %o", (state, view) => {
    expect(cardStateView(state, 0, now)).toEqual(view);
  });

  it("counts a card's time left on the server's clock", () => {
    const state = { kind: "continue", clueNo: 3, total: 6, deadlineAt: "2026-03-02T15:12:30.000Z" } as const;
    expect(cardStateView(state, 0, now)).toEqual({
      kind: "continue",
      label: "Continue",
      detail: "Clue 3 of 6 · 5 h 12 m left",
      expired: false,
    });
    // The server is an hour ahead of this device.
    expect(cardStateView(state, 3_600_000, now)).toMatchObject({ detail: "Clue 3 of 6 · 4 h 12 m left" });
    expect(cardStateView(state, 0, now + 6 * 3_600_000)).toMatchObject({
      detail: "Clue 3 of 6 · Time expired",
      expired: true,
    });
  });

  it("builds the share link with the referral code when there is one", () => {
    const id = "7d3c3f56-7d1e-4a4b-9d3e-1c1f1c7f5a10";
    expect(huntHref(id)).toBe(`/treasure-hunt/${id}`);
    expect(huntShareUrl("https://pt.example", id, "ABC 12")).toBe(
      `https://pt.example/treasure-hunt/${id}?ref=ABC%2012`,
    );
    expect(huntShareUrl("https://pt.example", id, null)).toBe(`https://pt.example/treasure-hunt/${id}`);
  });

  it("words the score and the hint buttons", () => {
    expect(scoreLabel(420, 50)).toBe("420 pts (incl. +50 bonus)");
    expect(scoreLabel(300, 0)).toBe("300 pts");
    expect(hintButtonLabel(1)).toBe("Hint 1 (−25)");
    expect(hintButtonLabel(2, 10)).toBe("Hint 2 (−10)");
  });
});

describe("hunt ids", () => {
  it("takes only UUIDs from the URL", () => {
    expect(isHuntId("7d3c3f56-7d1e-4a4b-9d3e-1c1f1c7f5a10")).toBe(true);
    expect(isHuntId("7D3C3F56-7D1E-4A4B-9D3E-1C1F1C7F5A10")).toBe(true);
    expect(isHuntId("god-among-his-people")).toBe(false);
    expect(isHuntId("")).toBe(false);
    expect(isHuntId(undefined)).toBe(false);
  });
});

describe("intro previews", () => {
  it.each([
    ["Follow six clues through beasts, ho", "Follow six clues through beasts, ho…"],
    ["A short intro.", "A short intro."],
    ["Is it this one? ", "Is it this one?"],
    ["", ""],
  ])("shows %j as %j", (preview, shown) => {
    expect(previewText(preview)).toBe(shown);
  });
});
