import type { HighlightColor } from "@common/schemas/bible";

/** Highlight colours: names for screen readers, a background for verses and a swatch. */
export const highlightStyles: Record<HighlightColor, { name: string; bg: string; swatch: string }> = {
  yellow: { name: "Yellow", bg: "bg-yellow-200/80", swatch: "bg-yellow-300" },
  green: { name: "Green", bg: "bg-green-200/80", swatch: "bg-green-400" },
  blue: { name: "Blue", bg: "bg-sky-200/80", swatch: "bg-sky-400" },
  pink: { name: "Pink", bg: "bg-pink-200/80", swatch: "bg-pink-400" },
  purple: { name: "Purple", bg: "bg-violet-200/80", swatch: "bg-violet-400" },
  orange: { name: "Orange", bg: "bg-orange-200/80", swatch: "bg-orange-400" },
};
