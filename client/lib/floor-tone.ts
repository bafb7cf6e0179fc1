/**
 * Each palace floor's colour (games.md §4.13: a card's back shows "Floor N · Floor name" in that floor's colour).
 * Eight tones whose text stays readable on white (contrast ≥ 4.5:1) and that tell neighbouring floors apart.
 */
export interface FloorTone {
  text: string;
  border: string;
}

const tones: Readonly<Record<number, FloorTone>> = {
  1: { text: "text-amber-800", border: "border-amber-300" },
  2: { text: "text-emerald-800", border: "border-emerald-300" },
  3: { text: "text-sky-800", border: "border-sky-300" },
  4: { text: "text-indigo-800", border: "border-indigo-300" },
  5: { text: "text-violet-800", border: "border-violet-300" },
  6: { text: "text-rose-800", border: "border-rose-300" },
  7: { text: "text-orange-800", border: "border-orange-300" },
  8: { text: "text-teal-800", border: "border-teal-300" },
};

const neutral: FloorTone = { text: "text-stone-700", border: "border-stone-300" };

/** Text and border classes for a floor (1–8); stone for anything else. */
export const floorTone = (floor: number): FloorTone => tones[floor] ?? neutral;
