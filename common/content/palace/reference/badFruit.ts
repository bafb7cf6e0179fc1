import type { ReferenceList } from "../types";

export const BAD_FRUIT = [
  ["pride", "Pride / arrogance", "Feeling superior because of what I know or do", "Proverbs 16:18"],
  ["fear", "Fear / anxiety", "Dread of God or of the future that drives out trust", "2 Timothy 1:7"],
  ["despair", "Despair", "Concluding that I, or others, are beyond God’s help", "2 Corinthians 4:8-9"],
  ["judgmentalism", "Judgmentalism", "Condemning others while excusing myself", "Matthew 7:1-5"],
  ["license", "License", "Using grace as permission to keep sinning", "Romans 6:1-2; Jude 4"],
  ["legalism", "Legalism", "Trying to earn acceptance by law-keeping", "Galatians 5:4"],
  ["division", "Division", "Splitting believers over a pet reading", "1 Corinthians 1:10"],
  ["passivity", "Passivity", "Faith that never acts", "James 2:17"],
] as const;

export const list: ReferenceList = {
  id: "badFruit",
  title: "Bad fruit",
  description:
    "Warning signs that an interpretation — or the way it is held — has gone wrong. Often a balancing truth is missing.",
  columns: [
    { key: "fruit", label: "Fruit" },
    { key: "meaning", label: "What it looks like" },
    { key: "text", label: "Text" },
  ],
  items: BAD_FRUIT.map(([id, fruit, meaning, text]) => ({
    id,
    values: { fruit, meaning, text },
    refs: text.split("; "),
  })),
};
