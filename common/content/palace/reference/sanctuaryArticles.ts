import type { ReferenceList } from "../types";

/** The eight articles' ids in the order of approach, from the gate to the ark (the list below, in the same order). */
export const SANCTUARY_ARTICLE_IDS = [
  "gate",
  "altar",
  "laver",
  "lampstand",
  "table",
  "incense",
  "veil",
  "ark",
] as const;
export type SanctuaryArticleId = (typeof SANCTUARY_ARTICLE_IDS)[number];

export const list: ReferenceList = {
  id: "sanctuaryArticles",
  title: "The eight sanctuary articles",
  description:
    "In the order a worshipper meets them, from the gate of the court to the ark behind the veil. The path traces the believer from justification to glorification.",
  columns: [
    { key: "order", label: "#" },
    { key: "article", label: "Article" },
    { key: "space", label: "Space" },
    { key: "meaning", label: "Meaning" },
    { key: "christ", label: "Christ" },
    { key: "anchor", label: "NT anchor" },
  ],
  items: [
    {
      id: "gate",
      values: {
        order: "1",
        article: "Gate / Door",
        space: "Courtyard",
        meaning: "Access: one way in, open to all who come",
        christ: "Christ the only door to God",
        anchor: "John 10:9",
      },
      refs: ["Exodus 27:16", "John 10:9"],
    },
    {
      id: "altar",
      values: {
        order: "2",
        article: "Bronze Altar",
        space: "Courtyard",
        meaning: "Sacrifice, substitution, blood",
        christ: "Christ the Lamb slain in our place",
        anchor: "Hebrews 13:10-12",
      },
      refs: ["Exodus 27:1-8", "Hebrews 13:10-12"],
    },
    {
      id: "laver",
      values: {
        order: "3",
        article: "Laver",
        space: "Courtyard",
        meaning: "Cleansing, sanctification, baptism",
        christ: "Christ washing His people by the Word",
        anchor: "Ephesians 5:26",
      },
      refs: ["Exodus 30:17-21", "Ephesians 5:26"],
    },
    {
      id: "lampstand",
      values: {
        order: "4",
        article: "Lampstand",
        space: "Holy Place",
        meaning: "Light, testimony, the Holy Spirit",
        christ: "Christ the light of the world, shining through His churches",
        anchor: "Revelation 1:20",
      },
      refs: ["Exodus 25:31-40", "Revelation 1:20"],
    },
    {
      id: "table",
      values: {
        order: "5",
        article: "Table of Showbread",
        space: "Holy Place",
        meaning: "Provision, the Word as bread, communion",
        christ: "Christ the bread of life",
        anchor: "John 6:35",
      },
      refs: ["Exodus 25:23-30", "John 6:35"],
    },
    {
      id: "incense",
      values: {
        order: "6",
        article: "Altar of Incense",
        space: "Holy Place",
        meaning: "Prayer, intercession",
        christ: "Christ interceding, His merits perfuming our prayers",
        anchor: "Revelation 8:3-4",
      },
      refs: ["Exodus 30:1-10", "Revelation 8:3-4"],
    },
    {
      id: "veil",
      values: {
        order: "7",
        article: "Veil",
        space: "Between Holy and Most Holy Place",
        meaning: "Separation; the way opened through His flesh",
        christ: "Christ's torn flesh opening the new and living way",
        anchor: "Hebrews 10:19-20",
      },
      refs: ["Exodus 26:31-33", "Hebrews 10:19-20"],
    },
    {
      id: "ark",
      values: {
        order: "8",
        article: "Ark of the Covenant",
        space: "Most Holy Place",
        meaning: "God's presence and throne; the law covered by mercy",
        christ: "Christ our mercy seat (propitiation)",
        anchor: "Romans 3:25",
      },
      refs: ["Exodus 25:10-22", "Romans 3:25"],
    },
  ],
};
