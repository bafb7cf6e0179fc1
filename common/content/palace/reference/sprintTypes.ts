import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "sprintTypes",
  title: "Speed Room sprint types",
  description:
    "The seven kinds of sprint in the Speed Room, each with its default target and time. Start generous (about 5 minutes) and shrink the limit as accuracy holds; every miss points back to the room it comes from.",
  columns: [
    { key: "type", label: "Sprint" },
    { key: "target", label: "Default target" },
    { key: "time", label: "Time limit" },
    { key: "rooms", label: "Drill misses in" },
  ],
  items: [
    {
      id: "christLink",
      values: {
        type: "Christ-link",
        target: "10 Christ-links in Genesis, one chapter and one link each",
        time: "3 minutes",
        rooms: "CEC, ST",
      },
      refs: ["Genesis 3:15", "Genesis 22:8", "Luke 24:27"],
    },
    {
      id: "verseLocation",
      values: {
        type: "Verse location",
        target: "Book and chapter of a well-known verse",
        time: "About 5 seconds per verse",
        rooms: "24FPS, BR",
      },
    },
    {
      id: "typology",
      values: {
        type: "Typology",
        target: "5 links from the Passover to Christ",
        time: "2 minutes",
        rooms: "ST, FE, BL",
      },
      refs: ["Exodus 12:1-28", "1 Corinthians 5:7"],
    },
    {
      id: "timeline",
      values: {
        type: "Timeline",
        target: "Put 10 events in order, using the twelve eras",
        time: "90 seconds",
        rooms: "SR, @ (Eight Cycles)",
      },
    },
    {
      id: "danielMacro",
      values: {
        type: "Daniel macro",
        target:
          "The kingdom sequence of Daniel 2 and 7 — Babylon, Medo-Persia, Greece, Rome, divided Europe, God's kingdom",
        time: "60 seconds",
        rooms: "PR",
      },
      refs: ["Daniel 2:31-45", "Daniel 7:1-27"],
    },
    {
      id: "iAm",
      values: {
        type: '"I AM"',
        target: 'The seven "I AM" sayings of John, in order, with references',
        time: "30 seconds",
        rooms: "CEC, BF",
      },
      refs: ["John 6:35", "John 15:1"],
    },
    {
      id: "palaceLists",
      values: {
        type: "Palace lists",
        target: "Any list of the palace, e.g. the 8 sanctuary articles, the 7 feasts, the 8 cycles",
        time: "About 5 seconds per item (e.g. 45 seconds for the sanctuary articles)",
        rooms: "The list's own room (BL, FE, @ …)",
      },
    },
  ],
};
