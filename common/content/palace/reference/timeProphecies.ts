import type { ReferenceList } from "../types";

export const TIME_PROPHECY_CODES = ["@120", "@400", "@70y", "@490", "@1260", "@2300"] as const;

export const list: ReferenceList = {
  id: "timeProphecies",
  title: "The six time prophecies",
  description:
    "Six dated periods that pin redemptive history to the calendar. In symbolic prophecy a day stands for a year (Numbers 14:34; Ezekiel 4:6). There is no year zero: from a BC year to an AD year, add one.",
  columns: [
    { key: "code", label: "Code" },
    { key: "period", label: "Period" },
    { key: "text", label: "Text" },
    { key: "anchor", label: "Historical anchor" },
    { key: "calculation", label: "Calculation" },
  ],
  items: [
    {
      id: "120",
      values: {
        code: "@120",
        period: "Noah’s 120 years of warning — grace before judgment",
        text: "Genesis 6:3",
        anchor: "Before the flood, while the ark was being built",
        calculation: "120 literal years of preaching and building, then the door shut",
      },
      refs: ["Genesis 6:3", "Hebrews 11:7"],
    },
    {
      id: "400",
      values: {
        code: "@400",
        period: "Israel’s affliction in Egypt",
        text: "Genesis 15:13; Exodus 12:40-41",
        anchor: 'Ending at the exodus, "even the selfsame day"',
        calculation:
          "Genesis 15:13 gives 400 years of affliction; Exodus 12:40-41 and Galatians 3:17 count 430 years for the whole sojourn",
      },
      refs: ["Genesis 15:13", "Exodus 12:40-41", "Galatians 3:17"],
    },
    {
      id: "70y",
      values: {
        code: "@70y",
        period: "The Babylonian exile",
        text: "Jeremiah 25:11-12; 29:10",
        anchor:
          "605 BC first deportation → Babylon falls 539 BC and Cyrus’s decree follows → temple completed 516 BC",
        calculation:
          "About 70 years from 605 BC to the return (c. 536 BC); and 586 BC (temple burned) − 70 = 516 BC (temple finished)",
      },
      refs: ["Jeremiah 25:11-12", "Jeremiah 29:10", "Daniel 9:2", "Ezra 1:1-4"],
    },
    {
      id: "490",
      values: {
        code: "@490",
        period: "Seventy weeks determined upon Daniel’s people",
        text: "Daniel 9:24-27",
        anchor:
          "The decree of Artaxerxes, 457 BC (Ezra 7) → Messiah anointed AD 27 → cut off AD 31 → period ends AD 34",
        calculation:
          "70 weeks × 7 = 490 years. 69 weeks = 483 years: 483 − 457 + 1 = AD 27. Midst of the last week: AD 31. End: 490 − 457 + 1 = AD 34",
      },
      refs: ["Daniel 9:24-27", "Ezra 7:7-26", "Mark 1:15"],
    },
    {
      id: "1260",
      values: {
        code: "@1260",
        period: 'Papal supremacy: "a time and times and the dividing of time", 42 months',
        text: "Daniel 7:25; Revelation 12:6; 13:5",
        anchor: "AD 538 → AD 1798",
        calculation: "3½ times × 360 = 42 months × 30 = 1,260 days = 1,260 years; 538 + 1,260 = 1798",
      },
      refs: ["Daniel 7:25", "Revelation 12:6", "Revelation 12:14", "Revelation 13:5"],
    },
    {
      id: "2300",
      values: {
        code: "@2300",
        period: "The cleansing of the sanctuary — the investigative judgment",
        text: "Daniel 8:14",
        anchor: "457 BC → AD 1844",
        calculation:
          "2,300 days = 2,300 years from the same decree as the seventy weeks: 2,300 − 457 + 1 = AD 1844",
      },
      refs: ["Daniel 8:14", "Daniel 9:24-25", "Revelation 14:6-7"],
    },
  ],
};
