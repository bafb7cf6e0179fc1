import { describe, expect, test } from "vitest";
import { fallbackIcon, suggestIcons } from "./icon-set";
import { cleanText, escapeXml, renderVerseCardSvg, textWidthEm, wrapLines } from "./verse-card";
import { checkUpload, sniffImageType } from "./upload-validation";

describe("icon suggestions", () => {
  test.each([
    ["Psalms 23:1", "The LORD is my shepherd; I shall not want.", "shepherd"],
    ["John 6:35", "I am the bread of life", "bread"],
    ["John 15:5", "I am the vine, ye are the branches", "vine"],
    ["Genesis 22:8", "God will provide himself a lamb for a burnt offering", "lamb"],
    [
      "Revelation 22:16",
      "I am the root and the offspring of David, and the bright and morning star.",
      "star",
    ],
  ])("%s suggests %s among at most three", (reference, text, icon) => {
    const icons = suggestIcons(reference, text);
    expect(icons).toContain(icon);
    expect(icons.length).toBeLessThanOrEqual(3);
  });

  test("no keyword: the Word itself", () => {
    expect(suggestIcons("Obadiah 1:1", "Thus saith")).toEqual([fallbackIcon]);
  });
});

describe("card text", () => {
  test("lines never exceed the width; long words are cut", () => {
    const lines = wrapLines("In the beginning God created the heaven and the earth. " + "x".repeat(60), 12);
    for (const line of lines) expect(textWidthEm(line)).toBeLessThanOrEqual(12);
    expect(lines.join("").replace(/\s/g, "")).toBe(
      ("In the beginning God created the heaven and the earth." + "x".repeat(60)).replace(/\s/g, ""),
    );
  });

  test("escaping and characters XML can't hold", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
    expect(cleanText("a\u0000b\u0007c\uD800d")).toBe("abcd");
  });

  test("every format has its size and the chosen icons", () => {
    const svg = renderVerseCardSvg({
      reference: "John 1:1",
      text: "In the beginning was the Word",
      icons: ["scroll", "light"],
      palette: "olive",
      format: "tall",
    });
    expect([svg.width, svg.height]).toEqual([1080, 1920]);
    expect(svg.svg).toContain('data-icon="scroll"');
    expect(svg.svg).toContain('data-icon="light"');
  });
});

describe("upload checks", () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
  const webp = new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ");

  test("magic bytes", () => {
    expect(sniffImageType(png)).toBe("png");
    expect(sniffImageType(jpeg)).toBe("jpeg");
    expect(sniffImageType(webp)).toBe("webp");
    expect(sniffImageType(new TextEncoder().encode("GIF89a"))).toBeNull();
  });

  test("the declared type or extension must agree with the bytes", () => {
    expect(checkUpload(jpeg, "image/jpeg", "a.png")).toBe("jpeg"); // the declared type wins over the name
    expect(checkUpload(jpeg, "", "photo.JPG")).toBe("jpeg");
    expect(checkUpload(webp, "application/octet-stream", "blob")).toBe("webp");
    expect(() => checkUpload(jpeg, "image/png", "a.png")).toThrow("don't match");
    expect(() => checkUpload(png, "text/plain", "a.txt")).toThrow("don't match");
    expect(() => checkUpload(new TextEncoder().encode("hello"), "image/png", "a.png")).toThrow("isn't a PNG");
  });
});
