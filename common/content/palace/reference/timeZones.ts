import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "timeZones",
  title: "The six time zones",
  description:
    "A lens, not a timeline: the zone a text chiefly speaks from — heaven or earth; past, present or future. Codes never collide with genre codes.",
  columns: [
    { key: "code", label: "Code" },
    { key: "name", label: "Zone" },
    { key: "meaning", label: "Meaning" },
    { key: "example", label: "Calibration text" },
  ],
  items: [
    {
      id: "heaven-past",
      values: {
        code: "H-Pa",
        name: "Heaven past",
        meaning: "before and above earthly history: the divine counsel, Lucifer's fall",
        example: "Isaiah 14:12-14; Ezekiel 28:12-17",
      },
      refs: ["Isaiah 14:12-14", "Ezekiel 28:12-17"],
    },
    {
      id: "heaven-now",
      values: {
        code: "H-Now",
        name: "Heaven now",
        meaning: "Christ's present intercession, sanctuary ministry, angelic activity",
        example: "Hebrews 8:1-2; Hebrews 9",
      },
      refs: ["Hebrews 8:1-2", "Hebrews 9"],
    },
    {
      id: "heaven-future",
      values: {
        code: "H-Fu",
        name: "Heaven future",
        meaning: "the eternal throne, God dwelling with His people, no temple",
        example: "Revelation 21:3, 22; Revelation 22:3-5",
      },
      refs: ["Revelation 21:3", "Revelation 21:22", "Revelation 22:3-5"],
    },
    {
      id: "earth-past",
      values: {
        code: "E-Pa",
        name: "Earth past",
        meaning: "fulfilled biblical history",
        example: "Exodus 12 (the Passover)",
      },
      refs: ["Exodus 12"],
    },
    {
      id: "earth-now",
      values: {
        code: "E-Now",
        name: "Earth now",
        meaning: "believers' life now",
        example: "Romans 12:1-2; Philippians 4:6-7",
      },
      refs: ["Romans 12:1-2", "Philippians 4:6-7"],
    },
    {
      id: "earth-future",
      values: {
        code: "E-Fu",
        name: "Earth future",
        meaning: "end-time events, second coming, millennium, new earth",
        example: "1 Thessalonians 4:16-17; Revelation 20",
      },
      refs: ["1 Thessalonians 4:16-17", "Revelation 20"],
    },
  ],
};
