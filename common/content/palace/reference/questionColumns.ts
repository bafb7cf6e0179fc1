import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "questionColumns",
  title: "The three question columns",
  description:
    "A question map has three columns. INTRA stays inside the passage, INTER travels across Scripture, PALACE runs the text through the palace framework.",
  columns: [
    { key: "code", label: "Column" },
    { key: "scope", label: "Where the question looks" },
    { key: "areas", label: "Ask about" },
    { key: "sample", label: "Sample question" },
  ],
  items: [
    {
      id: "intra",
      values: {
        code: "INTRA",
        scope: "Within the passage",
        areas: "Structure (why this order?), word choice, grammar, omissions, characters' motives, setting",
        sample: "Why do the angels ascend before they descend on Jacob's ladder? (Genesis 28:12)",
      },
      refs: ["Genesis 28:12"],
    },
    {
      id: "inter",
      values: {
        code: "INTER",
        scope: "Across Scripture",
        areas:
          "Old Testament quotations and their original contexts, parallel accounts, allusions, typology and escalation, theme development, contrasting examples",
        sample: "How does Jesus reuse the ladder scene when He speaks to Nathanael? (John 1:51)",
      },
      refs: ["John 1:51"],
    },
    {
      id: "palace",
      values: {
        code: "PALACE",
        scope: "Through the palace framework",
        areas:
          "Cycle, heaven, sanctuary article or service, Christ, dimension, time zone, genre rules, the room that would unlock the text",
        sample:
          "Is the ladder a gate image that belongs with the sanctuary door, and which cycle is this — @Ab?",
      },
      refs: ["Genesis 28:17"],
    },
  ],
};
