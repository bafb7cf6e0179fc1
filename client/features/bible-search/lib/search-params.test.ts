import { describe, expect, it } from "vitest";
import {
  markSegments,
  readSearchState,
  scopeLabel,
  searchApiQuery,
  searchStateParams,
} from "./search-params";

describe("search URL state", () => {
  it("reads defaults, accepting book names or OSIS ids", () => {
    const state = readSearchState(new URLSearchParams("q=faith&scope=range&from=Romans&to=gal"), "web");
    expect(state).toMatchObject({
      q: "faith",
      t: "web",
      scope: "range",
      from: "Rom",
      to: "Gal",
      match: "all",
      forms: false,
      page: 1,
    });
    expect(readSearchState(new URLSearchParams("t=xx&scope=nope&match=odd&page=-3"), "kjv")).toMatchObject({
      t: "kjv",
      scope: "all",
      match: "all",
      page: 1,
    });
  });

  it("writes only what the scope needs and round-trips", () => {
    const state = readSearchState(
      new URLSearchParams('q="living water"&t=kjv&match=phrase&scope=book&book=John&forms=on&page=2'),
      "kjv",
    );
    const params = searchStateParams(state);
    expect(params.get("book")).toBe("John");
    expect(params.has("from")).toBe(false);
    expect(readSearchState(params, "kjv")).toEqual(state);
    expect(
      searchStateParams({ ...state, scope: "all", page: 1, forms: false, match: "all" }).toString(),
    ).toBe("q=%22living+water%22&t=kjv");
  });

  it("sends the server every field of its schema", () => {
    expect(searchApiQuery(readSearchState(new URLSearchParams("q=love"), "kjv"))).toEqual({
      q: "love",
      t: "kjv",
      scope: "all",
      match: "all",
      forms: "off",
      page: "1",
    });
    expect(
      searchApiQuery(
        readSearchState(new URLSearchParams("q=love&scope=range&from=Rom&to=Gal&page=2"), "web"),
      ),
    ).toEqual({
      q: "love",
      t: "web",
      scope: "range",
      from: "Rom",
      to: "Gal",
      match: "all",
      forms: "off",
      page: "2",
    });
  });

  it("names the scope for the no-results line", () => {
    expect(scopeLabel({ scope: "all", book: "John", from: "Matt", to: "John" })).toBe("the whole Bible");
    expect(scopeLabel({ scope: "range", book: "John", from: "Rom", to: "Gal" })).toBe("Romans – Galatians");
    expect(scopeLabel({ scope: "book", book: "Song", from: "Matt", to: "John" })).toBe("Song of Solomon");
  });
});

describe("markSegments", () => {
  it("cuts the text at the match ranges", () => {
    expect(markSegments("he would have given thee living water.", [[25, 37]])).toEqual([
      { text: "he would have given thee ", mark: false },
      { text: "living water", mark: true },
      { text: ".", mark: false },
    ]);
  });

  it("sorts, merges touching or overlapping ranges and ignores empty or out-of-range ones", () => {
    expect(
      markSegments("abcdef", [
        [4, 6],
        [0, 2],
        [1, 3],
        [3, 3],
        [9, 12],
      ]),
    ).toEqual([
      { text: "abc", mark: true },
      { text: "d", mark: false },
      { text: "ef", mark: true },
    ]);
    expect(markSegments("abc", [])).toEqual([{ text: "abc", mark: false }]);
  });
});
