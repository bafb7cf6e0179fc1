import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "horizonTagForms",
  title: "Horizon tag forms",
  description: "The six tags a Three Heavens entry may carry: single, dual or triple.",
  columns: [
    { key: "tag", label: "Tag" },
    { key: "form", label: "Form" },
    { key: "meaning", label: "Meaning" },
    { key: "example", label: "Example" },
  ],
  items: [
    {
      id: "1h",
      values: {
        tag: "1H",
        form: "single",
        meaning: "Fulfilled in the exile and return from Babylon",
        example: 'Isaiah 44:28 — Cyrus named as the one who will say "Thou shalt be built"',
      },
      refs: ["Isaiah 44:28"],
    },
    {
      id: "2h",
      values: {
        tag: "2H",
        form: "single",
        meaning: "Fulfilled in Christ’s first coming, AD 70 or the church age",
        example: "Luke 21:20 — Jerusalem compassed with armies",
      },
      refs: ["Luke 21:20"],
    },
    {
      id: "3h",
      values: {
        tag: "3H",
        form: "single",
        meaning: "Awaiting the second coming, final judgment and new creation",
        example: "1 Thessalonians 4:16 — the dead in Christ rise first",
      },
      refs: ["1 Thessalonians 4:16"],
    },
    {
      id: "1h3h",
      values: {
        tag: "1H+3H",
        form: "dual",
        meaning: "A near return from exile that foreshadows the final restoration",
        example: "Haggai 2:6-9 — the second temple, and the last shaking of Hebrews 12:26-27",
      },
      refs: ["Haggai 2:6-9", "Hebrews 12:26-27"],
    },
    {
      id: "2h3h",
      values: {
        tag: "2H+3H",
        form: "dual",
        meaning: "Begun in the church age, completed at Christ’s return",
        example: "Joel 2:28-32 — Pentecost, then the great and terrible day",
      },
      refs: ["Joel 2:28-32", "Acts 2:16-21"],
    },
    {
      id: "1h2h3h",
      values: {
        tag: "1H+2H+3H",
        form: "triple",
        meaning: "One promise that unfolds in all three horizons",
        example:
          "Jeremiah 31:31-34 — spoken to exiles, sealed in Christ’s blood, complete when all know the Lord",
      },
      refs: ["Jeremiah 31:31-34", "Hebrews 8:8-12"],
    },
  ],
};
