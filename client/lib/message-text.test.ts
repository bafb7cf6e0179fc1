import { describe, expect, test } from "vitest";
import { findReferences } from "@common/bible/reference";
import { referenceHref, splitMessage, writtenAsReference } from "./message-text";

const joined = (text: string) =>
  splitMessage(text, findReferences)
    .map((part) => part.text)
    .join("");

describe("splitMessage", () => {
  test("a Bible reference becomes a link to the reader at that verse", () => {
    expect(splitMessage("see John 3:16", findReferences)).toEqual([
      { kind: "text", text: "see " },
      { kind: "reference", text: "John 3:16", href: "/bible/John/3?v=16" },
    ]);
  });

  test("a whole chapter opens the chapter; a verse range within one chapter keeps the range", () => {
    expect(splitMessage("Psalm 23 and Rom 8:28-30", findReferences)).toEqual([
      { kind: "reference", text: "Psalm 23", href: "/bible/Psalms/23" },
      { kind: "text", text: " and " },
      { kind: "reference", text: "Rom 8:28-30", href: "/bible/Romans/8?v=28-30" },
    ]);
  });

  test("markup stays literal text", () => {
    expect(splitMessage("<b>hi</b>", findReferences)).toEqual([{ kind: "text", text: "<b>hi</b>" }]);
  });

  test("web links, without the sentence's closing punctuation", () => {
    expect(splitMessage("read https://example.org/a?b=1. Then (https://x.org/y)", findReferences)).toEqual([
      { kind: "text", text: "read " },
      { kind: "link", text: "https://example.org/a?b=1", href: "https://example.org/a?b=1" },
      { kind: "text", text: ". Then (" },
      { kind: "link", text: "https://x.org/y", href: "https://x.org/y" },
      { kind: "text", text: ")" },
    ]);
  });

  test("only http(s) addresses become links", () => {
    expect(splitMessage("javascript:alert(1) ftp://x.org", findReferences)).toEqual([
      { kind: "text", text: "javascript:alert(1) ftp://x.org" },
    ]);
  });

  test("everyday words the parser could read as books stay text", () => {
    expect(splitMessage("pick number 2 and it is 5 past", findReferences)).toEqual([
      { kind: "text", text: "pick number 2 and it is 5 past" },
    ]);
  });

  test("without the parser (still loading) references are plain text but links work", () => {
    expect(splitMessage("John 3:16 https://a.org")).toEqual([
      { kind: "text", text: "John 3:16 " },
      { kind: "link", text: "https://a.org", href: "https://a.org/" },
    ]);
  });

  test.each(["", "plain", "John 3:16 at https://a.org/x, and Gen 1", "a\nb  c"])(
    "the parts of %j join to the message",
    (text) => expect(joined(text)).toBe(text),
  );
});

test.each([
  ["Dan 8:14", true],
  ["Daniel 2", true],
  ["Psalm 23", true],
  ["number 2", false],
  ["Is 5", false],
])("writtenAsReference(%j) is %s", (written, expected) => {
  expect(writtenAsReference(written)).toBe(expected);
});

test("referenceHref needs a canonical book", () => {
  expect(
    referenceHref({
      ranges: [
        { start: { book: "Nope", chapter: 1, verse: 1 }, end: { book: "Nope", chapter: 1, verse: 1 } },
      ],
      label: "Nope 1:1",
    }),
  ).toBeNull();
});
