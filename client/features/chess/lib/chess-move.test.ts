import { describe, expect, it } from "vitest";
import { createMoveIds, missingForMove, moveBody, newMoveId } from "./chess-move";

const draft = {
  ref: " Rom 5:8 ",
  commentary: " Christ died for us. ",
  category: "book" as const,
  item: "John",
};

describe("a move", () => {
  it("is sent trimmed, with the version on screen and the challenge it sets", () => {
    expect(moveBody(draft, { lastMove: false, baseVersion: 7 })).toEqual({
      ref: "Rom 5:8",
      commentary: "Christ died for us.",
      challenge: { category: "book", item: "John" },
      baseVersion: 7,
    });
  });

  it("sets no challenge on the match's last move", () => {
    expect(moveBody(draft, { lastMove: true, baseVersion: 7 }).challenge).toBeNull();
    expect(missingForMove({ ...draft, category: "", item: "" }, true)).toBeNull();
    expect(missingForMove({ ...draft, item: "" }, false)).toBe("Set a challenge for your opponent.");
    expect(missingForMove({ ...draft, ref: " " }, false)).toBe("Enter a reference.");
    expect(missingForMove({ ...draft, commentary: "" }, false)).toBe("Write your commentary.");
  });

  it("keeps one id per attempt until the server answers", () => {
    let n = 0;
    const ids = createMoveIds(() => `id-${++n}`);
    const body = moveBody(draft, { lastMove: false, baseVersion: 7 });
    expect(ids.idFor(body)).toBe("id-1");
    // A network retry of the same move: the same id.
    expect(ids.idFor(body)).toBe("id-1");
    // An edited move is another attempt.
    expect(ids.idFor({ ...body, ref: "Rom 5:9" })).toBe("id-2");
    ids.settle();
    expect(ids.idFor({ ...body, ref: "Rom 5:9" })).toBe("id-3");
  });

  it("makes ids the server accepts (8–64 characters)", () => {
    expect(newMoveId()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
