import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "sanctuarySpaces",
  title: "The three spaces",
  description: "Moving inward from court to Most Holy Place retraces the journey of salvation.",
  columns: [
    { key: "space", label: "Space" },
    { key: "articles", label: "Articles" },
    { key: "ministry", label: "Ministry" },
    { key: "stage", label: "Stage of salvation" },
  ],
  items: [
    {
      id: "courtyard",
      values: {
        space: "Courtyard",
        articles: "Gate, Bronze Altar, Laver",
        ministry: "Public; sacrifice offered where all could see",
        stage: "Justification",
      },
      refs: ["Exodus 27:9-19"],
    },
    {
      id: "holy",
      values: {
        space: "Holy Place",
        articles: "Lampstand, Table of Showbread, Altar of Incense",
        ministry: "Daily priestly ministry",
        stage: "Sanctification",
      },
      refs: ["Hebrews 9:2", "Hebrews 9:6"],
    },
    {
      id: "most-holy",
      values: {
        space: "Most Holy Place",
        articles: "Ark of the Covenant (behind the veil)",
        ministry: "The throne, entered once a year on the Day of Atonement",
        stage: "Judgment and glorification",
      },
      refs: ["Hebrews 9:3-5", "Hebrews 9:7"],
    },
  ],
};
