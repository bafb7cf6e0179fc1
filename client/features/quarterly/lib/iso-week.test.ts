import { describe, expect, it } from "vitest";
import { isIsoWeek, isoWeekOf, shiftWeek, weekLabel, weekMonday } from "./iso-week";

describe("ISO weeks", () => {
  it("names the week of a date, across year ends", () => {
    expect(isoWeekOf(new Date(2026, 10, 22))).toBe("2026-W47"); // Sunday 22 Nov 2026
    expect(isoWeekOf(new Date(2026, 10, 23))).toBe("2026-W48"); // Monday
    expect(isoWeekOf(new Date(2021, 0, 3))).toBe("2020-W53"); // 2020 has 53 weeks
    expect(isoWeekOf(new Date(2024, 11, 30))).toBe("2025-W01");
  });

  it("finds a week's Monday and refuses impossible weeks", () => {
    expect(weekMonday("2026-W47")?.toISOString().slice(0, 10)).toBe("2026-11-16");
    expect(weekMonday("2025-W01")?.toISOString().slice(0, 10)).toBe("2024-12-30");
    expect(isIsoWeek("2020-W53")).toBe(true);
    expect(isIsoWeek("2026-W53")).toBe(true); // 2026 starts on a Thursday
    expect(isIsoWeek("2025-W53")).toBe(false);
    expect(isIsoWeek("2026-W00")).toBe(false);
    expect(isIsoWeek("2026-47")).toBe(false);
  });

  it("moves by weeks", () => {
    expect(shiftWeek("2026-W47", 1)).toBe("2026-W48");
    expect(shiftWeek("2026-W01", -1)).toBe("2025-W52");
    expect(shiftWeek("2020-W53", 1)).toBe("2021-W01");
  });

  it("labels a week with its Monday-to-Sunday dates", () => {
    expect(weekLabel("2026-W47", "en-US")).toBe("Week 47 · Nov 16 – Nov 22, 2026");
  });
});
