// Our own symbol icons for verse cards (ai.md §3.11), drawn here as simple line art on a 48×48 grid, and the keyword
// rules that suggest 1–3 of them for a verse. The member can change the suggestion.
import { type CardIcon, cardIcons, IMAGE_LIMITS } from "@common/schemas/images";

/** Each icon's SVG elements (stroked, no fill; the renderer sets colour and width). */
export const iconDrawings: Record<CardIcon, string> = {
  lamb:
    '<path d="M9 27c0-4 3-6 6-6 1-3 5-4 8-2 2-2 6-2 8 0 3-1 6 1 6 4 1 2 0 5-2 6-1 2-3 3-5 3H14c-3 0-5-2-5-5z"/>' +
    '<path d="M35 22c1-3 4-5 7-4 1 2 0 6-3 8-2 1-3 0-4-1z"/><path d="M38 19l-2-3"/>' +
    '<path d="M16 33v8M21 33v8M28 33v8M32 33v8"/>',
  shepherd: '<path d="M20 44V16a8 8 0 0 1 16 0v4"/><path d="M36 20a3 3 0 0 1-3 3"/>',
  light:
    '<circle cx="24" cy="24" r="7"/>' +
    '<path d="M24 5v6M24 37v6M5 24h6M37 24h6M10.5 10.5l4.2 4.2M33.3 33.3l4.2 4.2M10.5 37.5l4.2-4.2M33.3 14.7l4.2-4.2"/>',
  water:
    '<path d="M5 17c4-4 8-4 12 0s8 4 12 0 8-4 13 0M5 25c4-4 8-4 12 0s8 4 12 0 8-4 13 0M5 33c4-4 8-4 12 0s8 4 12 0 8-4 13 0"/>',
  bread: '<path d="M7 31c0-9 7-15 17-15s17 6 17 15v6H7z"/><path d="M16 21l3 6M24 19l2 7M32 21l1 6"/>',
  vine:
    '<path d="M24 5v8"/><path d="M25 9c4-4 10-4 13 0-4 3-9 3-13 0z"/>' +
    '<circle cx="16" cy="18" r="4"/><circle cx="24" cy="18" r="4"/><circle cx="32" cy="18" r="4"/>' +
    '<circle cx="20" cy="25.5" r="4"/><circle cx="28" cy="25.5" r="4"/><circle cx="24" cy="33" r="4"/>',
  door: '<path d="M14 42V9h20v33"/><path d="M8 42h32"/><circle cx="29" cy="27" r="1.5"/>',
  rock: '<path d="M5 39l6-14 8-7 8 2 6-5 9 11 2 13z"/><path d="M19 18l3 11 9 2M33 15l-2 16"/>',
  crown: '<path d="M9 35L6 15l10 8 8-12 8 12 10-8-3 20z"/><path d="M9 40h30"/>',
  ark: '<path d="M4 28h40l-6 10H10z"/><path d="M14 28v-8h20v8"/><path d="M12 20l12-8 12 8"/><path d="M22 24h4"/>',
  lampstand:
    '<path d="M24 11v28M11 14c0 10 6 12 13 12s13-2 13-12M16 14c0 7 4 9 8 9s8-2 8-9M20 14c0 4 2 5 4 5s4-1 4-5"/>' +
    '<path d="M16 42h16M24 39v3"/><path d="M11 8v2M16 8v2M20 8v2M24 6v2M28 8v2M32 8v2M37 8v2"/>',
  altar:
    '<path d="M12 24h24v18H12z"/><path d="M8 24h32M10 24v-3h28v3"/><path d="M12 33h24"/>' +
    '<path d="M20 18c-2-4 2-7 4-11 2 4 6 7 4 11"/>',
  dove:
    '<path d="M5 27c6 0 10-2 14-6 2-6 8-8 13-6l6 2-6 2c0 10-8 16-18 16l-4 4v-6c-2-2-4-4-5-6z"/>' +
    '<path d="M20 23c5 3 10 3 14 0"/><circle cx="31" cy="17" r="0.8"/>',
  scroll:
    '<path d="M12 9h22a4 4 0 0 1 4 4v24a4 4 0 0 1-4 4H14"/><path d="M12 9a4 4 0 0 0-4 4 4 4 0 0 0 4 4h4v-4a4 4 0 0 0-4-4z"/>' +
    '<path d="M14 41a4 4 0 0 1 0-8h2v8"/><path d="M21 18h11M21 24h11M21 30h7"/>',
  trumpet: '<path d="M5 22v4M5 24h5"/><path d="M10 22h17v4H10z"/><path d="M27 22l14-9v22l-14-9"/>',
  star: '<path d="M24 5l5.5 12.5H43l-11 8.5 4.5 14-12.5-8.5-12.5 8.5 4.5-14-11-8.5h13.5z"/>',
  cross: '<path d="M24 5v38M13 16h22"/>',
  tree: '<circle cx="24" cy="18" r="11"/><path d="M24 29v13M17 42h14M24 33l-5-4M24 31l5-4"/>',
  fire:
    '<path d="M24 43c-8 0-13-6-11-13 1-4 4-7 5-12 3 3 5 6 5 10 2-2 3-6 3-10 6 5 10 11 9 17-1 5-4 8-11 8z"/>' +
    '<path d="M24 43c-3 0-5-2-4-5 1-2 3-3 4-6 2 3 4 5 3 8 0 2-1 3-3 3z"/>',
  mountain: '<path d="M3 40l14-22 6 8 7-13 15 27z"/><path d="M26 19l4 4 3-5"/>',
};

