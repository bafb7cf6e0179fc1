import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "atonementGoats",
  title: "The two goats of the Day of Atonement",
  description:
    "Lots were cast over two goats (Leviticus 16:8). Only one was slain; the other was sent away alive after the atonement was complete.",
  columns: [
    { key: "goat", label: "Goat" },
    { key: "rite", label: "Rite" },
    { key: "meaning", label: "Meaning" },
  ],
  items: [
    {
      id: "lords-goat",
      values: {
        goat: "The Lord's goat",
        rite: "Slain as a sin offering; its blood sprinkled on and before the mercy seat",
        meaning: "Christ's sacrifice; His blood cleanses the sanctuary and His people",
      },
      refs: ["Leviticus 16:9", "Leviticus 16:15-19", "Hebrews 9:12"],
    },
    {
      id: "scapegoat",
      values: {
        goat: "The scapegoat (Azazel)",
        rite: "Kept alive; after the cleansing the sins are confessed over it and it is led into the wilderness",
        meaning:
          "Satan bearing responsibility for the sin he instigated; never a figure of Christ, since no blood is shed and it atones for nothing",
      },
      refs: ["Leviticus 16:10", "Leviticus 16:20-22", "Revelation 20:1-3"],
    },
  ],
};
