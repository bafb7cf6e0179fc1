import { describe, expect, it } from "vitest";
import { parseReference } from "../bible/reference";
import { roomOverviews } from "../content/palace/overview";
import { coreQuestionFor, suggestedQuarterlyRooms } from "./quarterly-rooms";

const roomsFor = (...refs: string[]) =>
  suggestedQuarterlyRooms(
    refs.flatMap((ref) => {
      const parsed = parseReference(ref);
      if (!parsed) throw new Error(`${ref} does not parse`);
      return parsed.ranges;
    }),
  );

describe("suggestedQuarterlyRooms (screens §5.9)", () => {
  it("always suggests Story, Observation, Dimensions, Christ in Every Chapter and Fire", () => {
    expect(roomsFor("John 4:1-26")).toEqual(["sr", "or", "dr", "cec", "frm"]);
    expect(suggestedQuarterlyRooms([])).toEqual(["sr", "or", "dr", "cec", "frm"]);
  });

  it("adds the Sanctuary (Blue) Room for Hebrews (AQ-2), Leviticus and Exodus 25–40 only", () => {
    expect(roomsFor("Romans 5", "Heb 8:1-6")).toContain("bl");
    expect(roomsFor("Lev 16")).toContain("bl");
    expect(roomsFor("Exodus 25:8")).toContain("bl");
    expect(roomsFor("Exod 40")).toContain("bl");
    expect(roomsFor("Exodus 20")).not.toContain("bl");
    expect(roomsFor("Exodus 24:1-18")).not.toContain("bl");
    // A range that runs into the tabernacle chapters counts.
    expect(roomsFor("Exodus 19-26")).toContain("bl");
  });

  it("adds the Prophecy Room for Daniel and Revelation", () => {
    expect(roomsFor("Dan 7")).toContain("pr");
    expect(roomsFor("Rev 14:6-12")).toContain("pr");
    expect(roomsFor("Ezekiel 37", "Jude 1")).not.toContain("pr");
  });

  it("adds the Feasts Room for Leviticus 23 and the other feast chapters, not for the rest of Leviticus", () => {
    expect(roomsFor("Leviticus 23:4-8")).toContain("fe");
    expect(roomsFor("Exodus 12")).toContain("fe");
    expect(roomsFor("Leviticus 16")).not.toContain("fe");
    expect(roomsFor("Lev 23")).toEqual(["sr", "or", "dr", "bl", "fe", "cec", "frm"]);
  });

  it("returns known room ids in palace order", () => {
    const all = roomsFor("Exodus 25", "Dan 8", "Lev 23");
    const positions = all.map((id) => roomOverviews.find((room) => room.id === id)?.position);
    expect(positions.every((p) => p !== undefined)).toBe(true);
    expect([...positions].sort((a, b) => a! - b!)).toEqual(positions);
  });
});

describe("coreQuestionFor", () => {
  it('puts the passages where the question says "this …"', () => {
    expect(coreQuestionFor("Where is Christ in this chapter, and what is He doing?", "John 4")).toBe(
      "Where is Christ in John 4, and what is He doing?",
    );
    expect(coreQuestionFor("How does this text speak at once to history?", "Hebrews 8; Leviticus 16")).toBe(
      "How does Hebrews 8; Leviticus 16 speak at once to history?",
    );
  });

  it("prefixes the passages when the question names none, and leaves it alone without passages", () => {
    expect(coreQuestionFor("What happens, and in what order?", "Genesis 22")).toBe(
      "Genesis 22: What happens, and in what order?",
    );
    expect(coreQuestionFor("What happens, and in what order?", " ")).toBe("What happens, and in what order?");
  });
});
