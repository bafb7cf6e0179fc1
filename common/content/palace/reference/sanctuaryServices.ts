import type { ReferenceList } from "../types";

export const list: ReferenceList = {
  id: "sanctuaryServices",
  title: "The two services",
  description:
    "The daily service shows Christ's continual ministry; the yearly Day of Atonement shows the cleansing and judgment that close the plan. Their difference reveals timing.",
  columns: [
    { key: "service", label: "Service" },
    { key: "when", label: "When" },
    { key: "meaning", label: "Meaning" },
    { key: "anchor", label: "Anchors" },
  ],
  items: [
    {
      id: "daily",
      values: {
        service: "Daily",
        when: "Every morning and evening, all year",
        meaning: "Continual ministry: forgiveness, intercession, the sinner's sin carried into the sanctuary",
        anchor: "Exodus 29:38-42; Hebrews 7:25",
      },
      refs: ["Exodus 29:38-42", "Hebrews 7:25"],
    },
    {
      id: "yearly",
      values: {
        service: "Day of Atonement",
        when: "Once a year, the tenth day of the seventh month",
        meaning: "Yearly cleansing of the sanctuary and judgment; sin finally removed from the camp",
        anchor: "Leviticus 16; Hebrews 9:7-14; Revelation 14:6-7",
      },
      refs: ["Leviticus 16", "Hebrews 9:7-14", "Revelation 14:6-7"],
    },
  ],
};
