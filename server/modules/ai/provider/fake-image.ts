import { cardFontStack } from "@server/modules/images/card-fonts";
import { escapeXml, renderPng, textWidthEm, wrapLines } from "@server/modules/images/verse-card";
import { fakeImageSize } from "./fake-core";

/*
 * The fake model's picture (ai.md §1.9 "Images: a 512×512 PNG showing the prompt text"): the prompt wrapped on a
 * plain card under the words "FAKE IMAGE", in the largest size that fits, drawn by resvg with the verse cards' bundled
 * font (loaded on first use, as the image library loads it). The built-in fake and the HTTP fake draw the same one.
 */

const size = fakeImageSize;
const margin = 28;
const headingSize = 24;
const lineHeight = 1.3;

/** The SVG of the fake picture for a prompt. */
export function fakeImageSvg(prompt: string): string {
  // The prompt's own lines stay lines (the scene stands on one of its own); each is wrapped to the width.
  const paragraphs = prompt
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const text = paragraphs.length > 0 ? paragraphs : ["(no prompt)"];
  const wrap = (width: number) => text.flatMap((paragraph) => wrapLines(paragraph, width));
  const boxTop = margin + headingSize + 22;
  const boxHeight = size - boxTop - margin;
  const boxWidth = size - margin * 2;
  let fontSize = 20;
  let lines = wrap(boxWidth / fontSize);
  while (fontSize > 7 && lines.length * fontSize * lineHeight > boxHeight) {
    fontSize -= 1;
    lines = wrap(boxWidth / fontSize);
  }
  // Whatever still doesn't fit at the smallest size is cut with an ellipsis: the picture stays 512×512.
  const fit = Math.max(1, Math.floor(boxHeight / (fontSize * lineHeight)));
  if (lines.length > fit) {
    lines = lines.slice(0, fit);
    let last = lines[fit - 1] ?? "";
    while (last.length > 0 && textWidthEm(`${last}…`) > boxWidth / fontSize) last = last.slice(0, -1);
    lines[fit - 1] = `${last}…`;
  }
  const body = lines
    .map(
      (line, index) =>
        `<tspan x="${margin}" y="${Math.round((boxTop + fontSize + index * fontSize * lineHeight) * 10) / 10}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="#eef2f7"/>` +
    `<rect x="10" y="10" width="${size - 20}" height="${size - 20}" rx="12" fill="none" stroke="#6d9cc2" stroke-width="3" stroke-dasharray="10 6"/>` +
    `<text x="${margin}" y="${margin + headingSize}" font-family="${cardFontStack}" font-weight="600" font-size="${headingSize}" letter-spacing="2" fill="#2d6a98">FAKE IMAGE</text>` +
    `<text font-family="${cardFontStack}" font-size="${fontSize}" fill="#1b3144">${body}</text>` +
    `</svg>`
  );
}

/** The fake picture as PNG bytes. */
export function renderFakeImage(prompt: string): Promise<Uint8Array<ArrayBuffer>> {
  return renderPng(fakeImageSvg(prompt));
}
