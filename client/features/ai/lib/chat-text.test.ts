import { describe, expect, it } from "vitest";
import * as parser from "@common/bible/reference";
import { inputCounter } from "@client/lib/input-counter";
import { passageChip, splitPassages } from "./passages";
import { atLimit, durationUntil, limitCardText, quotaChipText } from "./quota-text";
import { roomByCode, roomsInOrder } from "./rooms";
import { parseTimeline } from "./timeline";

const quota = (over: Partial<Parameters<typeof quotaChipText>[0] & object> = {}) => ({
  plan: "free" as const,
  window: "day" as const,
  limit: 3,
  used: 1,
  remaining: 2,
  resetsAt: "2026-03-03T00:00:00.000Z",
  ...over,
});

describe("the questions-left chip", () => {
  it("counts down on daily plans", () => {
    expect(quotaChipText(quota({ used: 0, remaining: 3 }), "fake")).toBe("3 of 3 questions left today");
    expect(quotaChipText(quota({ used: 3, remaining: 0 }), "model")).toBe("0 of 3 questions left today");
    expect(quotaChipText(quota({ plan: "essential", limit: 10, used: 8, remaining: 2 }), "model")).toBe(
      "2 of 10 questions left today",
    );
  });

  it("stays hidden on premium-like plans until 80 questions in the hour", () => {
    const hourly = { plan: "premium" as const, window: "hour" as const, limit: 100 };
    expect(quotaChipText(quota({ ...hourly, used: 79, remaining: 21 }), "model")).toBeNull();
    expect(quotaChipText(quota({ ...hourly, used: 80, remaining: 20 }), "model")).toBe(
      "20 questions left this hour",
    );
    expect(quotaChipText(quota({ ...hourly, used: 99, remaining: 1 }), "model")).toBe(
      "1 question left this hour",
    );
  });

  it("reads unlimited in offline mode, whatever the quota", () => {
    expect(quotaChipText(quota({ used: 3, remaining: 0 }), "offline")).toBe(
      "Offline study engine: unlimited",
    );
    expect(atLimit(quota({ used: 3, remaining: 0 }), "offline")).toBe(false);
    expect(atLimit(quota({ used: 3, remaining: 0 }), "fake")).toBe(true);
  });
});

describe("the limit card", () => {
  it("names the plan, the local reset time and the time left", () => {
    const now = new Date("2026-03-02T20:48:00.000Z");
    const card = limitCardText(quota({ used: 3, remaining: 0 }), now, "en-US", "Europe/Berlin");
    expect(card.title).toBe("You've reached today's limit");
    expect(card.text).toBe(
      "You've used all 3 of today's free questions. New questions unlock at 1:00 AM (in 3 h 12 min).",
    );
  });

  it("asks to wait about so many minutes at the hourly limit", () => {
    const card = limitCardText(
      quota({
        plan: "premium",
        window: "hour",
        limit: 100,
        used: 100,
        remaining: 0,
        resetsAt: "2026-03-02T10:12:00Z",
      }),
      new Date("2026-03-02T10:00:30Z"),
    );
    expect(card.text).toBe(
      "You've asked 100 questions in the last hour. To keep the service fair for everyone, please wait about 12 minutes.",
    );
  });

  it("rounds the countdown up to the minute", () => {
    const now = new Date("2026-03-02T10:00:00Z");
    expect(durationUntil(new Date("2026-03-02T14:12:00Z"), now)).toBe("4 h 12 min");
    expect(durationUntil(new Date("2026-03-02T14:11:01Z"), now)).toBe("4 h 12 min");
    expect(durationUntil(new Date("2026-03-02T12:00:00Z"), now)).toBe("2 h");
    expect(durationUntil(new Date("2026-03-02T10:00:05Z"), now)).toBe("1 min");
    expect(durationUntil(new Date("2026-03-02T09:00:00Z"), now)).toBe("1 min");
  });
});

