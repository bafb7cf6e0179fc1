import { describe, expect, it } from "vitest";
import { referenceHref, roomBadge, roomHref } from "./play-refs";

describe("reader links of references", () => {
  it.each([
    ["Gen 22:8", "/bible/Genesis/22?v=8"],
    ["John 1:29", "/bible/John/1?v=29"],
    ["Heb 9:11-12", "/bible/Hebrews/9?v=11-12"],
    ["1 Cor 5:7", "/bible/1%20Corinthians/5?v=7"],
    ["Rev 13", "/bible/Revelation/13"],
    ["Dan 8:14", "/bible/Daniel/8?v=14"],
    ["Psalm 23:1", "/bible/Psalms/23?v=1"],
    ["Exodus 12:5", "/bible/Exodus/12?v=5"],
    ["Jn 3:16", "/bible/John/3?v=16"],
    ["Song 2:4", "/bible/Song%20of%20Solomon/2?v=4"],
    ["John 3:16; Rom 5:8", "/bible/John/3?v=16"],
  ])("%s → %s", (reference, href) => {
    expect(referenceHref(reference)).toBe(href);
  });

  it("names nothing it does not know", () => {
    expect(referenceHref("hello")).toBeNull();
    expect(referenceHref("John 22:1")).toBeNull();
    expect(referenceHref("Xyz 1:1")).toBeNull();
  });

  it("links rooms and labels their floor", () => {
    expect(roomHref({ id: "sr", floor: 1 })).toBe("/palace/floor/1/room/sr");
    expect(roomBadge({ tag: "P‖", floor: 4 })).toBe("P‖ · Floor 4");
  });
});
