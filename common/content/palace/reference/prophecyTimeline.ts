import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "prophecyTimeline",
  title: "The historicist timeline",
  description:
    "The one outline that Daniel 2, 7 and 8 and the visions of Revelation repeat and enlarge, from Babylon to the new creation.",
  columns: [
    { key: "order", label: "#" },
    { key: "power", label: "Power / event" },
    { key: "symbols", label: "Symbols" },
    { key: "dates", label: "Dates" },
  ],
  items: [
    {
      id: "babylon",
      values: {
        order: "1",
        power: "Babylon",
        symbols: "Head of gold (Dan 2); lion with eagle's wings (Dan 7)",
        dates: "605–539 BC",
      },
      refs: ["Daniel 2:37-38", "Daniel 7:4"],
    },
    {
      id: "medo-persia",
      values: {
        order: "2",
        power: "Medo-Persia",
        symbols: "Breast and arms of silver; bear; ram with two horns (Dan 8)",
        dates: "539–331 BC",
      },
      refs: ["Daniel 2:39", "Daniel 7:5", "Daniel 8:20"],
    },
    {
      id: "greece",
      values: {
        order: "3",
        power: "Greece",
        symbols: "Belly and thighs of bronze; four-headed leopard; he-goat",
        dates: "331–168 BC",
      },
      refs: ["Daniel 2:39", "Daniel 7:6", "Daniel 8:21-22"],
    },
    {
      id: "pagan-rome",
      values: {
        order: "4",
        power: "Pagan Rome",
        symbols: "Legs of iron; the dreadful and terrible beast",
        dates: "168 BC – AD 476",
      },
      refs: ["Daniel 2:40", "Daniel 7:7"],
    },
    {
      id: "papal-rome",
      values: {
        order: "5",
        power: "Papal Rome",
        symbols: "Little horn; beast from the sea",
        dates: "AD 538–1798 (1,260 years)",
      },
      refs: ["Daniel 7:8", "Daniel 7:24-25", "Revelation 13:1-8"],
    },
    {
      id: "judgment",
      values: {
        order: "6",
        power: "Judgment in heaven",
        symbols: 'Thrones set, books opened; "the hour of his judgment is come"',
        dates: "From AD 1844",
      },
      refs: ["Daniel 7:9-10", "Daniel 8:14", "Revelation 14:6-7"],
    },
    {
      id: "final-conflict",
      values: {
        order: "7",
        power: "Final conflict",
        symbols: "Mark of the beast; fall of Babylon",
        dates: "Near future",
      },
      refs: ["Revelation 13:11-17", "Revelation 18:1-4"],
    },
    {
      id: "new-creation",
      values: {
        order: "8",
        power: "New creation",
        symbols: "The stone kingdom; the New Jerusalem",
        dates: "After the second coming",
      },
      refs: ["Daniel 2:44-45", "Revelation 21:1-4"],
    },
  ],
};