describe("the input counter", () => {
  it("appears from 80 % of the limit and turns to an error over it", () => {
    expect(inputCounter("a".repeat(1599), 2000).visible).toBe(false);
    expect(inputCounter("a".repeat(1850), 2000)).toMatchObject({
      visible: true,
      over: false,
      text: "1,850 / 2,000",
    });
    expect(inputCounter("a".repeat(2001), 2000)).toMatchObject({
      visible: true,
      over: true,
      text: "2,001 / 2,000",
    });
    expect(inputCounter(`  ${"a".repeat(2000)}  `, 2000).over).toBe(false);
    expect(inputCounter("a".repeat(240), 300)).toMatchObject({ visible: true, text: "240 / 300" });
  });
});

describe("passages in an answer", () => {
  it("turns references in running text into reader links, leaving the rest as text", () => {
    const parts = splitPassages("Read John 3:16 — then Heb 8:1-2, Isa 53 and Gen 51:3.", parser);
    expect(parts).toEqual([
      { kind: "text", text: "Read " },
      { kind: "passage", text: "John 3:16", href: "/bible/John/3?v=16" },
      { kind: "text", text: " — then " },
      { kind: "passage", text: "Heb 8:1-2", href: "/bible/Hebrews/8?v=1-2" },
      { kind: "text", text: ", " },
      { kind: "passage", text: "Isa 53", href: "/bible/Isaiah/53" },
      { kind: "text", text: " and Gen 51:3." },
    ]);
    expect(parts.map((p) => p.text).join("")).toBe("Read John 3:16 — then Heb 8:1-2, Isa 53 and Gen 51:3.");
  });

  it("keeps a list of chapters of one book in one chip", () => {
    expect(splitPassages("Line up Daniel 2, 7 and 8 with Rev 13.", parser)).toEqual([
      { kind: "text", text: "Line up " },
      { kind: "passage", text: "Daniel 2, 7 and 8", href: "/bible/Daniel/2" },
      { kind: "text", text: " with " },
      { kind: "passage", text: "Rev 13", href: "/bible/Revelation/13" },
      { kind: "text", text: "." },
    ]);
  });

  it("leaves everyday words the parser would read as books", () => {
    expect(splitPassages("Question number 2: is 5 enough? Psalm 23 and Ps 23:1", parser)).toEqual([
      { kind: "text", text: "Question number 2: is 5 enough? " },
      { kind: "passage", text: "Psalm 23", href: "/bible/Psalms/23" },
      { kind: "text", text: " and " },
      { kind: "passage", text: "Ps 23:1", href: "/bible/Psalms/23?v=1" },
    ]);
  });

  it("leaves text alone until the parser has loaded", () => {
    expect(splitPassages("John 3:16", null)).toEqual([{ kind: "text", text: "John 3:16" }]);
  });

  it("makes chips of the Passages: line, linking books with numbers and spaces", () => {
    expect(passageChip("John 3:16", parser)).toEqual({ label: "John 3:16", href: "/bible/John/3?v=16" });
    expect(passageChip("1 Kings 18:21-39", parser)).toEqual({
      label: "1 Kings 18:21-39",
      href: "/bible/1%20Kings/18?v=21-39",
    });
    expect(passageChip("not a verse", parser)).toEqual({ label: "not a verse", href: null });
  });
});

describe("rooms and the timeline", () => {
  it("finds rooms by code or id in any case", () => {
    expect(roomByCode("BL")?.name).toBe("Blue Room (Sanctuary)");
    expect(roomByCode("sr")?.floor).toBe(1);
    expect(roomByCode(" 3a ")?.name).toBe("Three Angels Room");
    expect(roomByCode("XX")).toBeUndefined();
    expect(roomsInOrder).toHaveLength(38);
  });

  it("reads timeline lines into date, event and passage", () => {
    expect(
      parseTimeline([
        "457 BC — Decree to restore and build Jerusalem — Ezra 7:11-26",
        "AD 27 – Jesus anointed at his baptism – Daniel 9:24–27",
        "AD 34 - The gospel goes to the Gentiles",
        "",
      ]),
    ).toEqual([
      { date: "457 BC", event: "Decree to restore and build Jerusalem", passage: "Ezra 7:11-26" },
      { date: "AD 27", event: "Jesus anointed at his baptism", passage: "Daniel 9:24–27" },
      { date: "AD 34", event: "The gospel goes to the Gentiles", passage: null },
    ]);
  });
});