/** Keywords (lower case, matched at the start of a word) that suggest each icon, strongest first. */
const keywords: Record<CardIcon, readonly string[]> = {
  lamb: ["lamb", "sheep", "flock", "passover", "fold"],
  shepherd: ["shepherd", "staff", "rod", "pasture", "feed"],
  light: ["light", "lamp", "shine", "sun", "day", "bright", "morning"],
  water: ["water", "sea", "river", "rain", "well", "fountain", "drink", "baptiz", "still"],
  bread: ["bread", "manna", "loaf", "loaves", "eat", "hunger", "hungry", "want"],
  vine: ["vine", "grape", "wine", "branch", "fruit", "vineyard"],
  door: ["door", "gate", "enter", "way", "open"],
  rock: ["rock", "stone", "fortress", "foundation", "refuge", "strength"],
  crown: ["crown", "king", "reign", "throne", "kingdom", "glory"],
  ark: ["ark", "noah", "flood", "covenant", "saved"],
  lampstand: ["candlestick", "lampstand", "oil", "seven", "church"],
  altar: ["altar", "sacrifice", "offering", "offer", "burnt", "incense"],
  dove: ["dove", "spirit", "peace", "comfort", "rest"],
  scroll: ["word", "book", "written", "write", "law", "scripture", "commandment", "testimony", "said"],
  trumpet: ["trumpet", "sound", "shout", "jubilee", "voice", "cry"],
  star: ["star", "heaven", "firmament", "night", "abraham", "seed"],
  cross: ["cross", "crucified", "blood", "died", "death", "redeem", "saviour", "savior", "forgive", "sin"],
  tree: ["tree", "garden", "eden", "life", "root", "plant", "grow", "leaf"],
  fire: ["fire", "flame", "burn", "bush", "consum"],
  mountain: ["mountain", "mount", "hill", "sinai", "zion", "moriah", "high"],
};

/** The icon shown when no keyword matches: the Word itself. */
export const fallbackIcon: CardIcon = "scroll";

/**
 * Up to three icons whose keywords occur in the reference and text, by the number of matching words (ties: the
 * earlier match in the text), or the fallback. Deterministic, so the same verse always gets the same suggestion.
 */
export function suggestIcons(reference: string, text: string): CardIcon[] {
  const words = `${reference} ${text}`.toLowerCase().match(/[a-z]+/g) ?? [];
  const scored = cardIcons
    .map((icon, order) => {
      let hits = 0;
      let first = Number.POSITIVE_INFINITY;
      words.forEach((word, index) => {
        if (keywords[icon].some((keyword) => word.startsWith(keyword))) {
          hits += 1;
          first = Math.min(first, index);
        }
      });
      return { icon, hits, first, order };
    })
    .filter((entry) => entry.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.first - b.first || a.order - b.order);
  const chosen = scored.slice(0, IMAGE_LIMITS.iconsMax).map((entry) => entry.icon);
  return chosen.length > 0 ? chosen : [fallbackIcon];
}
