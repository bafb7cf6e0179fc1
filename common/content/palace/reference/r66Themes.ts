import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "r66Themes",
  title: "Suggested canon-spanning themes",
  description:
    "Threads that run from Genesis to Revelation, each with a marked arc: shadowy start → development → climax in Christ → consummation.",
  columns: [
    { key: "theme", label: "Theme" },
    { key: "start", label: "Shadowy start" },
    { key: "development", label: "Development" },
    { key: "climax", label: "Climax in Christ" },
    { key: "consummation", label: "Consummation" },
  ],
  items: [
    {
      id: "lamb",
      values: {
        theme: "The Lamb",
        start: 'Genesis 22:8 — "God will provide himself a lamb"',
        development: "Exodus 12 (Passover); Isaiah 53:7",
        climax: 'John 1:29 — "Behold the Lamb of God"',
        consummation: "Revelation 5:6; 22:1 — the Lamb on the throne",
      },
      refs: ["Genesis 22:8", "Exodus 12:3-13", "Isaiah 53:7", "John 1:29", "Revelation 5:6"],
    },
    {
      id: "seed",
      values: {
        theme: "The Seed",
        start: "Genesis 3:15 — the woman's seed",
        development: "Genesis 22:18 (Abraham); 2 Samuel 7:12 (David)",
        climax: 'Galatians 3:16 — "thy seed, which is Christ"',
        consummation: "Romans 16:20 — Satan crushed under your feet",
      },
      refs: ["Genesis 3:15", "Genesis 22:18", "2 Samuel 7:12", "Galatians 3:16", "Romans 16:20"],
    },
    {
      id: "kingdom",
      values: {
        theme: "The Kingdom",
        start: "Genesis 1:26-28 — dominion given to humanity",
        development: "2 Samuel 7:12-16; Daniel 2:44",
        climax: 'Mark 1:15 — "the kingdom of God is at hand"',
        consummation: "Revelation 11:15 — the kingdoms of this world become His",
      },
      refs: ["Genesis 1:26-28", "2 Samuel 7:12-16", "Daniel 2:44", "Mark 1:15", "Revelation 11:15"],
    },
    {
      id: "temple",
      values: {
        theme: "The Temple",
        start: 'Exodus 25:8 — "that I may dwell among them"',
        development: "1 Kings 8:10-11; Ezekiel 47:1",
        climax: "John 2:19-21 — the temple of His body",
        consummation: "Revelation 21:22 — the Lord and the Lamb are its temple",
      },
      refs: ["Exodus 25:8", "1 Kings 8:10-11", "John 2:19-21", "Revelation 21:22"],
    },
    {
      id: "covenant",
      values: {
        theme: "The Covenant",
        start: "Genesis 9:9-17 — the rainbow covenant",
        development: "Genesis 15; Exodus 24; Jeremiah 31:31-34",
        climax: 'Luke 22:20 — "the new testament in my blood"',
        consummation: 'Revelation 21:3 — "they shall be his people"',
      },
      refs: ["Genesis 9:9-17", "Jeremiah 31:31-34", "Luke 22:20", "Revelation 21:3"],
    },
    {
      id: "shepherd",
      values: {
        theme: "The Shepherd",
        start: 'Genesis 48:15 — "the God which fed me all my life long"',
        development: "Psalm 23; Ezekiel 34:23",
        climax: 'John 10:11 — "I am the good shepherd"',
        consummation: "Revelation 7:17 — the Lamb shall feed them",
      },
      refs: ["Genesis 48:15", "Psalm 23", "Ezekiel 34:23", "John 10:11", "Revelation 7:17"],
    },
    {
      id: "rock",
      values: {
        theme: "The Rock",
        start: 'Genesis 49:24 — "the stone of Israel"',
        development: "Exodus 17:6; Psalm 118:22; Daniel 2:34",
        climax: "1 Corinthians 10:4; 1 Peter 2:6-8",
        consummation: "Daniel 2:35 — the stone becomes a mountain filling the earth",
      },
      refs: ["Genesis 49:24", "Exodus 17:6", "Psalm 118:22", "1 Corinthians 10:4", "Daniel 2:35"],
    },
    {
      id: "blood",
      values: {
        theme: "Blood Atonement",
        start: "Genesis 3:21; 4:4 — coats of skins, Abel's offering",
        development: 'Leviticus 17:11 — "the blood that maketh an atonement"',
        climax: "Hebrews 9:22; Romans 3:25",
        consummation: "Revelation 7:14 — robes washed in the blood of the Lamb",
      },
      refs: ["Genesis 3:21", "Leviticus 17:11", "Hebrews 9:22", "Revelation 7:14"],
    },
    {
      id: "remnant",
      values: {
        theme: "The Remnant",
        start: "Genesis 7:23 — Noah and those with him in the ark",
        development: "1 Kings 19:18; Isaiah 10:20-22",
        climax: 'Romans 11:5 — "a remnant according to the election of grace"',
        consummation: "Revelation 12:17; 14:12 — those who keep the commandments and the faith of Jesus",
      },
      refs: ["Genesis 7:23", "Isaiah 10:20-22", "Romans 11:5", "Revelation 12:17"],
    },
    {
      id: "exodus",
      values: {
        theme: "The Exodus",
        start: "Exodus 14 — through the sea",
        development: "Isaiah 43:16-19; Hosea 11:1",
        climax: 'Luke 9:31 — His "decease" (exodus) accomplished at Jerusalem',
        consummation: "Revelation 15:2-3 — the song of Moses and the Lamb by the sea of glass",
      },
      refs: ["Exodus 14", "Isaiah 43:16-19", "Luke 9:31", "Revelation 15:2-3"],
    },
  ],
};
