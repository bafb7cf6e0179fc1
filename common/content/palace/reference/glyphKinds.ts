import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "glyphKinds",
  title: "Kinds of glyph",
  description:
    "The four kinds of glyph a Bible Rendered legend may use. Mix them freely across the 50 blocks, but give each block one glyph and keep it once chosen.",
  columns: [
    { key: "kind", label: "Kind" },
    { key: "what", label: "What it is" },
    { key: "examples", label: "Examples" },
    { key: "bestFor", label: "Best for" },
    { key: "watch", label: "Watch out for" },
  ],
  items: [
    {
      id: "symbol",
      values: {
        kind: "Symbol",
        what: "A simple mark or sign: a stroke, an arrow, a shape.",
        examples: "/ × + ↑ → ↻ ○ △",
        bestFor:
          "Movements and shapes of a story: rise (↑), fall (↓), a repeating cycle (↻), a cross-over (×), a completed whole (○).",
        watch:
          "Symbols look alike; write a rationale so ↑ in one block and → in another stay distinct in your mind.",
      },
      refs: ["Judges 6-21"],
    },
    {
      id: "pictogram",
      values: {
        kind: "Pictogram",
        what: "A tiny drawing of one object.",
        examples: "crown, tear, sword, harp, scroll, wall",
        bestFor:
          "Blocks dominated by one object or office: a crown for the kings, a harp for the Psalms, a wall for Nehemiah.",
        watch: "Keep it to one object you can draw in two seconds; a scene is a 24FPS frame, not a glyph.",
      },
      refs: ["Psalms 3-26"],
    },
    {
      id: "word",
      values: {
        kind: "Word",
        what: "One capitalised word.",
        examples: "SEED, EXILE, KING, LAMB, LAW, WISDOM",
        bestFor:
          "Blocks with a clear theme word that the text itself uses: LAW for the giving of the law, EXILE for the captivity.",
        watch: "One word only; a phrase turns the glyph into a summary.",
      },
      refs: ["Genesis 1-24"],
    },
    {
      id: "code",
      values: {
        kind: "Letter code",
        what: "A short code borrowed from the palace's own tags and labels.",
        examples: "@Mo (the Mosaic cycle), 1H, 3H (the heavens)",
        bestFor:
          "Students who already use the higher floors: a code links a block to a cycle or a prophetic horizon.",
        watch:
          "A code is only memorable if you know what it stands for; keep codes for rooms you have studied.",
      },
      refs: ["Revelation 10-22"],
    },
  ],
};
