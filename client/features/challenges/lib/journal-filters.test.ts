import { describe, expect, test } from "vitest";
import { filtersFrom, paramsOf } from "./journal-filters";

describe("journal filters in the address", () => {
  test("known values are kept, unknown ones dropped", () => {
    expect(
      filtersFrom(
        new URLSearchParams("tier=core&subtype=connect-6&from=2026-04-01&to=2026-04-30&q=%20lamb%20"),
      ),
    ).toEqual({ tier: "core", subtype: "connect-6", from: "2026-04-01", to: "2026-04-30", q: "lamb" });
    expect(filtersFrom(new URLSearchParams("tier=epic&subtype=x&from=yesterday&q="))).toEqual({});
  });

  test("round trip", () => {
    const filters = { tier: "quick", q: "veil" } as const;
    expect(filtersFrom(paramsOf(filters))).toEqual(filters);
    expect(paramsOf({}).toString()).toBe("");
  });
});
