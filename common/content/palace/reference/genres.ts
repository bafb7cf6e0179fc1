import type { ReferenceList } from "../types";

export type GenreCode = "Pr" | "Pa" | "Ep" | "Hi" | "Go" | "Po";

export const list: ReferenceList = {
  id: "genres",
  title: "The six genres and their reading rules",
  description:
    "Connect-6 hears one truth in each of Scripture's six genres, reading every link by the rules of its own genre. Codes are used as slot labels in the Connect-6 sheet.",
  columns: [
    { key: "code", label: "Code" },
    { key: "name", label: "Genre" },
    { key: "books", label: "Where it is found" },
    { key: "rules", label: "Reading rules" },
  ],
  items: [
    {
      id: "prophecy",
      values: {
        code: "Pr",
        name: "Prophecy",
        books: "Isaiah–Malachi and Revelation",
        rules:
          "Look for near and far horizons · read symbols as Scripture itself defines them · tell conditional from unconditional prophecy · don't literalise apocalyptic imagery.",
      },
      refs: ["Isaiah 53", "Daniel 7", "Revelation 14:6-12"],
    },
    {
      id: "parable",
      values: {
        code: "Pa",
        name: "Parable",
        books: "a curated list of parable passages, mostly in the Gospels",
        rules:
          "Find the one main point · ask why it was told here and to whom · watch for the twist · confirm doctrine from plain teaching texts.",
      },
      refs: ["Luke 15:11-32", "Matthew 13:1-23", "Luke 10:25-37"],
    },
    {
      id: "epistle",
      values: {
        code: "Ep",
        name: "Epistle",
        books: "Romans–Jude",
        rules:
          'Follow the argument · notice every "therefore" · separate universal commands from situational ones · keep the context of the letter.',
      },
      refs: ["Romans 12:1-2", "Ephesians 4:1-6"],
    },
    {
      id: "history",
      values: {
        code: "Hi",
        name: "History/Narrative",
        books: "Genesis–Esther and Acts",
        rules:
          "Narratives show rather than prescribe · what is recorded is not thereby endorsed · ask the author's purpose · build principles from several narratives, not one.",
      },
      refs: ["Genesis 22", "1 Samuel 17", "Acts 2"],
    },
    {
      id: "gospel",
      values: {
        code: "Go",
        name: "Gospel",
        books: "Matthew–John",
        rules:
          'Each evangelist writes with theological aims · compare parallel accounts · notice fulfilment formulas ("that it might be fulfilled") · John is openly theological (John 20:31).',
      },
      refs: ["Matthew 1:22-23", "John 20:30-31"],
    },
    {
      id: "poetry",
      values: {
        code: "Po",
        name: "Poetry/Wisdom",
        books: "Job–Song of Solomon",
        rules:
          "Don't literalise metaphors · use the parallelism of the lines · proverbs state general patterns, not guarantees · laments voice raw emotion honestly.",
      },
      refs: ["Psalm 23", "Proverbs 22:6", "Job 38"],
    },
  ],
};
