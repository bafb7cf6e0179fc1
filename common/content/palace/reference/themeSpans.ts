import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "themeSpans",
  title: "The six theme spans",
  description:
    "The load-bearing structure of the palace: four walls, a floor and a ceiling. Every text stands chiefly on one span (and may touch a second). These are themes, not genres.",
  columns: [
    { key: "code", label: "Code" },
    { key: "name", label: "Span" },
    { key: "focus", label: "Focus" },
    { key: "keyTexts", label: "Key texts" },
  ],
  items: [
    {
      id: "sanctuary",
      values: {
        code: "|S",
        name: "Sanctuary Wall",
        focus: "God's dwelling, sacrifice, priesthood, mediation",
        keyTexts: "Exodus 25–40; Leviticus; Hebrews 8–10; Revelation 4–5",
      },
      refs: ["Exodus 25-40", "Leviticus 1-27", "Hebrews 8-10", "Revelation 4-5"],
    },
    {
      id: "life-of-christ",
      values: {
        code: "|LC",
        name: "Life of Christ Wall",
        focus: "incarnation, ministry, passion, resurrection, ascension, intercession",
        keyTexts: "the Gospels; Acts 1; Philippians 2:5-11; Hebrews 2, 7",
      },
      refs: ["Matthew 1-John 21", "Acts 1", "Philippians 2:5-11", "Hebrews 2", "Hebrews 7"],
    },
    {
      id: "great-controversy",
      values: {
        code: "|GC",
        name: "Great Controversy Wall",
        focus: "the cosmic conflict of Christ and Satan; deception vs truth; persecution; vindication",
        keyTexts: "Genesis 3; Job; Daniel; Revelation 12; Ephesians 6; 2 Thessalonians 2",
      },
      refs: ["Genesis 3", "Job 1-2", "Revelation 12", "Ephesians 6:10-18", "2 Thessalonians 2"],
    },
    {
      id: "time-prophecy",
      values: {
        code: "|TP",
        name: "Time-Prophecy Wall",
        focus: "prophetic timelines, the day-year principle, historicist sequences",
        keyTexts: "Daniel 2, 7, 8, 9; Revelation 11–13; Matthew 24",
      },
      refs: ["Daniel 2", "Daniel 7", "Daniel 8", "Daniel 9", "Revelation 11-13", "Matthew 24"],
    },
    {
      id: "gospel-floor",
      values: {
        code: "GF",
        name: "Gospel Floor",
        focus: "justification, righteousness by faith, grace",
        keyTexts: "Romans 3–5; Galatians; Ephesians 2:8-9; Titus 3:5",
      },
      refs: ["Romans 3-5", "Galatians 1-6", "Ephesians 2:8-9", "Titus 3:5"],
    },
    {
      id: "heaven-ceiling",
      values: {
        code: "HC",
        name: "Heaven Ceiling",
        focus: "new heavens and earth, resurrection, glorification, no more curse",
        keyTexts: "Isaiah 65–66; 1 Corinthians 15; Revelation 21–22",
      },
      refs: ["Isaiah 65-66", "1 Corinthians 15", "Revelation 21-22"],
    },
  ],
};
