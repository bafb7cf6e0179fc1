import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "iAmSayings",
  title: 'The seven "I AM" sayings of John',
  description:
    'The seven times in John\'s Gospel that Jesus says "I am" with a picture of Himself, in the order they occur. Each one echoes the divine name of Exodus 3:14 and answers a human need.',
  columns: [
    { key: "order", label: "#" },
    { key: "saying", label: "Saying (KJV)" },
    { key: "reference", label: "Reference" },
    { key: "setting", label: "Setting" },
    { key: "meaning", label: "What it shows of Christ" },
  ],
  items: [
    {
      id: "bread",
      values: {
        order: "1",
        saying: "I am the bread of life",
        reference: "John 6:35",
        setting: "The day after feeding the five thousand",
        meaning: "He satisfies the soul's hunger, as the manna fed Israel",
      },
      refs: ["John 6:35"],
    },
    {
      id: "light",
      values: {
        order: "2",
        saying: "I am the light of the world",
        reference: "John 8:12",
        setting: "At the Feast of Tabernacles; then healing a man born blind (John 9:5)",
        meaning: "He gives light and life to all who follow Him",
      },
      refs: ["John 8:12", "John 9:5"],
    },
    {
      id: "door",
      values: {
        order: "3",
        saying: "I am the door",
        reference: "John 10:9",
        setting: "The sheepfold discourse",
        meaning: "He is the only entrance to salvation and safe pasture",
      },
      refs: ["John 10:7-9"],
    },
    {
      id: "shepherd",
      values: {
        order: "4",
        saying: "I am the good shepherd",
        reference: "John 10:11",
        setting: "The sheepfold discourse",
        meaning: "He lays down His life for the sheep and knows them by name",
      },
      refs: ["John 10:11-14"],
    },
    {
      id: "resurrection",
      values: {
        order: "5",
        saying: "I am the resurrection, and the life",
        reference: "John 11:25",
        setting: "At Bethany, before raising Lazarus",
        meaning: "He has power over death for all who believe in Him",
      },
      refs: ["John 11:25-26"],
    },
    {
      id: "way",
      values: {
        order: "6",
        saying: "I am the way, the truth, and the life",
        reference: "John 14:6",
        setting: "In the upper room, answering Thomas",
        meaning: "He is the only way to the Father",
      },
      refs: ["John 14:6"],
    },
    {
      id: "vine",
      values: {
        order: "7",
        saying: "I am the true vine",
        reference: "John 15:1",
        setting: "On the way from the upper room to Gethsemane",
        meaning: "Life and fruit come only by abiding in Him",
      },
      refs: ["John 15:1-5"],
    },
  ],
};
