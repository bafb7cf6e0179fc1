import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "feastCues",
  title: "Feast cues",
  description: "Words and ideas in a passage that point to a feast.",
  columns: [
    { key: "cues", label: "Cues" },
    { key: "feast", label: "Feast" },
  ],
  items: [
    {
      id: "passover",
      values: { cues: "Lamb, blood, deliverance, no bone broken", feast: "Passover" },
      refs: ["Exodus 12:46", "John 19:36"],
    },
    {
      id: "unleavened-bread",
      values: { cues: "Purity, leaven, sincerity and truth", feast: "Unleavened Bread" },
      refs: ["1 Corinthians 5:6-8"],
    },
    {
      id: "firstfruits",
      values: { cues: "Resurrection, first harvest, first sheaf", feast: "Firstfruits" },
      refs: ["1 Corinthians 15:20"],
    },
    {
      id: "pentecost",
      values: { cues: "Spirit, mission, wheat harvest, fifty days", feast: "Pentecost" },
      refs: ["Acts 2:1-4"],
    },
    {
      id: "trumpets",
      values: { cues: "Trumpet, warning, alarm, gathering", feast: "Trumpets" },
      refs: ["Joel 2:1", "1 Thessalonians 4:16"],
    },
    {
      id: "atonement",
      values: {
        cues: "Judgment, cleansing, Most Holy Place, scapegoat, afflicting the soul",
        feast: "Day of Atonement",
      },
      refs: ["Leviticus 16:30"],
    },
    {
      id: "tabernacles",
      values: { cues: "Eternal dwelling, booths, rest, ingathering, living water", feast: "Tabernacles" },
      refs: ["Revelation 21:3", "John 7:37-39"],
    },
  ],
};
