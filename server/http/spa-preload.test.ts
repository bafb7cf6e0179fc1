import { expect, test } from "vitest";
import { earlyFetches, preloadLinkHeader } from "./spa-preload";

const at = (path: string) => new URL(path, "http://localhost:3000");
const signedIn = "pt.session_token=abc.sig";

test("a visitor (no session cookie) gets no preloads", () => {
  expect(earlyFetches(at("/bible/John/3"), undefined)).toEqual([]);
  expect(earlyFetches(at("/dashboard"), "other=1")).toEqual([]);
});

test("a member: the session check everywhere, and the reader's first reads on a chapter address", () => {
  expect(earlyFetches(at("/dashboard"), signedIn)).toEqual(["/api/auth/get-session"]);
  expect(earlyFetches(at("/bible/John/3"), signedIn)).toEqual([
    "/api/auth/get-session",
    "/api/bible/kjv/John/3",
    "/api/bible/annotations/John/3",
    "/api/bible/translations",
  ]);
  // The book as the reader resolves it without the parser (display name or OSIS id, any case), as its OSIS id.
  expect(earlyFetches(at("/bible/1%20corinthians/13"), signedIn)[1]).toBe("/api/bible/kjv/1Cor/13");
});

test("the translation: ?t=, else the stored preference, else KJV; unknown values are ignored", () => {
  expect(earlyFetches(at("/bible/John/3?t=web"), signedIn)[1]).toBe("/api/bible/web/John/3");
  expect(earlyFetches(at("/bible/John/3"), `${signedIn}; pt_bible_t=asv`)[1]).toBe("/api/bible/asv/John/3");
  expect(earlyFetches(at("/bible/John/3?t=web"), `${signedIn}; pt_bible_t=asv`)[1]).toBe(
    "/api/bible/web/John/3",
  );
  expect(earlyFetches(at("/bible/John/3?t=nope"), `${signedIn}; pt_bible_t=rsv`)[1]).toBe(
    "/api/bible/kjv/John/3",
  );
});

test("no reader preloads for an unknown book, a chapter past the end, or another Bible page", () => {
  for (const path of [
    "/bible/Jn/3",
    "/bible/John/22",
    "/bible/John/0",
    "/bible/search",
    "/bible/%E0%A4%A/1",
  ]) {
    expect(earlyFetches(at(path), signedIn), path).toEqual(["/api/auth/get-session"]);
  }
});

test("the Link header preloads each path as fetch() asks for it", () => {
  expect(preloadLinkHeader([])).toBeUndefined();
  expect(preloadLinkHeader(["/a", "/b"])).toBe(
    "</a>; rel=preload; as=fetch; crossorigin=anonymous, </b>; rel=preload; as=fetch; crossorigin=anonymous",
  );
});
