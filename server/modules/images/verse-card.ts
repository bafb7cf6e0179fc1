// Verse cards (ai.md §3.11): the verse text, its reference and 1–3 of our icons, drawn as SVG on the server in one of
// four palettes and three formats; PNG by resvg with the bundled font. Every piece of member text is escaped and
// stripped of characters XML can't hold, and lines are wrapped by an estimate of Lora's glyph widths so text stays
// inside the frame (a browser showing the SVG with a fallback serif stays inside the generous margins too).
import { type CardFormat, cardFormats, type CardIcon, type CardPalette } from "@common/schemas/images";
import { cardFontFamily, cardFontFiles, cardFontStack } from "./card-fonts";
import { iconDrawings } from "./icon-set";

export type CardSpec = {
  reference: string;
  text: string;
  icons: readonly CardIcon[];
  palette: CardPalette;
  format: CardFormat;
};

type Palette = { top: string; bottom: string; text: string; accent: string; iconFill: string; frame: string };

const palettes: Record<CardPalette, Palette> = {
  parchment: {
    top: "#f8f1e1",
    bottom: "#ead9b6",
    text: "#3a2d1b",
    accent: "#8a5a1c",
    iconFill: "#f3e6c8",
    frame: "#b98d4f",
  },
  night: {
    top: "#18264a",
    bottom: "#0a1022",
    text: "#f4eedb",
    accent: "#e0bd66",
    iconFill: "#223466",
    frame: "#c9a453",
  },
  olive: {
    top: "#eef2e2",
    bottom: "#d3ddbb",
    text: "#2b361c",
    accent: "#56692a",
    iconFill: "#e3ead0",
    frame: "#7f9148",
  },
  sky: {
    top: "#f1f7fc",
    bottom: "#cde2f2",
    text: "#1b3144",
    accent: "#2d6a98",
    iconFill: "#e0edf8",
    frame: "#6d9cc2",
  },
};

/** XML 1.0 can't hold control characters, lone surrogates or U+FFFE/U+FFFF; a card's text never needs them. */
export function cleanText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g, "")
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
  );
}

