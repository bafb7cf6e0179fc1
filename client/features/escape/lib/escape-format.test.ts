import { describe, expect, it } from "vitest";
import type { EscapeAnswerDto, EscapeAttemptDto } from "@common/schemas/escape";
import {
  cardStateView,
  escapeRoomHref,
  escapeShareUrl,
  hintButtonLabel,
  hintsLabel,
  isEscapeRoomId,
  lockPointsLabel,
  lockProgress,
  lockStatusView,
  modeSummary,
  resultTitle,
  startsLeftLabel,
  structureLabel,
  takePartialLabel,
  targetLabel,
  triesLeftLabel,
} from "./escape-format";

const now = Date.parse("2026-03-02T10:00:00.000Z");
const roomId = "5b0f3c7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f";

describe("escape wording", () => {
  it("explains the three modes with the rules table's numbers", () => {
    expect(modeSummary("room")).toBe(
      "One palace room, 3–6 locks and a final escape lock in 45:00; 8 points a lock (4 partial), 12 for the escape lock; 2 hints (3 on easy) at −3 each.",
    );
    expect(modeSummary("gauntlet")).toBe(
      "Prophecy, sanctuary or gospel: 3–6 locks, each from a different room, with a boss lock at pro, in 60:00; 5 points a lock (3 partial), 10 for the boss lock; 3 hints at −2 each.",
    );
    expect(modeSummary("floor-race")).toBe(
      "One lock per floor, from floor 1 up to floor 4–8, then the summit, in 30–60 min with 6:00 a lock; 4 points a lock (2 partial), 10 for the summit lock; 2 hints at −2 each.",
    );
  });

  it.each([
    ["room", "easy", "3 locks + escape lock · 45:00 · 3 hints (−3 each)"],
    ["room", "pro", "6 locks + escape lock · 45:00 · 2 hints (−3 each)"],
    ["gauntlet", "medium", "4 locks from 4 rooms · 60:00 · 3 hints (−2 each)"],
    ["gauntlet", "pro", "6 locks from 6 rooms, the last a boss · 60:00 · 3 hints (−2 each)"],
    ["floor-race", "easy", "Floors 1–4 + summit lock · 30:00 · 2 hints (−2 each) · 6:00 a lock"],
    ["floor-race", "hard", "Floors 1–7 + summit lock · 50:00 · 2 hints (−2 each) · 6:00 a lock"],
  ] as const)("shows %s on %s as %s", (mode, difficulty, text) => {
    expect(structureLabel(mode, difficulty)).toBe(text);
  });

  it("names what a room covers", () => {
    expect(targetLabel({ roomTag: "SR", roomName: "Story Room" })).toBe("Story Room (SR)");
    expect(targetLabel({ category: "prophecy" })).toBe("Category: Prophecy");
    expect(targetLabel({ floors: 5 })).toBe("Floors 1–5");
  });

  it("words the play page's small labels", () => {
    expect(lockProgress(3, 5)).toBe("Lock 3 of 5");
    expect(hintsLabel(1, 2)).toBe("Hints 1/2 used");
    expect(hintButtonLabel(3)).toBe("Hint (−3)");
    expect(lockPointsLabel({ perfect: 8, partial: 4 })).toBe("Perfect 8 · Partial 4");
    expect(triesLeftLabel(3)).toBe("3 tries left");
    expect(triesLeftLabel(1)).toBe("1 try left");
    expect(triesLeftLabel(0)).toBe("No tries left");
    expect(takePartialLabel(4)).toBe("Take 4 points and continue");
    expect(takePartialLabel(1)).toBe("Take 1 point and continue");
  });

  it("says what Essential's daily start allows", () => {
    expect(startsLeftLabel(null)).toBeNull();
    expect(startsLeftLabel(1)).toBe("1 start left today");
    expect(startsLeftLabel(0)).toBe("No starts left today — resuming is free");
  });

  it.each([
    [{ kind: "start" } as const, { kind: "start", label: "Start" }],
    [{ kind: "escaped", score: 38 } as const, { kind: "escaped", label: "Escaped 38 pts" }],
    [{ kind: "sealed", score: 12 } as const, { kind: "sealed", label: "Sealed", detail: "12 pts" }],
  ])("shows the card state %o", (state, view) => {
    expect(cardStateView(state, 0, now)).toEqual(view);
  });

  it("counts a resumable attempt's time left on the server's clock", () => {
    const state = { kind: "resume", lockNo: 3, total: 5, deadlineAt: "2026-03-02T10:21:40.000Z" } as const;
    expect(cardStateView(state, 0, now)).toEqual({
      kind: "resume",
      label: "Resume",
      detail: "Lock 3 of 5 · 21:40 left",
      expired: false,
    });
    // The server is 21:40 ahead: the time is up there.
    expect(cardStateView(state, 1_300_000, now)).toMatchObject({
      detail: "Lock 3 of 5 · time's up",
      expired: true,
    });
  });

  it.each([
    ["perfect", "✓", "Perfect"],
    ["partial", "◐", "Partial"],
    ["broken", "✗", "Broken open"],
    ["timed_out", "✗", "Timed out"],
    ["waiting", "·", "Not reached"],
  ] as const)("marks a %s lock %s", (status, mark, label) => {
    expect(lockStatusView(status)).toEqual({ mark, label });
  });

  it("titles a result by what happened to the lock", () => {
    const attempt = {
      locks: [
        { lockNo: 1, points: 8 },
        { lockNo: 2, points: 4 },
      ],
    } as unknown as EscapeAttemptDto;
    const answer = (result: EscapeAnswerDto["result"]) => ({ result, attempt });
    expect(resultTitle(answer("perfect"), 1)).toBe("Lock 1 opened — perfect, 8 pts");
    expect(resultTitle(answer("partial_taken"), 2)).toBe("Lock 2 opened — partial, 4 pts");
    expect(resultTitle(answer("partial_offered"), 2)).toBe("Partly right");
    expect(resultTitle(answer("failed"), 2)).toBe("Not this time");
    expect(resultTitle(answer("broken"), 3)).toBe("Lock 3 breaks open — 0 points");
  });

  it("links and shares a room", () => {
    expect(escapeRoomHref(roomId)).toBe(`/escape-room/play/${roomId}`);
    expect(escapeShareUrl("https://pt.example", roomId, "ABC 12")).toBe(
      `https://pt.example/escape-room/play/${roomId}?ref=ABC%2012`,
    );
    expect(escapeShareUrl("https://pt.example", roomId, null)).toBe(
      `https://pt.example/escape-room/play/${roomId}`,
    );
  });

  it("accepts only UUIDs as room ids", () => {
    expect(isEscapeRoomId(roomId)).toBe(true);
    expect(isEscapeRoomId("not-a-room")).toBe(false);
    expect(isEscapeRoomId(undefined)).toBe(false);
  });
});
