import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "prophecySymbolKeys",
  title: "Prophetic symbol keys",
  description:
    "Scripture decodes its own symbols. Use these keys before reaching for any outside explanation.",
  columns: [
    { key: "symbol", label: "Symbol" },
    { key: "meaning", label: "Meaning" },
    { key: "key", label: "Key text" },
  ],
  items: [
    {
      id: "beast",
      values: { symbol: "Beast", meaning: "A kingdom or empire", key: "Daniel 7:17, 23" },
      refs: ["Daniel 7:17", "Daniel 7:23"],
    },
    {
      id: "horn",
      values: {
        symbol: "Horn",
        meaning: "A king or kingdom (a ruling power)",
        key: "Daniel 7:24; Revelation 17:12",
      },
      refs: ["Daniel 7:24", "Revelation 17:12"],
    },
    {
      id: "woman",
      values: {
        symbol: "Woman",
        meaning: "God's faithful people when pure; an apostate religious system when corrupt",
        key: "Revelation 12 vs Revelation 17",
      },
      refs: ["Revelation 12:1-6", "Revelation 17:1-6"],
    },
    {
      id: "day",
      values: {
        symbol: "Prophetic day",
        meaning: "One literal year (the day-year principle)",
        key: "Numbers 14:34; Ezekiel 4:6",
      },
      refs: ["Numbers 14:34", "Ezekiel 4:6"],
    },
    {
      id: "dragon",
      values: {
        symbol: "Dragon / serpent",
        meaning: "Satan, working through the powers he uses",
        key: "Revelation 12:9",
      },
      refs: ["Revelation 12:9"],
    },
    {
      id: "heads",
      values: {
        symbol: "Heads",
        meaning: "Successive governments, or hills (mountains)",
        key: "Revelation 17:9-10",
      },
      refs: ["Revelation 17:9-10"],
    },
    {
      id: "waters",
      values: {
        symbol: "Waters / sea",
        meaning: "Peoples, multitudes, nations and tongues",
        key: "Revelation 17:15",
      },
      refs: ["Revelation 17:15"],
    },
    {
      id: "winds",
      values: {
        symbol: "Winds",
        meaning: "Strife, war, commotion among nations",
        key: "Jeremiah 25:32-33; Daniel 7:2",
      },
      refs: ["Jeremiah 25:32-33", "Daniel 7:2"],
    },
  ],
};