export function escapeXml(value: string): string {
  return cleanText(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Approximate advance widths of Lora in em (measured against the font's own metrics, rounded up a little). */
function charWidth(char: string): number {
  if (char === " ") return 0.26;
  if (/[iljI.,;:'!|`]/.test(char)) return 0.3;
  if (/[ftr()[\]"-]/.test(char)) return 0.37;
  if (/[mwMW]/.test(char)) return 0.86;
  if (/[A-Z]/.test(char)) return 0.7;
  if (/[0-9]/.test(char)) return 0.58;
  if (/[a-z]/.test(char)) return 0.53;
  return 0.62;
}

export function textWidthEm(value: string): number {
  let width = 0;
  for (const char of value) width += charWidth(char);
  return width;
}

/** Greedy wrapping into lines no wider than `maxEm`; a word wider than a line is broken. */
export function wrapLines(value: string, maxEm: number): string[] {
  const lines: string[] = [];
  let line = "";
  const push = () => {
    if (line !== "") lines.push(line);
    line = "";
  };
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (textWidthEm(candidate) <= maxEm) {
      line = candidate;
      continue;
    }
    push();
    if (textWidthEm(word) <= maxEm) {
      line = word;
      continue;
    }
    // A single word wider than the line (a long URL-like run): cut it into pieces that fit.
    let piece = "";
    for (const char of word) {
      if (textWidthEm(piece + char) > maxEm && piece !== "") {
        lines.push(piece);
        piece = "";
      }
      piece += char;
    }
    line = piece;
  }
  push();
  return lines;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The card as an SVG document, with its pixel size. */
export function renderVerseCardSvg(spec: CardSpec): { svg: string; width: number; height: number } {
  const { width, height } = cardFormats[spec.format];
  const colours = palettes[spec.palette];
  const short = Math.min(width, height);
  const margin = Math.round(short * 0.07);
  const wide = width > height;

  // Icons: a centred row of circles at the top.
  const iconSize = Math.round(wide ? height * 0.15 : short * 0.12);
  const gap = Math.round(iconSize * 0.4);
  const rowWidth = spec.icons.length * iconSize + (spec.icons.length - 1) * gap;
  const iconTop = Math.round(margin * 1.5);
  const icons = spec.icons
    .map((icon, index) => {
      const x = (width - rowWidth) / 2 + index * (iconSize + gap);
      const scale = (iconSize * 0.62) / 48;
      const inset = (iconSize - 48 * scale) / 2;
      return (
        `<g data-icon="${icon}">` +
        `<circle cx="${round(x + iconSize / 2)}" cy="${round(iconTop + iconSize / 2)}" r="${round(iconSize / 2)}" fill="${colours.iconFill}" stroke="${colours.frame}" stroke-width="${round(short * 0.003)}"/>` +
        `<g transform="translate(${round(x + inset)} ${round(iconTop + inset)}) scale(${round(scale * 1000) / 1000})" fill="none" stroke="${colours.accent}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">${iconDrawings[icon]}</g>` +
        `</g>`
      );
    })
    .join("");

  // Reference at the bottom.
  const referenceSize = Math.round(short * (wide ? 0.05 : 0.042));
  const referenceBaseline = height - Math.round(margin * 1.45);

  // The verse, centred in the space between, in the largest size whose lines fit.
  const boxTop = iconTop + iconSize + Math.round(margin * 0.7);
  const boxBottom = referenceBaseline - referenceSize - Math.round(margin * 0.7);
  const boxHeight = boxBottom - boxTop;
  const boxWidth = width - margin * 3.2;
  const text = cleanText(spec.text).replace(/\s+/g, " ").trim();
  let fontSize = Math.round(short * 0.075);
  const minSize = Math.round(short * 0.026);
  let lines = wrapLines(text, boxWidth / fontSize);
  while (fontSize > minSize && lines.length * fontSize * 1.38 > boxHeight) {
    fontSize -= 2;
    lines = wrapLines(text, boxWidth / fontSize);
  }
  const lineHeight = fontSize * 1.38;
  const blockHeight = lines.length * lineHeight;
  const firstBaseline = boxTop + (boxHeight - blockHeight) / 2 + fontSize;
  const verse = lines
    .map(
      (line, index) =>
        `<tspan x="${width / 2}" y="${round(firstBaseline + index * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join("");

  const frameInset = Math.round(margin * 0.5);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<title>${escapeXml(spec.reference)}</title>` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.top}"/><stop offset="1" stop-color="${colours.bottom}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<rect x="${frameInset}" y="${frameInset}" width="${width - 2 * frameInset}" height="${height - 2 * frameInset}" rx="${Math.round(short * 0.02)}" fill="none" stroke="${colours.frame}" stroke-width="${round(short * 0.004)}"/>` +
    icons +
    `<text text-anchor="middle" font-family="${cardFontStack}" font-size="${fontSize}" fill="${colours.text}">${verse}</text>` +
    `<text x="${width / 2}" y="${referenceBaseline}" text-anchor="middle" font-family="${cardFontStack}" font-style="italic" font-weight="600" font-size="${referenceSize}" letter-spacing="${round(referenceSize * 0.04)}" fill="${colours.accent}">${escapeXml(spec.reference)}</text>` +
    `</svg>`;
  return { svg, width, height };
}

/**
 * The SVG as PNG at its own size, drawn by resvg with the bundled font only. resvg (a native library) loads on the
 * first PNG, not with the app.
 */
export async function renderPng(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  const { Resvg } = await import("@resvg/resvg-js");
  const resvg = new Resvg(svg, {
    fitTo: { mode: "original" },
    font: { fontFiles: cardFontFiles(), loadSystemFonts: false, defaultFontFamily: cardFontFamily },
  });
  return new Uint8Array(resvg.render().asPng());
}
