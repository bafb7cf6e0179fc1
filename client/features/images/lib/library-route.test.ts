import { describe, expect, test } from "vitest";
import { cardPrefill, libraryFilters, librarySearch } from "./library-route";

describe("library route", () => {
  test("defaults: My images for a member who can create, the gallery otherwise", () => {
    expect(libraryFilters(new URLSearchParams(), true)).toEqual({
      tab: "mine",
      sort: "newest",
      q: undefined,
      room: undefined,
      origin: undefined,
    });
    expect(libraryFilters(new URLSearchParams(), false).tab).toBe("gallery");
    expect(libraryFilters(new URLSearchParams("tab=bogus&room=attic&sort=popular"), false)).toMatchObject({
      tab: "gallery",
      room: undefined,
      sort: "popular",
    });
  });

  test("round trip, keeping other params", () => {
    const filters = libraryFilters(
      new URLSearchParams("tab=favourites&q=lamb&room=24fps&origin=curated"),
      true,
    );
    expect(librarySearch(new URLSearchParams("ref=John%203:16"), filters).toString()).toBe(
      "ref=John+3%3A16&tab=favourites&q=lamb&room=24fps&origin=curated",
    );
    expect(cardPrefill(new URLSearchParams("ref=John 3:16&for=bible_rendered"))).toEqual({
      reference: "John 3:16",
      room: "bible_rendered",
      caption: "",
    });
  });
});
