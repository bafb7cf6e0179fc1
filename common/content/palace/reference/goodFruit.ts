import type { ReferenceList } from "../types";

export const GOOD_FRUIT = [
  ["love", "Love", "Self-giving care for God and others", "Galatians 5:22"],
  ["joy", "Joy", "Gladness in God that does not depend on circumstances", "Galatians 5:22"],
  ["peace", "Peace", "A quiet, settled heart at rest in God", "Galatians 5:22"],
  ["patience", "Patience", "KJV “longsuffering”: bearing with people and with delay", "Galatians 5:22"],
  ["kindness", "Kindness", "KJV “gentleness”: kindness shown to the undeserving", "Galatians 5:22"],
  ["goodness", "Goodness", "Doing what is right and generous", "Galatians 5:22"],
  ["faithfulness", "Faithfulness", "KJV “faith”: trust in God, and being trustworthy", "Galatians 5:22"],
  ["gentleness", "Gentleness", "KJV “meekness”: strength under God’s control", "Galatians 5:23"],
  ["self-control", "Self-control", "KJV “temperance”: desires governed, not ruling", "Galatians 5:23"],
  ["humility", "Humility", "The mind of Christ who emptied Himself", "Philippians 2:3-8"],
  ["hope", "Hope", "Confident expectation from the God of hope", "Romans 15:13"],
  ["zeal", "Evangelistic zeal", "Unable to keep quiet about what Christ has done", "Acts 4:20"],
] as const;

export const list: ReferenceList = {
  id: "goodFruit",
  title: "Good fruit",
  description:
    "Signs that an interpretation is bearing Christlike fruit. The first nine are the fruit of the Spirit (Galatians 5:22-23).",
  columns: [
    { key: "fruit", label: "Fruit" },
    { key: "meaning", label: "What it looks like" },
    { key: "text", label: "Text" },
  ],
  items: GOOD_FRUIT.map(([id, fruit, meaning, text]) => ({
    id,
    values: { fruit, meaning, text },
    refs: [text],
  })),
};
